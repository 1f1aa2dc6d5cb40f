import { Inbox } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingState, Spinner } from "../../../components/ui/spinner";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { Specimen } from "./ds-section";

export function BadgesAndAlerts() {
  return (
    <>
      <Specimen title="Badges" source="components/ui/badge.tsx" className="flex flex-wrap gap-2">
        <Badge>Neutral</Badge>
        <Badge tone="brand">Default template</Badge>
        <Badge tone="success">Active</Badge>
        <Badge tone="warning">Pending activation</Badge>
        <Badge tone="danger">Suspended</Badge>
      </Specimen>
      <Specimen title="Alerts" source="components/ui/alert.tsx" className="flex flex-col gap-3">
        <Alert tone="info">Your signature changed. Copy it again to update your email client.</Alert>
        <Alert tone="success">The template was saved.</Alert>
        <Alert tone="warning">This signature is longer than Gmail&apos;s 10,000-character limit.</Alert>
        <Alert tone="error">Accounts could not be loaded. Please try again.</Alert>
      </Specimen>
    </>
  );
}

export function LoadingAndEmpty() {
  return (
    <>
      <Specimen title="Loading" source="components/ui/spinner.tsx" className="grid items-center gap-6 sm:grid-cols-[auto_1fr]">
        <div className="flex items-center gap-4">
          <Spinner />
          <Spinner className="size-8" />
        </div>
        <div className="rounded-lg border border-dashed border-slate-200">
          <LoadingState text="Loading signature..." />
        </div>
      </Specimen>
      <Specimen title="Empty state" source="components/ui/empty-state.tsx">
        <EmptyState icon={<Inbox />} title="No campaigns yet" action={<Button size="sm">Create a campaign</Button>}>
          Campaigns put a banner under every email your team sends.
        </EmptyState>
      </Specimen>
    </>
  );
}

export function ToastDemo() {
  return (
    <Specimen title="Toasts" source="components/ui/toaster.tsx" className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => showSuccess("Campaign selection updated")}>
        Show a success toast
      </Button>
      <Button variant="secondary" onClick={() => showError("Failed to update campaign selection")}>
        Show an error toast
      </Button>
      <p className="w-full text-xs text-slate-500">One toast is visible at a time: a new one replaces the current one.</p>
    </Specimen>
  );
}
