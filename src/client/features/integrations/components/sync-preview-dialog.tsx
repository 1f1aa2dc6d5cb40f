// One sync's changes before they are applied: new members, updated members with each
// changed field (before and after), members to deactivate, office names no office has, and
// conflicts: members another directory manages, left alone unless the admin moves them (only
// to the company's source of truth). Nothing changes until "Apply".
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import { LoadingState } from "../../../components/ui/spinner";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { directorySourceQuery, directorySyncQuery } from "../../../lib/resources/integrations";
import { Checkbox } from "../../../components/ui/checkbox";
import { plural } from "../../../../shared/text/plural";
import type { DirectorySyncDetail } from "../../../../shared/integrations/integration-responses";
import { DIRECTORY_PROVIDER_NAMES, type ConnectedProviderId } from "../../../../shared/integrations/integration-schema";
import { useApplySync, useDiscardSync } from "../api/integrations";

const SOURCE_NAMES: Record<string, string> = DIRECTORY_PROVIDER_NAMES;
const shown = (field: string, value: string | null) =>
  (field === "source" && value ? (SOURCE_NAMES[value] ?? value) : value) ||
  (field === "source" ? "Signet" : field === "office" ? "none" : "empty");

const FIELD_NAMES: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  jobTitle: "Job title",
  department: "Department",
  personalPhone: "Phone",
  office: "Office",
  source: "Managed by",
  status: "Status",
};

type Person = DirectorySyncDetail["plan"]["created"][number];

