// The company's Outlook add-in: set it up, download its manifest with the steps for the
// Microsoft 365 admin center, see how many members it reached, replace its key (the old
// manifest stops working: said before and after) or turn it off.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { Alert } from "../../../components/ui/alert";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { outlookAddinQuery } from "../../../lib/resources/integrations";
import { plural } from "../../../../shared/text/plural";
import { useDisableOutlookAddin, useEnableOutlookAddin, useRotateOutlookKey } from "../api/integrations";

function InstallSteps() {
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700 marker:text-slate-400">
      <li>Download the manifest file below.</li>
      <li>
        In the <span className="font-medium">Microsoft 365 admin center</span>, open <span className="font-medium">Settings</span>,{" "}
        <span className="font-medium">Integrated apps</span>, and choose <span className="font-medium">Upload custom apps</span>.
      </li>
      <li>
        Choose <span className="font-medium">Office Add-in</span> as the app type, then upload the manifest file.
      </li>
      <li>
        <span className="font-medium">Assign users</span>: everyone, or the groups that should get their signature in Outlook. Accept the
        permissions and deploy.
      </li>
      <li>
        Outlook picks the add-in up within a few hours (Microsoft allows up to 24). From then on each new message, reply and forward gets
        the sender&apos;s signature; members see no Outlook signature of their own.
      </li>
    </ol>
  );
}

export function OutlookAddinCard() {
  const query = useQuery(outlookAddinQuery());
  const enable = useEnableOutlookAddin();
  const rotate = useRotateOutlookKey();
  const disable = useDisableOutlookAddin();
  const [confirm, setConfirm] = useState<"rotate" | "disable" | null>(null);
  const outlook = query.data;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Outlook add-in</CardTitle>
          {outlook?.enabled && <Badge tone="success">Set up</Badge>}
        </div>
        <CardDescription>
          Microsoft offers no way to set an Outlook signature from outside, so your company gets its own add-in: Outlook on Windows, Mac and
          the web inserts each member&apos;s signature as they write. It works with or without the directory sync.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {query.isError && <Alert tone="error">The add-in could not be loaded.</Alert>}
        {outlook && !outlook.enabled && (
          <div>
            <Button
              onClick={() =>
                enable.mutate(undefined, {
                  onError: (error) => showError(error instanceof ApiError ? error.message : "The add-in could not be set up."),
                })
              }
              disabled={enable.isPending}
            >
              {enable.isPending ? "Setting up..." : "Set up the Outlook add-in"}
            </Button>
          </div>
        )}
        {outlook?.enabled && (
          <>
            <p className="text-sm text-slate-600">
              {outlook.membersInOutlook > 0
                ? `Outlook fetched the signature of ${plural(outlook.membersInOutlook, "member")} in the last 30 days.`
                : "Outlook has not fetched a signature yet."}
            </p>
            <InstallSteps />
            {outlook.manifestProblem ? (
              <Alert tone="error">{outlook.manifestProblem}</Alert>
            ) : (
              <div>
                <Button asChild>
                  <a href={outlook.manifestUrl ?? undefined} download="signet-outlook-add-in.xml">
                    <Download aria-hidden="true" />
                    Download manifest
                  </a>
                </Button>
              </div>
            )}
            {outlook.rotatedAt && (
              <Alert tone="warning">
                The key was replaced {formatDateTime(outlook.rotatedAt)}. Manifests downloaded before then no longer work: upload this
                manifest (version {outlook.version}) in the Microsoft 365 admin center if you haven&apos;t yet.
              </Alert>
            )}
            <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
              <Button variant="secondary" onClick={() => setConfirm("rotate")}>
                Replace key
              </Button>
              <Button variant="danger" onClick={() => setConfirm("disable")}>
                Turn off
              </Button>
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirm === "rotate"}
        onOpenChange={(open) => setConfirm(open ? "rotate" : null)}
        title="Replace the add-in's key?"
        description="The manifest uploaded now stops working at once: Outlook inserts no signatures until you upload the new manifest in the Microsoft 365 admin center. Do this if the manifest reached someone it shouldn't have."
        confirmLabel="Replace key"
        pendingLabel="Replacing..."
        pending={rotate.isPending}
        error={rotate.error instanceof ApiError ? rotate.error.message : null}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirm(null);
              showSuccess("The key was replaced. Download the new manifest and upload it in the Microsoft 365 admin center.");
            },
          })
        }
      />
      <ConfirmDialog
        open={confirm === "disable"}
        onOpenChange={(open) => setConfirm(open ? "disable" : null)}
        title="Turn the Outlook add-in off?"
        description="Outlook stops inserting signatures at once. Remove the add-in in the Microsoft 365 admin center too."
        confirmLabel="Turn off"
        pendingLabel="Turning off..."
        pending={disable.isPending}
        error={disable.error instanceof ApiError ? disable.error.message : null}
        onConfirm={() =>
          disable.mutate(undefined, {
            onSuccess: () => {
              setConfirm(null);
              showSuccess("The Outlook add-in is off.");
            },
          })
        }
      />
    </Card>
  );
}
