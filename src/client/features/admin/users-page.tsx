// /admin/users: users across every account, searched by name or email on the server,
// filtered by role and account, paged. Filters live in the address (?q, role, account, page).
import { Link } from "react-router";
import { Users, X } from "lucide-react";
import { RowAction, RowLink, Td, Th, Tr } from "../../components/ui/table";
import { Select } from "../../components/ui/input";
import { EmptyState } from "../../components/ui/empty-state";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/layout/page-header";
import { formatDate } from "../../lib/format-date";
import { paths } from "../../lib/paths";
import { ROLES, type Role } from "../../../shared/permissions";
import { useAccount, useUsers } from "./api/admin-api";
import { RoleBadge, roleLabel } from "./components/admin-bits";
import { AdminList, ListSearch } from "./components/admin-list";
import { useListParams } from "./components/use-list-params";

function AccountChip({ accountId, onClear }: { accountId: string; onClear: () => void }) {
  const account = useAccount(accountId);
  return (
    <span className="inline-flex h-10 items-center gap-1 rounded-lg border border-brand-200 bg-brand-50 pr-1 pl-3 text-sm text-brand-900">
      <span className="max-w-48 truncate">Account: {account.data?.account.name ?? "…"}</span>
      <button type="button" onClick={onClear} className="rounded p-1 hover:bg-brand-100" aria-label="Show users of every account">
        <X className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}

export function Component() {
  const { params, page, setPage, search, setSearch, update, query: q } = useListParams();
  const roleParam = params.get("role") ?? "";
  const role = ([...ROLES, "none"] as string[]).includes(roleParam) ? (roleParam as Role | "none") : "";
  const accountId = params.get("account") ?? "";

  const query = useUsers({ search: q, role, accountId, page });
  const filtered = Boolean(params.get("q") || role || accountId);

  return (
    <div>
      <PageHeader title="Users" description="Everyone who signed up, across every account." />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <ListSearch label="Search users" placeholder="Name or email" value={search} onChange={setSearch} />
        <Select aria-label="Role" value={role} onChange={(e) => update({ role: e.target.value, page: "1" })} className="sm:w-48">
          <option value="">All roles</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {roleLabel[r]}
            </option>
          ))}
          <option value="none">No account yet</option>
        </Select>
        {accountId && <AccountChip accountId={accountId} onClear={() => update({ account: "", page: "1" })} />}
      </div>
      <AdminList
        noun="users"
        query={query}
        rows={query.data?.users}
        page={page}
        onPage={setPage}
        empty={
          <EmptyState
            icon={<Users />}
            title="No users found"
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch("");
                    update({ q: "", role: "", account: "", page: "1" });
                  }}
                >
                  Clear filters
                </Button>
              ) : undefined
            }
          >
            {filtered ? "Nobody matches this search and these filters." : "Nobody has signed up yet."}
          </EmptyState>
        }
        caption="Users"
        head={
          <>
            <Th>User</Th>
            <Th>Account</Th>
            <Th>Role</Th>
            <Th>Last seen</Th>
            <Th>Joined</Th>
          </>
        }
        row={(u) => (
          <Tr key={u.id}>
            <Td className="sm:max-w-72">
              <RowLink to={paths.adminUser(u.id)}>{u.name}</RowLink>
              <p className="truncate text-xs text-slate-500">{u.email}</p>
            </Td>
            <Td label="Account" className="text-slate-600 sm:max-w-56">
              {u.accountId ? (
                <RowAction>
                  <Link to={paths.adminAccount(u.accountId)} className="hover:underline">
                    {u.accountName}
                  </Link>
                </RowAction>
              ) : (
                <span className="text-slate-500">—</span>
              )}
            </Td>
            <Td label="Role">
              <RoleBadge role={u.role} />
            </Td>
            <Td label="Last seen" className="text-slate-600">
              {u.lastSeenAt ? formatDate(u.lastSeenAt) : "Never"}
            </Td>
            <Td label="Joined" className="text-slate-600">
              {formatDate(u.createdAt)}
            </Td>
          </Tr>
        )}
      />
    </div>
  );
}
