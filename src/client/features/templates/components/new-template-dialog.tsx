// "New template": a name, and where to start: blank (the designer's default design) or a
// copy of a gallery template, each shown rendered with the admin's own details.
import { useState } from "react";
import { FilePlus2, Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { LoadingState } from "../../../components/ui/spinner";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "../../../components/ui/dialog";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { CreateTemplateSchema, TEMPLATE_LIMITS } from "../../../../shared/templates/template-schema";
import { useGallery } from "../api/get-gallery";
import { useCreateTemplate } from "../api/create-template";
import { TemplateThumbnail } from "./template-thumbnail";

function Choice({
  checked,
  onSelect,
  title,
  description,
  children,
}: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer flex-col gap-2 rounded-xl border bg-white p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
        checked ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200 hover:border-slate-300",
      )}
    >
      <span className="flex items-start gap-2">
        <input type="radio" name="template-start" className="mt-1 accent-brand-600" checked={checked} onChange={onSelect} />
        <span className="min-w-0">
          <span className="block text-sm font-medium text-slate-900">{title}</span>
          <span className="block text-xs text-slate-500">{description}</span>
        </span>
      </span>
      {children}
    </label>
  );
}

export function NewTemplateDialog() {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(CreateTemplateSchema, { name: "", galleryId: null });
  const gallery = useGallery(open);
  const create = useCreateTemplate();
  const galleryId = form.values.galleryId ?? null;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset();
      create.reset();
    }
  }
  function pick(id: string | null, name: string) {
    form.setValue("galleryId", id);
    if (!form.values.name?.trim()) form.setValue("name", name);
  }
  const onSubmit = form.onSubmit(async (input) => {
    try {
      const template = await create.mutateAsync(input);
      showSuccess(`${template.name} is in your templates. Assign it to departments or make it the default to use it.`, "Template created");
      onOpenChange(false);
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        showError(error instanceof Error ? error.message : "The template could not be created.");
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" /> New template
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl" title="New template" description="Start blank or from a pre-designed template, and name it.">
        <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
          <Field label="Name" error={form.errorOf("name")}>
            <Input {...form.bind("name")} autoFocus maxLength={TEMPLATE_LIMITS.name} placeholder="e.g. Sales team" />
          </Field>
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-700">Start from</legend>
            {form.errorOf("galleryId") && (
              <p className="text-xs font-medium text-red-600" role="alert">
                {form.errorOf("galleryId")}
              </p>
            )}
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Choice
                checked={galleryId === null}
                onSelect={() => pick(null, "")}
                title="Blank"
                description="The designer's default layout"
              >
                <div className="flex h-44 items-center justify-center rounded-lg bg-slate-50 text-slate-400" aria-hidden="true">
                  <FilePlus2 className="size-8" />
                </div>
              </Choice>
              {gallery.isPending ? (
                <LoadingState text="Loading the gallery..." />
              ) : gallery.isError ? (
                <Alert tone="error">The gallery could not be loaded: {gallery.error.message}</Alert>
              ) : (
                gallery.data.map((g) => (
                  <Choice
                    key={g.id}
                    checked={galleryId === g.id}
                    onSelect={() => pick(g.id, g.name)}
                    title={g.name}
                    description={g.description || "From the gallery"}
                  >
                    <TemplateThumbnail html={g.previewHtml} name={g.name} />
                  </Choice>
                ))
              )}
            </div>
          </fieldset>
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-slate-100 bg-white px-6 py-4">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create template"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
