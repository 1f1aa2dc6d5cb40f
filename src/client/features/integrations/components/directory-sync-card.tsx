// A connected directory's sync (Google Workspace or Microsoft 365, one engine): "Sync now"
// (a preview first), how often the schedule syncs, and the history (who or the schedule,
// counts, duration, errors); a held sync can be reviewed.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/input";
import { EmptyState } from "../../../components/ui/empty-state";
import { Td, Tr } from "../../../components/ui/table";
import { ResourceTable } from "../../../components/ui/resource-table";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { directorySyncsQuery, type DirectorySyncRow } from "../../../lib/resources/integrations";
import { plural } from "../../../../shared/text/plural";
import {
  DIRECTORY_PROVIDER_NAMES,
  type ConnectedProviderId,
  type DirectoryProviderId,
} from "../../../../shared/integrations/integration-schema";
import { usePreviewSync, useSyncSchedule } from "../api/integrations";
import { SyncPreviewDialog } from "./sync-preview-dialog";

const INTERVALS = [
  { hours: 1, label: "Every hour" },
  { hours: 6, label: "Every 6 hours" },
  { hours: 12, label: "Every 12 hours" },
  { hours: 24, label: "Once a day" },
  { hours: 0, label: "Never (only when I sync)" },
];

const STATUS: Record<DirectorySyncRow["status"], { label: string; tone: "neutral" | "success" | "warning" | "danger" | "brand" }> = {
  preview: { label: "Waiting for you", tone: "brand" },
  applying: { label: "Applying", tone: "neutral" },
  applied: { label: "Applied", tone: "success" },
  held: { label: "Deactivations held", tone: "warning" },
  discarded: { label: "Discarded", tone: "neutral" },
  failed: { label: "Failed", tone: "danger" },
};

function SyncHistory({ provider, onOpen }: { provider: DirectoryProviderId; onOpen: (id: string) => void }) {
  const syncs = useQuery(directorySyncsQuery(provider));
  if (!syncs.data) return null;
  if (syncs.data.length === 0) return <EmptyState title="No syncs yet">Run a sync to see what the directory would change.</EmptyState>;
  return (
    <ResourceTable
      framed
      caption={`${DIRECTORY_PROVIDER_NAMES[provider]} sync history`}
      columns={["When", "By", "Result", "Changes", "Took"]}
    >
      {syncs.data.map((s) => (
        <Tr key={s.id}>
          <Td label="When" className="whitespace-nowrap">
            {formatDateTime(s.createdAt)}
          </Td>
          <Td label="By">{s.trigger === "schedule" ? "Schedule" : s.startedBy}</Td>
          <Td label="Result">
            <Badge tone={STATUS[s.status].tone}>{STATUS[s.status].label}</Badge>
            {s.error && <span className="mt-1 block text-xs text-slate-600">{s.error}</span>}
          </Td>
          <Td label="Changes">
            {plural(s.counts.created, "new", "new")}, {plural(s.counts.updated, "updated", "updated")},{" "}
            {plural(s.counts.deactivated, "deactivated", "deactivated")}
          </Td>
          <Td label="Took" className="whitespace-nowrap">
            {(s.durationMs / 1000).toFixed(1)} s
          </Td>
          <Td>
            <Button variant="link" size="sm" onClick={() => onOpen(s.id)}>
              {s.status === "preview" || s.status === "held" ? "Review" : "Details"}
            </Button>
          </Td>
        </Tr>
      ))}
    </ResourceTable>
  );
}

type Schedule = { syncIntervalHours: number; lastSyncAt: string | null; nextSyncAt: string | null };

/** `sourceText`: what the directory fills in, as the provider's card says it. */
export function DirectorySyncCard(props: { provider: ConnectedProviderId; sourceText: string; connection: Schedule }) {
  const { provider, connection } = props;
  const [open, setOpen] = useState<string | null>(null);
  const preview = usePreviewSync(provider);
  const schedule = useSyncSchedule(provider);

  const syncNow = () =>
    preview.mutate(undefined, {
      onSuccess: (result) => setOpen(result.sync.id),
      onError: (error) => showError(error instanceof ApiError ? error.message : "The directory could not be read."),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{DIRECTORY_PROVIDER_NAMES[provider]} directory sync</CardTitle>
        <CardDescription>
          {props.sourceText} Synced members don&apos;t need to sign in; you can invite them later.{" "}
          {connection.lastSyncAt ? `Last synced ${formatDateTime(connection.lastSyncAt)}.` : "Not synced yet."}
          {connection.nextSyncAt ? ` Next scheduled sync ${formatDateTime(connection.nextSyncAt)}.` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          {/* Level with the schedule's select, below its label. */}
          <Button onClick={syncNow} disabled={preview.isPending} className="sm:mt-7">
            {preview.isPending ? "Reading the directory..." : "Sync now"}
          </Button>
          <Field
            label="Scheduled sync"
            hint="A scheduled sync applies by itself but never deactivates more than 10% of members without you."
            className="sm:ml-auto sm:w-72"
          >
            <Select
              value={String(connection.syncIntervalHours)}
              disabled={schedule.isPending}
              onChange={(e) =>
                schedule.mutate(Number(e.target.value), {
                  onSuccess: () => showSuccess("The sync schedule was saved."),
                  onError: (error) => showError(error instanceof ApiError ? error.message : "The schedule could not be saved."),
                })
              }
            >
              {INTERVALS.map((i) => (
                <option key={i.hours} value={i.hours}>
                  {i.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <SyncHistory provider={provider} onOpen={setOpen} />
      </CardContent>
      <SyncPreviewDialog provider={provider} syncId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