function PeopleList({ title, people, total, showChanges }: { title: string; people: Person[]; total: number; showChanges?: boolean }) {
  if (total === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">
        {title} ({total.toLocaleString()})
      </h3>
      <ul className="flex max-h-56 flex-col divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm">
        {people.map((p) => (
          <li key={p.externalId} className="px-3 py-2">
            <div className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium text-slate-900">{p.name}</span>
              <span className="text-slate-500">{p.email}</span>
            </div>
            {showChanges && (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-600">
                {p.changes.map((c) => (
                  <div key={c.field} className="contents">
                    <dt className="font-medium">{FIELD_NAMES[c.field] ?? c.field}</dt>
                    <dd>
                      <span className="text-slate-400 line-through">{shown(c.field, c.before)}</span> →{" "}
                      <span className="text-slate-900">{shown(c.field, c.after)}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
        {total > people.length && <li className="px-3 py-2 text-slate-500">and {(total - people.length).toLocaleString()} more</li>}
      </ul>
    </section>
  );
}

type Conflict = DirectorySyncDetail["plan"]["conflicts"][number];

/** Members another directory manages, each with that directory's name. */
function ConflictList({ people, total }: { people: Conflict[]; total: number }) {
  return (
    <ul className="flex max-h-56 flex-col divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm">
      {people.map((p) => (
        <li key={p.externalId} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
          <span>
            <span className="font-medium text-slate-900">{p.name}</span> <span className="text-slate-500">{p.email}</span>
          </span>
          <span className="text-slate-600">Managed by {SOURCE_NAMES[p.managedBy] ?? p.managedBy}</span>
        </li>
      ))}
      {total > people.length && <li className="px-3 py-2 text-slate-500">and {(total - people.length).toLocaleString()} more</li>}
    </ul>
  );
}

export function SyncPreviewDialog({
  provider,
  syncId,
  onClose,
}: {
  provider: ConnectedProviderId;
  syncId: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({ ...directorySyncQuery(provider, syncId ?? ""), enabled: Boolean(syncId) });
  const apply = useApplySync(provider);
  const source = useQuery(directorySourceQuery());
  const [moveConflicts, setMoveConflicts] = useState(false);
  const discard = useDiscardSync(provider);
  const sync = detail.data?.sync;
  const pending = sync && (sync.status === "preview" || sync.status === "held");
  const nothing = sync && sync.counts.created + sync.counts.updated + sync.counts.deactivated === 0;
  const error = apply.error ?? discard.error;
  const name = DIRECTORY_PROVIDER_NAMES[provider];
  const conflicts = detail.data?.plan.conflicts ?? [];
  const conflictCount = detail.data?.plan.conflictCount ?? 0;
  const canMove = source.data?.source === provider && sync?.status === "preview";

  return (
    <Dialog open={Boolean(syncId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={sync?.status === "held" ? "Deactivations waiting for you" : "Directory sync preview"}
        description={
          sync?.status === "held"
            ? "A scheduled sync would have deactivated more than 10% of your members. Confirm only if these people really left."
            : "Nothing changes until you apply it."
        }
        className="max-w-2xl"
      >
        {!detail.data ? (
          <LoadingState text="Loading the changes..." />
        ) : (
          <div className="flex flex-col gap-4">
            {sync!.status === "failed" && <Alert tone="error">{sync!.error}</Alert>}
            {sync!.status !== "failed" && (
              <p className="text-sm text-slate-600">
                {plural(sync!.directoryUsers, "user")} in the directory: {plural(sync!.counts.created, "new member")},{" "}
                {plural(sync!.counts.updated, "update")}, {plural(sync!.counts.deactivated, "deactivation")}
                {sync!.counts.departments ? `, ${plural(sync!.counts.departments, "new department")}` : ""}.
              </p>
            )}
            {nothing && conflictCount === 0 && sync!.status === "preview" && (
              <Alert tone="info">Everyone is up to date: nothing to change.</Alert>
            )}
            {detail.data.mailboxUpdates.map((u) => (
              <p key={u.label} className="text-sm text-slate-600">
                {plural(u.count, `${u.label} signature`)} will be updated.
              </p>
            ))}
            <PeopleList title="New members" people={detail.data.plan.created} total={sync!.counts.created} />
            <PeopleList title="Updated members" people={detail.data.plan.updated} total={sync!.counts.updated} showChanges />
            <PeopleList
              title="To deactivate"
              people={detail.data.plan.deactivated}
              total={sync!.status === "held" ? detail.data.plan.deactivated.length : sync!.counts.deactivated}
            />
            {conflictCount > 0 && (
              <section aria-label="Conflicts" className="flex flex-col gap-2">
                <Alert tone="warning">
                  {plural(conflictCount, "member")} {conflictCount === 1 ? "is" : "are"} managed by another directory. Applying leaves{" "}
                  {conflictCount === 1 ? "this member" : "them"} alone
                  {canMove
                    ? ` unless you move ${conflictCount === 1 ? "this member" : "them"} to ${name} below.`
                    : `: only the source of truth (Company Settings → Integrations) can take them over.`}
                </Alert>
                <ConflictList people={conflicts} total={conflictCount} />
                {canMove && (
                  <label className="flex items-start gap-2 text-sm text-slate-700">
                    <Checkbox checked={moveConflicts} onCheckedChange={(checked) => setMoveConflicts(checked === true)} />
                    <span>
                      Move {conflictCount === 1 ? "this member" : `these ${conflictCount.toLocaleString()} members`} to {name}: it manages{" "}
                      them from now on, and its values replace the other directory's.
                    </span>
                  </label>
                )}
              </section>
            )}
            {detail.data.plan.newDepartments.length > 0 && (
              <p className="text-sm text-slate-600">New departments: {detail.data.plan.newDepartments.join(", ")}</p>
            )}
            {detail.data.plan.unknownOffices.length > 0 && (
              <Alert tone="warning">
                No office in Signet is named{" "}
                {detail.data.plan.unknownOffices.map((o) => `"${o.name}" (${plural(o.people, "member")})`).join(", ")}. Those members get no
                office; add an office with that name under Offices and sync again to assign them.
              </Alert>
            )}
          </div>
        )}
        {error && <Alert tone="error">{error instanceof ApiError ? error.message : "That did not work. Try again."}</Alert>}
        <DialogFooter>
          {pending ? (
            <>
              <Button
                variant="secondary"
                disabled={apply.isPending || discard.isPending}
                onClick={() => discard.mutate(syncId!, { onSuccess: onClose })}
              >
                Discard
              </Button>
              <Button
                disabled={apply.isPending || discard.isPending || Boolean(nothing && sync!.status === "preview" && !moveConflicts)}
                onClick={() =>
                  apply.mutate(
                    { id: syncId!, moveConflicts: canMove && moveConflicts },
                    {
                      onSuccess: (result) => {
                        showSuccess(
                          `Sync applied: ${plural(result.sync.counts.created, "new member")}, ${plural(result.sync.counts.updated, "update")}, ${plural(result.sync.counts.deactivated, "deactivation")}.`,
                        );
                        onClose();
                      },
                    },
                  )
                }
              >
                {apply.isPending ? "Applying..." : sync!.status === "held" ? "Deactivate them" : "Apply changes"}
              </Button>
            </>
          ) : (
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
