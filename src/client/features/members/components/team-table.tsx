// The team table: sortable headers on wide screens, one block per person on phones, a tick
// box per row for the bulk actions. Each row's "Manage" opens what an admin can do with it.
// With Google Workspace connected, an "In Gmail" column says where each signature is in Gmail.
import { EmptyRow, SelectAllTh, SelectTd, SortableTh, Table, TBody, Td, Th, THead, Tr } from "../../../components/ui/table";
import type { TeamSort } from "../../../../shared/members/team-schema";
import type { TeamRow } from "../api/get-team";
import { DateCell, displayName, MailboxCell, OutlookCell, PersonCell, RoleBadge, SignatureCell, StatusCell } from "./team-cells";
import { MAILBOX_PROVIDER_NAMES, type MailboxProviderId } from "../../../../shared/integrations/integration-responses";
import { rowKey } from "./team-selection";
import { canInviteToSignIn, TeamRowActions } from "./team-row-actions";

export type SortState = { sort: TeamSort; order: "asc" | "desc" };

type Props = {
  rows: TeamRow[];
  sort: SortState;
  onSort: (sort: TeamSort) => void;
  currentUserId: string;
  onOpen: (row: TeamRow) => void;
  onEdit: (row: TeamRow) => void;
  busy: boolean;
  /** Shown in the table when no row matches. */
  emptyText: string;
  selected: ReadonlySet<string>;
  onSelect: (rows: TeamRow[], checked: boolean) => void;
  /** Connected mail services: a column each ("In Gmail"). */
  mailboxProviders: MailboxProviderId[];
  /** The company's Outlook add-in is set up: an "In Outlook" column. */
  outlookAddin: boolean;
};

const COLUMNS = 7;

export function TeamTable(props: Props) {
  const { rows, sort, onSort, currentUserId, onOpen, onEdit, busy, emptyText, selected, onSelect, mailboxProviders, outlookAddin } = props;
  const extraColumns = mailboxProviders.length + (outlookAddin ? 1 : 0);
  const orderOf = (field: TeamSort) => (sort.sort === field ? sort.order : null);
  const ticked = rows.filter((row) => selected.has(rowKey(row))).length;
  return (
    <div aria-busy={busy} className={busy ? "opacity-60 transition-opacity" : "transition-opacity"}>
      <div className="sm:overflow-x-auto">
        {/* Narrower cell padding than other tables, and cells that wrap: every column (ten with "In Gmail" and
            "In Outlook") fits beside the sidebar at 1280 px (e2e/admin-settings.spec.ts checks the widest case). */}
        <Table caption="Team members and invitations" className="sm:[&_td]:px-2 sm:[&_th]:px-2 2xl:[&_td]:px-3 2xl:[&_th]:px-3">
          <THead>
            <SelectAllTh
              checked={ticked === 0 ? false : ticked === rows.length ? true : "indeterminate"}
              onCheckedChange={(checked) => onSelect(rows, checked)}
              label="Select every row on this page"
            />
            <SortableTh label="Name" order={orderOf("name")} onSort={() => onSort("name")} />
            <SortableTh label="Role" order={orderOf("role")} onSort={() => onSort("role")} />
            <Th>Department</Th>
            <Th>Signature</Th>
            {mailboxProviders.map((provider) => (
              <Th key={provider}>In {MAILBOX_PROVIDER_NAMES[provider]}</Th>
            ))}
            {outlookAddin && <Th>In Outlook</Th>}
            <SortableTh label="Date" order={orderOf("date")} onSort={() => onSort("date")} />
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </THead>
          <TBody>
            {rows.length === 0 && <EmptyRow colSpan={COLUMNS + extraColumns}>{emptyText}</EmptyRow>}
            {rows.map((row) => {
              const key = rowKey(row);
              const isSelected = selected.has(key);
              return (
                <Tr key={key} selected={isSelected} className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:pl-12">
                  <SelectTd
                    checked={isSelected}
                    onCheckedChange={(checked) => onSelect([row], checked)}
                    label={`Select ${displayName(row) || row.email}`}
                  />
                  <Td
                    className={`max-sm:col-span-2 max-sm:pb-1.5 sm:max-w-48 ${row.kind === "invitation" || canInviteToSignIn(row) ? "max-sm:pr-36" : "max-sm:pr-24"}`}
                  >
                    <PersonCell row={row} isYou={row.id === currentUserId} />
                  </Td>
                  <Td label="Role" className="max-sm:flex-col max-sm:gap-0">
                    <div className="flex flex-wrap items-start gap-1 sm:flex-col">
                      <RoleBadge role={row.role} />
                      <StatusCell row={row} />
                    </div>
                  </Td>
                  <Td label="Department" className="text-slate-700 max-sm:flex-col max-sm:gap-0">
                    <div>{row.department?.name ?? <span className="text-slate-400">—</span>}</div>
                    {row.office && <div className="text-xs text-slate-500">{row.office.name}</div>}
                  </Td>
                  {row.kind === "member" ? (
                    <Td label="Signature" className="max-sm:flex-col max-sm:gap-0">
                      <SignatureCell row={row} />
                    </Td>
                  ) : (
                    <Td className="max-sm:hidden">
                      <SignatureCell row={row} />
                    </Td>
                  )}
                  {mailboxProviders.map((provider) =>
                    row.kind === "member" ? (
                      <Td key={provider} label={`In ${MAILBOX_PROVIDER_NAMES[provider]}`} className="max-sm:flex-col max-sm:gap-0">
                        <MailboxCell row={row} provider={provider} />
                      </Td>
                    ) : (
                      <Td key={provider} className="max-sm:hidden">
                        <MailboxCell row={row} provider={provider} />
                      </Td>
                    ),
                  )}
                  {outlookAddin &&
                    (row.kind === "member" ? (
                      <Td label="In Outlook" className="max-sm:flex-col max-sm:gap-0">
                        <OutlookCell row={row} />
                      </Td>
                    ) : (
                      <Td className="max-sm:hidden">
                        <OutlookCell row={row} />
                      </Td>
                    ))}
                  <Td label="Date" className="text-slate-600 max-sm:flex-col max-sm:gap-0">
                    <DateCell row={row} />
                  </Td>
                  <Td className="max-sm:absolute max-sm:top-3 max-sm:right-4 sm:text-right">
                    <TeamRowActions row={row} onOpen={onOpen} onEdit={onEdit} />
                  </Td>
                </Tr>
              );
            })}
          </TBody>
        </Table>
      </div>
    </div>
  );
}
