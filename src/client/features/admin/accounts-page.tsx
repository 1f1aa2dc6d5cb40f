// /admin/accounts: every account, searched on the server (name, website, a member's
// email), filtered by status, sorted and paged. The filters live in the address, so a
// filtered list can be bookmarked and Back returns to it.
import { Building2 } from "lucide-react";
import { RowLink, Td, Th, Tr } from "../../components/ui/table";
import { Select } from "../../components/ui/input";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/layout/page-header";
import { formatBytes } from "../../../shared/files/storage-quota";
import { formatDate } from "../../lib/format-date";
import { paths } from "../../lib/paths";
import { ACCOUNT_SORTS, type AccountSort } from "../../../shared/admin/admin-schema";
import { ACCOUNT_STATUSES, type AccountStatus } from "../../../shared/permissions";
import { useAccounts } from "./api/admin-api";
import { StatusBadge, statusLabel } from "./components/admin-bits";
import { AdminList, ListSearch } from "./components/admin-list";
import { useListParams } from "./components/use-list-params";

const sortLabel: Record<AccountSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name (A–Z)",
  members: "Most members",
};

export function Component() {
  const { params, page, setPage, search, setSearch, update, query: q } = useListParams({ sort: "newest" });
  const status = (ACCOUNT_STATUSES as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as AccountStatus)
    : "";
  const sort = (ACCOUNT_SORTS as readonly string[]).includes(params.get("sort") ?? "") ? (params.get("sort") as AccountSort) : "newest";

  const query = useAccounts({ search: q, status, sort, page });
  const filtered = Boolean(params.get("q") || status);

  return (
    <div>
      <PageHeader title="Accounts" description="Every company on the platform: find one, check it, activate or suspend it." />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <ListSearch label="Search accounts" placeholder="Company, website or member email" value={search} onChange={setSearch} />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Select aria-label="Status" value={status} onChange={(e) => update({ status: e.target.value, page: "1" })} className="sm:w-48">
            <option value="">All statuses</option>
            {ACCOUNT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel[s]}
              </option>
            ))}
          </Select>
          <Select aria-label="Sort" value={sort} onChange={(e) => update({ sort: e.target.value, page: "1" })} className="sm:w-44">
            {ACCOUNT_SORTS.map((s) => (
              <option key={s} value={s}>
                {sortLabel[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <AdminList
        noun="accounts"
        query={query}
        rows={query.data?.accounts}
        page={page}
        onPage={setPage}
        empty={
          <EmptyState icon={<Building2 />} title="No accounts found">
            {filtered
              ? "Nothing matches this search and filter. Try a company name, a website or a member's email."
              : "No company has signed up yet."}
          </EmptyState>
        }
        caption="Accounts"
        head={
          <>
            <Th>Company</Th>
            <Th>Status</Th>
            <Th className="text-right">Members</Th>
            <Th className="text-right">Storage</Th>
            <Th>Created</Th>
          </>
        }
        row={(a) => (
          <Tr key={a.id}>
            <Td>
              <RowLink to={paths.adminAccount(a.id)}>{a.name}</RowLink>
              {a.website && <p className="max-w-xs truncate text-xs text-slate-500">{a.website.replace(/^https?:\/\//, "")}</p>}
            </Td>
            <Td label="Status">
              <StatusBadge status={a.status} />
            </Td>
            <Td label="Members" className="text-slate-600 tabular-nums sm:text-right">
              {a.members}
            </Td>
            <Td label="Storage" className="text-slate-600 tabular-nums sm:text-right">
              {formatBytes(a.storageBytes)}
            </Td>
            <Td label="Created" className="text-slate-600">
              {formatDate(a.createdAt)}
            </Td>
          </Tr>
        )}
      />
    </div>
  );
}
