// /admin/accounts: every account, searched on the server (name, website, a member's
// email), filtered by status, sorted and paged. The filters live in the address, so a
// filtered list can be bookmarked and Back returns to it.
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Building2, ChevronRight, Search } from "lucide-react";
import { Card } from "../../components/ui/card";
import { Input, Select } from "../../components/ui/input";
import { LoadingState } from "../../components/ui/spinner";
import { EmptyState } from "../../components/ui/empty-state";
import { Alert } from "../../components/ui/alert";
import { PageHeader } from "../../components/layout/page-header";
import { formatBytes } from "../../../shared/files/storage-quota";
import { formatDate } from "../../lib/format-date";
import { paths } from "../../lib/paths";
import { ACCOUNT_SORTS, type AccountSort } from "../../../shared/admin/admin-schema";
import { ACCOUNT_STATUSES, type AccountStatus } from "../../../shared/permissions";
import { PAGE_SIZE, useAccounts } from "./api/admin-api";
import { Pagination, StatusBadge, statusLabel } from "./components/admin-bits";
import { useDebounced } from "../../lib/use-debounced";

const sortLabel: Record<AccountSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name (A–Z)",
  members: "Most members",
};

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = (ACCOUNT_STATUSES as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as AccountStatus)
    : "";
  const sort = (ACCOUNT_SORTS as readonly string[]).includes(params.get("sort") ?? "") ? (params.get("sort") as AccountSort) : "newest";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [search, setSearch] = useState(params.get("q") ?? "");
  const debounced = useDebounced(search);

  function update(next: Record<string, string>) {
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value && !(key === "page" && value === "1") && !(key === "sort" && value === "newest")) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );
  }

  useEffect(() => {
    if ((params.get("q") ?? "") !== debounced.trim()) update({ q: debounced.trim(), page: "1" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search term writes the address
  }, [debounced]);

  const query = useAccounts({ search: params.get("q") ?? "", status, sort, page });
  const filtered = Boolean(params.get("q") || status);

  return (
    <div>
      <PageHeader title="Accounts" description="Every company on the platform: find one, check it, activate or suspend it." />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1 sm:max-w-md">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search accounts"
            placeholder="Company, website or member email"
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
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
      {query.isPending ? (
        <LoadingState text="Loading accounts..." />
      ) : query.isError ? (
        <Alert tone="error">Accounts could not be loaded: {query.error.message}</Alert>
      ) : query.data.accounts.length === 0 ? (
        <EmptyState icon={<Building2 />} title="No accounts found">
          {filtered
            ? "Nothing matches this search and filter. Try a company name, a website or a member's email."
            : "No company has signed up yet."}
        </EmptyState>
      ) : (
        <Card className={query.isPlaceholderData ? "opacity-70 transition-opacity" : undefined}>
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Company
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Members
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Storage
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Created
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {query.data.accounts.map((a) => (
                <tr key={a.id} className="group relative hover:bg-slate-50">
                  <td className="px-4 py-3">
                    <Link
                      to={paths.adminAccount(a.id)}
                      className="font-medium text-slate-900 after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
                    >
                      {a.name}
                    </Link>
                    {a.website && <p className="max-w-xs truncate text-xs text-slate-500">{a.website.replace(/^https?:\/\//, "")}</p>}
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={a.status} />
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums text-slate-600">{a.members}</td>
                  <td className="px-4 py-3 text-right tabular-nums text-slate-600">{formatBytes(a.storageBytes)}</td>
                  <td className="px-4 py-3 text-slate-600">{formatDate(a.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-slate-100 md:hidden">
            {query.data.accounts.map((a) => (
              <li key={a.id}>
                <Link
                  to={paths.adminAccount(a.id)}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">{a.name}</p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {a.members} {a.members === 1 ? "member" : "members"} · {formatBytes(a.storageBytes)} stored ·{" "}
                      {formatDate(a.createdAt)}
                    </p>
                    <div className="mt-1.5">
                      <StatusBadge status={a.status} />
                    </div>
                  </div>
                  <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data.total}
            noun="accounts"
            onPage={(p) => update({ page: String(p) })}
          />
        </Card>
      )}
    </div>
  );
}
