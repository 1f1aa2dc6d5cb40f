// /dev/outbox (development only): the emails the app stored instead of sending them.
import { Inbox, RefreshCw } from "lucide-react";
import { PageHeader } from "../../components/layout/page-header";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { LoadingState } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { useOutbox } from "./api/get-outbox";
import { OutboxItem } from "./components/outbox-item";

function OutboxContent() {
  const query = useOutbox();
  if (query.isPending) return <LoadingState text="Loading emails..." />;
  if (query.isError) {
    // The API route is not mounted in production, so a 404 means "not here", not "broken".
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <EmptyState icon={<Inbox />} title="The outbox is only available in development." />;
    }
    return <Alert tone="error">The outbox could not be loaded: {query.error.message}</Alert>;
  }
  const emails = [...query.data.emails].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (emails.length === 0) {
    return (
      <EmptyState icon={<Inbox />} title="No emails yet">
        Invitations, password-reset codes and contact messages appear here as soon as the app sends them.
      </EmptyState>
    );
  }
  return (
    <Card>
      <p className="border-b border-slate-100 px-4 py-2.5 text-xs text-slate-500 sm:px-5">
        {emails.length === 1 ? "1 email" : `${emails.length} emails`}, newest first
      </p>
      <ul className="divide-y divide-slate-100">
        {emails.map((email) => (
          <OutboxItem key={email.id} email={email} />
        ))}
      </ul>
    </Card>
  );
}

export function Component() {
  const { refetch, isFetching, error } = useOutbox();
  const isUnavailable = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <PageHeader
        title="Outbox"
        description="Without SMTP_URL the app stores emails here instead of sending them. Development only."
        actions={
          !isUnavailable && (
            <Button variant="secondary" size="sm" onClick={() => refetch()} disabled={isFetching}>
              <RefreshCw aria-hidden="true" className={isFetching ? "animate-spin" : undefined} /> Refresh
            </Button>
          )
        }
      />
      <h2 className="sr-only">Emails</h2>
      <OutboxContent />
    </div>
  );
}
