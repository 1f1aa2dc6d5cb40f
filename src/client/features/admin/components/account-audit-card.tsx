// The account's whole audit log on its panel page: newest first, with the total, and
// older entries a page at a time ("Show older entries"), like the company's Activity view.
import { Card, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import { LoadingState } from "../../../components/ui/spinner";
import { plural } from "../../../../shared/text/plural";
import { useAccountAudit } from "../api/admin-api";
import { AuditList } from "./admin-bits";

const number = new Intl.NumberFormat("en-US");

export function AccountAuditCard({ accountId, timeZone }: { accountId: string; timeZone?: string }) {
  const audit = useAccountAudit(accountId);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = audit.data?.pages[0]?.total ?? 0;
  return (
    <Card aria-labelledby={`audit-${accountId}`}>
      <CardHeader>
        <CardTitle id={`audit-${accountId}`}>Audit log</CardTitle>
        <CardDescription>
          Newest first: what the account's admins and the super admins did.
          {audit.data && total > 0 && ` ${plural(total, "entry", "entries")} in all.`}
        </CardDescription>
      </CardHeader>
      {audit.isPending ? (
        <LoadingState text="Loading the audit log..." />
      ) : audit.isError ? (
        <div className="px-5 pb-5 sm:px-6">
          <Alert tone="error">The audit log could not be loaded: {audit.error.message}</Alert>
        </div>
      ) : (
        <>
          <AuditList entries={entries} empty="Nothing recorded yet." timeZone={timeZone} />
          {total > 0 && (
            <div className="flex flex-col items-center gap-2 border-t border-slate-100 px-5 py-4 sm:px-6">
              <p className="text-xs text-slate-500" aria-live="polite">
                Showing {number.format(entries.length)} of {number.format(total)}
              </p>
              {audit.hasNextPage && (
                <Button variant="secondary" size="sm" onClick={() => audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
                  {audit.isFetchingNextPage ? "Loading..." : "Show older entries"}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </Card>
  );
}
