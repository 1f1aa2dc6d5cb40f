// The email-client check beside the preview: what the template uses that Gmail, Outlook,
// Apple Mail, Yahoo and Thunderbird don't show as written, each with the clients and a fix;
// images and backgrounds; graceful degradations apart; and the Gmail length.
import { CheckCircle2, ImageIcon, Loader2, ShieldCheck, TriangleAlert } from "lucide-react";
import { Alert } from "../../../../../components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "../../../../../components/ui/card";
import { LoadingState } from "../../../../../components/ui/spinner";
import { ApiError } from "../../../../../lib/api-client";
import type { TemplateEditorSource } from "../template-editor-source";
import { checkView, problemCount } from "./check-view";
import { FindingList } from "./finding-list";
import { GmailLength } from "./gmail-length";
import { useTemplateCheck } from "./use-template-check";

function Group({ title, icon, children }: { title: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase [&_svg]:size-3.5">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

export function CheckPanel({ html, source }: { html: string; source: TemplateEditorSource }) {
  const check = useTemplateCheck(source, html);
  const view = check.data ? checkView(check.data) : null;
  const count = view ? problemCount(view) : 0;

  return (
    <Card aria-labelledby="check-title">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="check-title">Email-client check</CardTitle>
        <span className="flex items-center gap-1.5 text-xs text-slate-500" aria-live="polite">
          {check.checkable && check.isStale ? (
            <>
              <Loader2 className="size-3.5 animate-spin" aria-hidden="true" /> Checking...
            </>
          ) : view ? (
            count === 0 ? (
              <span className="font-medium text-emerald-700">No problems</span>
            ) : (
              <span className="font-medium text-red-700">{count === 1 ? "1 problem" : `${count} problems`}</span>
            )
          ) : null}
        </span>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {!check.checkable ? (
          <p className="text-sm text-slate-500">The check runs once the template has some HTML (up to 100,000 characters).</p>
        ) : check.isError && !view ? (
          <Alert tone="error">
            {check.error instanceof ApiError ? check.error.message : "The check could not run. It will try again on your next change."}
          </Alert>
        ) : !view ? (
          <LoadingState text="Checking the template against mail clients..." />
        ) : (
          <>
            <GmailLength gmail={view.gmail} sample={!source.members} />
            {count === 0 && (
              <p className="flex items-start gap-2 text-sm text-emerald-800">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Gmail, Outlook, Apple Mail, Yahoo and Thunderbird show everything this template uses.
              </p>
            )}
            {view.problems.length > 0 && (
              <Group title="Not shown as written" icon={<TriangleAlert aria-hidden="true" />}>
                <FindingList findings={view.problems} label="Features some mail clients don't support" />
              </Group>
            )}
            {view.assets.length > 0 && (
              <Group title="Images and backgrounds" icon={<ImageIcon aria-hidden="true" />}>
                <FindingList findings={view.assets} label="Image and background findings" />
              </Group>
            )}
            {view.degradations.length > 0 && (
              <Group title="Degrades gracefully" icon={<ShieldCheck aria-hidden="true" />}>
                <p className="-mt-1 text-xs text-slate-500">Ignored by some clients, but the signature still looks right there.</p>
                <FindingList findings={view.degradations} label="Graceful degradations" />
              </Group>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
