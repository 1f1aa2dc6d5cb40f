// /admin/templates: the gallery every new account starts from. Each template is shown
// rendered with sample data in a sandboxed frame; a super admin adds one (HTML, sanitized
// on save like every template), edits it in the template editor (/admin/templates/{id}),
// moves it up or down, retires it (hidden from new picks, copies stay) or offers it again.
import { useState } from "react";
import { Link } from "react-router";
import { ArrowDown, ArrowUp, Archive, LayoutTemplate, Pencil, Plus, RotateCcw } from "lucide-react";
import { Card } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { Badge } from "../../components/ui/badge";
import { Alert } from "../../components/ui/alert";
import { Field } from "../../components/ui/field";
import { Input, Textarea } from "../../components/ui/input";
import { LoadingState } from "../../components/ui/spinner";
import { EmptyState } from "../../components/ui/empty-state";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "../../components/ui/dialog";
import { showError, showSuccess } from "../../components/ui/toaster";
import { PageHeader } from "../../components/layout/page-header";
import { SignatureFrame } from "../../components/signature/signature-frame";
import { ApiError } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { useSchemaForm } from "../../lib/use-schema-form";
import { GalleryTemplateSchema } from "../../../shared/gallery/gallery-schema";
import type { GalleryTemplateRow } from "../../../shared/gallery/gallery-responses";
import { useAddGalleryTemplate, useGallery, useReorderGallery, useRetireGalleryTemplate } from "./api/gallery-api";

const STARTER = `<table cellpadding="0" cellspacing="0" border="0">
  <tr>
    <td style="font-family: Arial, sans-serif; font-size: 14px; color: #111827;">
      <strong>{{full_name}}</strong><br>
      {{#if job_title}}{{job_title}}<br>{{/if}}
      {{company_name}}
    </td>
  </tr>
</table>`;

function AddTemplateDialog() {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(GalleryTemplateSchema, { name: "", description: "", html: STARTER });
  const add = useAddGalleryTemplate();
  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset();
      add.reset();
    }
  }
  const onSubmit = form.onSubmit(async (input) => {
    try {
      const { removed } = await add.mutateAsync(input);
      showSuccess(
        removed.length ? `Added. Removed while sanitizing: ${removed.join(", ")}.` : "Added at the end of the gallery.",
        "Template added",
      );
      onOpenChange(false);
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        showError(error instanceof Error ? error.message : "The template could not be added.");
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" /> Add template
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-2xl"
        title="Add a gallery template"
        description="Paste the template's HTML with placeholders such as {{full_name}}. It is sanitized on save like every template."
      >
        <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
          <Field label="Name" error={form.errorOf("name")}>
            <Input {...form.bind("name")} autoFocus maxLength={100} />
          </Field>
          <Field label="Description (optional)" error={form.errorOf("description")}>
            <Input {...form.bind("description")} maxLength={300} />
          </Field>
          <Field label="HTML" error={form.errorOf("html")}>
            <Textarea {...form.bind("html")} className="min-h-56 font-mono text-xs" spellCheck={false} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Adding..." : "Add to gallery"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function TemplateCard({
  template,
  index,
  count,
  onMove,
  moving,
}: {
  template: GalleryTemplateRow;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  moving: boolean;
}) {
  const retire = useRetireGalleryTemplate();
  const retired = Boolean(template.retiredAt);
  async function onRetire() {
    try {
      await retire.mutateAsync({ id: template.id, retired: !retired });
      showSuccess(
        retired ? `${template.name} is offered to new accounts again.` : `${template.name} is hidden from new picks; existing copies stay.`,
        retired ? "Template restored" : "Template retired",
      );
    } catch (error) {
      showError(error instanceof Error ? error.message : "That did not work.");
    }
  }
  return (
    <Card className={retired ? "min-w-0 bg-slate-50" : "min-w-0"} data-testid="gallery-template">
      <div className="flex flex-col gap-3 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
            <span className="text-sm font-normal tabular-nums text-slate-500">{index + 1}.</span> {template.name}
            {retired ? <Badge tone="neutral">Retired</Badge> : index === 0 ? <Badge tone="brand">New accounts start here</Badge> : null}
          </h2>
          {template.description && <p className="mt-0.5 text-sm text-slate-500">{template.description}</p>}
          <p className="mt-1 text-xs text-slate-500">
            Copied by {template.copies} {template.copies === 1 ? "account" : "accounts"}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" asChild>
            <Link to={paths.adminGalleryTemplate(template.id)} aria-label={`Edit ${template.name}`}>
              <Pencil aria-hidden="true" /> Edit
            </Link>
          </Button>
          <Button
            variant="secondary"
            size="icon"
            className="size-8"
            aria-label={`Move ${template.name} up`}
            disabled={index === 0 || moving}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            className="size-8"
            aria-label={`Move ${template.name} down`}
            disabled={index === count - 1 || moving}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={onRetire} disabled={retire.isPending}>
            {retired ? <RotateCcw aria-hidden="true" /> : <Archive aria-hidden="true" />} {retired ? "Restore" : "Retire"}
          </Button>
        </div>
      </div>
      <div className="p-4">
        {template.previewHtml ? (
          <SignatureFrame html={template.previewHtml} title={`Preview of ${template.name}`} />
        ) : (
          <p className="text-sm text-slate-500">This template renders nothing with the sample data.</p>
        )}
      </div>
    </Card>
  );
}

export function Component() {
  const query = useGallery();
  const reorder = useReorderGallery();
  function onMove(from: number, to: number) {
    if (!query.data) return;
    const ids = query.data.templates.map((t) => t.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    reorder.mutate(ids, { onError: (error) => showError(error.message) });
  }
  return (
    <div>
      <PageHeader
        title="Template gallery"
        description="The pre-designed templates every account can start from, in the order they are offered."
        actions={<AddTemplateDialog />}
      />
      <p className="mb-6 text-sm text-slate-600">
        Editing or retiring a gallery template changes only new picks: accounts that copied it keep their copy.
      </p>
      {query.isPending ? (
        <LoadingState text="Loading the gallery..." />
      ) : query.isError ? (
        <Alert tone="error">The gallery could not be loaded: {query.error.message}</Alert>
      ) : query.data.templates.length === 0 ? (
        <EmptyState icon={<LayoutTemplate />} title="The gallery is empty">
          New accounts start without a template until you add one.
        </EmptyState>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          {query.data.templates.map((t, i) => (
            <TemplateCard
              key={t.id}
              template={t}
              index={i}
              count={query.data.templates.length}
              onMove={onMove}
              moving={reorder.isPending}
            />
          ))}
        </div>
      )}
    </div>
  );
}
