// The template editor (/templates/{id}): designer or HTML source on the left, the live
// preview and the email-client check on the right (stacked on a phone), versions in a tab.
// Its data comes in through `source`, so the super admin's gallery can reuse it.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { invalidateWrite } from "../../../../lib/resources/writes";
import { Link } from "react-router";
import { ArrowLeft, Code2, History, Palette, Reply, Save } from "lucide-react";
import { PageHeader } from "../../../../components/layout/page-header";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs";
import { showSuccess } from "../../../../components/ui/toaster";
import { CheckPanel } from "./check/check-panel";
import { DesignPanel } from "./designer/design-panel";
import { StartDesign } from "./designer/start-design";
import { useTemplateDraft } from "./lib/use-template-draft";
import { LivePreview } from "./preview/live-preview";
import { SaveDialog } from "./save/save-dialog";
import { SaveReport } from "./save/save-report";
import { UnsavedChangesGuard } from "./save/unsaved-changes-guard";
import { HtmlSourcePanel } from "./source/html-source-panel";
import { ReplyPanel } from "./reply/reply-panel";
import type { EditorTemplate, PreviewChoice, SaveResult, TemplateEditorSource } from "./template-editor-source";
import { VersionsPanel } from "./versions/versions-panel";

type Props = { source: TemplateEditorSource; template: EditorTemplate };

export function TemplateEditor({ source, template: loaded }: Props) {
  const queryClient = useQueryClient();
  const [template, setTemplate] = useState(loaded);
  const draft = useTemplateDraft(loaded);
  const [tab, setTab] = useState(draft.design ? "design" : "html");
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<SaveResult | null>(null);
  // Whose data and which campaign the preview shows; a version's preview shows the same.
  const [previewChoice, setPreviewChoice] = useState<PreviewChoice>({ memberId: null, campaignId: null });
  // Gallery templates keep no versions: no version number, no Versions tab.
  const versioned = Boolean(source.versions);

  const afterChange = async (next: EditorTemplate) => {
    setTemplate(next);
    draft.reset(next);
    await invalidateWrite(queryClient, source.changes);
  };

  const save = async ({ note }: { note?: string }) => {
    const result = await source.save({ html: draft.html, design: draft.design, note, ...(source.replies ? { reply: draft.reply } : {}) });
    setReport(result);
    await afterChange(result.template);
    showSuccess(`"${result.template.name}" was saved${versioned ? ` as version ${result.template.version}` : ""}.`);
  };

  return (
    <div>
      <UnsavedChangesGuard when={draft.isDirty} />
      <PageHeader
        title={template.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {versioned && <span data-testid="template-version">Version {template.version}</span>}
            {template.isDefault && <Badge tone="brand">Default</Badge>}
            <Badge tone={draft.design ? "success" : "neutral"}>{draft.design ? "Designed" : "HTML"}</Badge>
            {template.changedSinceDeployment && <Badge tone="warning">Changed since the last deployment</Badge>}
            {draft.isDirty && (
              <span className="font-medium text-amber-700" role="status">
                Unsaved changes
              </span>
            )}
            {source.saveEffect && <span className="basis-full">{source.saveEffect}</span>}
          </span>
        }
        actions={
          <>
            <Button variant="ghost" asChild>
              <Link to={source.back.href}>
                <ArrowLeft aria-hidden="true" /> {source.back.label}
              </Link>
            </Button>
            <Button onClick={() => setSaving(true)} disabled={!draft.isDirty}>
              <Save aria-hidden="true" /> Save
            </Button>
          </>
        }
      />
      {report && <SaveReport result={report} versioned={versioned} onDismiss={() => setReport(null)} />}

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Card className="min-w-0">
          <CardContent>
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList aria-label="Edit the template">
                <TabsTrigger value="design">
                  <Palette aria-hidden="true" /> Design
                </TabsTrigger>
                <TabsTrigger value="html">
                  <Code2 aria-hidden="true" /> HTML
                </TabsTrigger>
                {source.replies && (
                  <TabsTrigger value="reply">
                    <Reply aria-hidden="true" /> Reply
                  </TabsTrigger>
                )}
                {source.versions && (
                  <TabsTrigger value="versions">
                    <History aria-hidden="true" /> Versions
                  </TabsTrigger>
                )}
              </TabsList>
              <TabsContent value="design">
                {draft.design ? (
                  <DesignPanel design={draft.design} onChange={draft.setDesign} />
                ) : (
                  <StartDesign hasHtml={draft.html.trim() !== ""} onStart={draft.setDesign} versioned={versioned} />
                )}
              </TabsContent>
              <TabsContent value="html">
                <HtmlSourcePanel html={draft.html} designed={Boolean(draft.design)} onChange={draft.setHtml} onDetach={draft.detach} />
              </TabsContent>
              {source.replies && (
                <TabsContent value="reply">
                  <ReplyPanel
                    reply={draft.reply}
                    designed={Boolean(draft.design)}
                    onMode={draft.setReplyMode}
                    onHtml={draft.setReplyHtml}
                  />
                </TabsContent>
              )}
              {source.versions && (
                <TabsContent value="versions">
                  <VersionsPanel
                    source={source}
                    versions={source.versions}
                    current={template.version}
                    isDirty={draft.isDirty}
                    previewChoice={previewChoice}
                    onRestored={(t) => void afterChange(t)}
                  />
                </TabsContent>
              )}
            </Tabs>
          </CardContent>
        </Card>

        {/* On a phone the panes stack, the preview and the check first: they are what the editing is for. */}
        <div className="order-first flex min-w-0 flex-col gap-6 xl:sticky xl:top-4 xl:order-none">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Preview</CardTitle>
            </CardHeader>
            <CardContent>
              <LivePreview
                html={draft.html}
                replyHtml={source.replies ? draft.replyPreviewHtml : null}
                source={source}
                choice={previewChoice}
                onChoice={setPreviewChoice}
              />
            </CardContent>
          </Card>
          <div className="min-w-0">
            <CheckPanel html={draft.html} source={source} />
          </div>
        </div>
      </div>
      <SaveDialog open={saving} onOpenChange={setSaving} onSave={save} versioned={versioned} effect={source.saveEffect} />
    </div>
  );
}
