// /users, "Team Members" (admin-level): one table of members and open invitations, searched,
// filtered, sorted and paged on the server; the filters live in the address, so a view can
// be shared or reloaded. "Invite members" opens the invite dialog; "Manage" opens a row;
// ticked rows get the bulk actions bar.
import type { ReactNode } from "react";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Download, UserPlus, Users } from "lucide-react";
import { PageHeader } from "../../components/layout/page-header";
import { Card } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/alert";
import { EmptyState } from "../../components/ui/empty-state";
import { LoadingState } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import { useOffices } from "../../lib/offices";
import { useDepartments } from "../../lib/departments";
import { VALIDATION_DEBOUNCE_MS } from "../../../shared/limits";
import { teamExportUrl, useTeam, type TeamRow } from "./api/get-team";
import { TeamTable } from "./components/team-table";
import { TeamToolbar } from "./components/team-toolbar";
import { TeamPagination } from "./components/team-pagination";
import { MemberDialog } from "./components/member-dialog";
import { InvitationDialog } from "./components/invitation-dialog";
import { InvitationEditDialog } from "./components/invitation-edit-dialog";
import { InviteDialog } from "./components/invite-dialog";
import { TeamBulkBar } from "./components/team-bulk-bar";
import { useTeamSelection } from "./components/team-selection";
import { readTeamParams, TEAM_FILTERS as FILTERS, teamQueryOf } from "./team-params";
import type { TeamSort } from "../../../shared/members/team-schema";
const number = new Intl.NumberFormat();

function useTeamParams() {
  const [params, setParams] = useSearchParams();
  const view = readTeamParams(params);
  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === "") next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage) next.delete("page");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { ...view, query: teamQueryOf(view), update };
}

/**
 * /users; `extraActions` (the "Deploy to team" button) and `notice` (a deployment's progress
 * and result, under the header) are composed in by app/pages/users-page.tsx.
 */
export function TeamPage({ extraActions, notice }: { extraActions?: ReactNode; notice?: ReactNode }) {
  const { me } = useSession();
  const { filters, sort, page, pageSize, query, update } = useTeamParams();
  const [search, setSearch] = useState(filters.search);
  const [open, setOpen] = useState<TeamRow | null>(null);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamRow | null>(null);
  const selection = useTeamSelection();
  const departments = useDepartments();
  const offices = useOffices();

  // The search box updates the address (and so the query) 300 ms after the last key.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => update({ search: search.trim() }), VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, update]);

  // Ticked rows stay ticked from page to page, not into another search or filter.
  const filterKey = FILTERS.map((f) => filters[f]).join("\u0000");
  const { clear } = selection;
  useEffect(() => clear(), [filterKey, clear]);

  const team = useTeam(query);
  const callerRole = me?.membership?.role ?? "admin";
  const filtered = FILTERS.some((f) => filters[f]);
  const counts = team.data?.counts;
  // The open row as the list now has it (after a change), else as it was when opened.
  const current = (open && team.data?.rows.find((r) => r.kind === open.kind && r.id === open.id)) || open;
  const alone = counts && counts.members <= 1 && counts.invited === 0 && counts.expired === 0 && !filtered;

  const onSort = (field: TeamSort) =>
    update({ sort: field, order: sort.sort === field ? (sort.order === "asc" ? "desc" : "asc") : field === "date" ? "desc" : "asc" });

  const invite = (
    <Button onClick={() => setInviting(true)}>
      <UserPlus aria-hidden="true" /> Invite members
    </Button>
  );

  return (
    <div>
      <PageHeader
        title="Team Members"
        description={
          counts
            ? `${number.format(counts.members)} ${counts.members === 1 ? "member" : "members"} · ${number.format(counts.invited)} pending ${counts.invited === 1 ? "invitation" : "invitations"}`
            : "Everyone who uses your company's signatures."
        }
        actions={
          alone ? (
            extraActions
          ) : (
            <>
              {extraActions}
              <Button variant="secondary" asChild>
                <a href={teamExportUrl(query)} download>
                  <Download aria-hidden="true" /> Export CSV
                </a>
              </Button>
              {invite}
            </>
          )
        }
      />
      {notice && <div className="mb-6 empty:hidden">{notice}</div>}
      {team.isPending ? (
        <LoadingState text="Loading team..." />
      ) : team.isError ? (
        <Alert tone="error">The team could not be loaded: {team.error.message}</Alert>
      ) : alone ? (
        <EmptyState icon={<Users />} title="It's just you so far" action={invite}>
          Invite your colleagues by email, one by one or from a CSV file. Each gets a link to join and their own signature from your
          company's template.
        </EmptyState>
      ) : (
        // overflow-clip, not hidden: the bulk bar inside sticks to the window, not to the card.
        <Card className="overflow-clip">
          <TeamToolbar
            filters={filters}
            search={search}
            onSearch={setSearch}
            onFilter={(name, value) => update({ [name]: value })}
            onClear={() => {
              setSearch("");
              update(Object.fromEntries(FILTERS.map((f) => [f, null])));
            }}
            departments={departments.data ?? []}
            offices={offices.data ?? []}
          />
          <TeamTable
            rows={team.data.rows}
            sort={sort}
            onSort={onSort}
            currentUserId={me?.user.id ?? ""}
            onOpen={setOpen}
            onEdit={setEditing}
            busy={team.isFetching && team.isPlaceholderData}
            emptyText={filtered ? "No one matches these filters." : "No one on this page."}
            selected={selection.keys}
            onSelect={selection.select}
            mailboxProviders={team.data.mailboxProviders}
            outlookAddin={team.data.outlookAddin}
          />
          <TeamPagination
            page={page}
            pageSize={pageSize}
            total={team.data.total}
            onPage={(next) => update({ page: next }, false)}
            onPageSize={(size) => update({ pageSize: size })}
          />
          {selection.count > 0 && <TeamBulkBar selection={selection} departments={departments.data ?? []} offices={offices.data ?? []} />}
        </Card>
      )}
      {current?.kind === "member" && (
        <MemberDialog
          key={current.id}
          row={current}
          caller={{ userId: me?.user.id ?? "", role: callerRole }}
          departments={departments.data ?? []}
          offices={offices.data ?? []}
          onClose={() => setOpen(null)}
        />
      )}
      {current?.kind === "invitation" && <InvitationDialog key={current.id} row={current} onClose={() => setOpen(null)} />}
      {editing && (
        <InvitationEditDialog
          key={editing.id}
          row={editing}
          callerRole={callerRole}
          departments={departments.data ?? []}
          offices={offices.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {inviting && (
        <InviteDialog
          callerRole={callerRole}
          departments={departments.data ?? []}
          offices={offices.data ?? []}
          onClose={() => setInviting(false)}
        />
      )}
    </div>
  );
}
