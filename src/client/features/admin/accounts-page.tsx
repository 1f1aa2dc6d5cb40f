import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Building2, Search } from "lucide-react";
import { api, call } from "../../lib/api-client";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Badge } from "../../components/ui/badge";
import { LoadingState } from "../../components/ui/spinner";
import { EmptyState } from "../../components/ui/empty-state";
import { Alert } from "../../components/ui/alert";
import { Table, TBody, Td, Th, THead, Tr } from "../../components/ui/table";
import { PageHeader } from "../../components/layout/page-header";
import { formatDate } from "../../lib/format-date";
import { paths } from "../../lib/paths";

const statusTone = { active: "success", pending_activation: "warning", suspended: "danger" } as const;
const statusLabel = { active: "Active", pending_activation: "Pending activation", suspended: "Suspended" } as const;

export function Component() {
  const [search, setSearch] = useState("");
  const query = useQuery({
    queryKey: ["admin", "accounts", search],
    queryFn: () => call(api.admin.accounts.$get({ query: { search, limit: "100" } })),
  });
  return (
    <div>
      <PageHeader title="Accounts" description="Every company account on the platform." />
      <div className="relative mb-4 max-w-sm">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input
          aria-label="Search accounts"
          placeholder="Search by company name"
          className="pl-9"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {query.isPending ? (
        <LoadingState text="Loading accounts..." />
      ) : query.isError ? (
        <Alert tone="error">Accounts could not be loaded: {query.error.message}</Alert>
      ) : query.data.accounts.length === 0 ? (
        <EmptyState icon={<Building2 />} title="No accounts found">
          {search ? "No company name matches your search." : "No company has signed up yet."}
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <Table>
            <THead>
              <tr>
                <Th>Company</Th>
                <Th>Status</Th>
                <Th>Members</Th>
                <Th>Created</Th>
              </tr>
            </THead>
            <TBody>
              {query.data.accounts.map((a) => (
                <Tr key={a.id} to={paths.adminAccount(a.id)} data-testid="account-row">
                  <Td className="font-medium text-slate-900">
                    <Link to={paths.adminAccount(a.id)} className="text-slate-900 hover:text-brand-700 hover:underline">
                      {a.name}
                    </Link>
                  </Td>
                  <Td label="Status">
                    <Badge tone={statusTone[a.status]}>{statusLabel[a.status]}</Badge>
                  </Td>
                  <Td label="Members" className="text-slate-600">
                    {a.members}
                  </Td>
                  <Td label="Created" className="text-slate-600">
                    {formatDate(a.createdAt)}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <p className="border-t border-slate-100 px-4 py-3 text-xs text-slate-500">{query.data.total} accounts in all</p>
        </Card>
      )}
    </div>
  );
}
