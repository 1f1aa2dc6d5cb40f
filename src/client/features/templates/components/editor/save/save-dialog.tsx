// Saving keeps a version (not in the gallery): an optional note says what changed. A refused save (4xx) shows the
// server's message on this form, with the field named when there is one.
import { Save } from "lucide-react";
import { SaveTemplateSchema, type SaveTemplateInput } from "../../../../../../shared/templates/template-schema";
import { Alert } from "../../../../../components/ui/alert";
import { Button } from "../../../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../../../components/ui/dialog";
import { Field } from "../../../../../components/ui/field";
import { Input } from "../../../../../components/ui/input";
import { ApiError } from "../../../../../lib/api-client";
import { useSchemaForm } from "../../../../../lib/use-schema-form";

const NoteSchema = SaveTemplateSchema.pick({ note: true });
const FIELD_WORDS: Record<string, string> = { html: "The HTML", design: "The design" };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves with the note; throws the server's ApiError when refused. */
  onSave: (input: Pick<SaveTemplateInput, "note">) => Promise<void>;
  /** False for templates that keep no versions (the gallery): the note goes to the activity log only. */
  versioned: boolean;
  /** What a save changes, instead of the account's words. */
  effect?: string;
};

export function SaveDialog({ open, onOpenChange, onSave, versioned, effect }: Props) {
  const form = useSchemaForm(NoteSchema, { note: "" });
  const submit = form.onSubmit(async ({ note }) => {
    try {
      await onSave({ note });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        form.setServerBanner("The template could not be saved. Check your connection and try again.");
        return;
      }
      if (form.applyServerErrors(error.fields)) return;
      const [field, message] = Object.entries(error.fields ?? {})[0] ?? [];
      form.setServerBanner(field && message ? `${FIELD_WORDS[field.split(".")[0]] ?? field}: ${message}` : error.message);
    }
  });
  const saving = form.form.formState.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Save template"
        description={effect ?? "Saving keeps a new version you can go back to. Members get it on their next visit to their signature."}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {form.banner && <Alert tone="error">{form.banner}</Alert>}
          <Field
            label="Note (optional)"
            hint={`What changed, for the ${versioned ? "version history" : "activity log"}`}
            error={form.errorOf("note")}
          >
            <Input {...form.bind("note")} placeholder="e.g. New brand colour" autoComplete="off" />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              <Save aria-hidden="true" /> {saving ? "Saving..." : versioned ? "Save version" : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
