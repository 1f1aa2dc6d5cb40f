// Add or edit an office: name, address, phone (the shared OfficeSchema).
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { Office } from "../../../lib/offices";
import { OfficeSchema } from "../../../../shared/offices/office-schema";
import { useCreateOffice, useUpdateOffice } from "../api/offices";

const valuesOf = (office: Office | null) => ({
  locationName: office?.locationName ?? "",
  address: office?.address ?? "",
  phoneNumber: office?.phoneNumber ?? "",
});

function OfficeForm({ office, onDone }: { office: Office | null; onDone: () => void }) {
  const form = useSchemaForm(OfficeSchema, valuesOf(office));
  const create = useCreateOffice();
  const update = useUpdateOffice();
  const pending = create.isPending || update.isPending;

  const onSubmit = form.onSubmit(async (input) => {
    try {
      if (office) await update.mutateAsync({ id: office.id, ...input });
      else await create.mutateAsync(input);
      showSuccess(office ? "Office saved." : `${input.locationName} has been added.`);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        form.setServerBanner(error instanceof ApiError ? error.message : "The office could not be saved.");
    }
  });

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <Field label="Office name" error={form.errorOf("locationName")}>
        <Input required maxLength={100} placeholder="e.g. London Office" autoFocus {...form.bind("locationName")} />
      </Field>
      <Field label="Address" error={form.errorOf("address")}>
        <Textarea rows={3} maxLength={300} placeholder={"221B Baker Street\nLondon NW1 6XE"} {...form.bind("address")} />
      </Field>
      <Field label="Phone" error={form.errorOf("phoneNumber")}>
        <Input type="tel" inputMode="tel" placeholder="+44 20 7946 0000" {...form.bind("phoneNumber")} />
      </Field>
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : office ? "Save office" : "Add office"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function OfficeDialog({
  open,
  office,
  onOpenChange,
}: {
  open: boolean;
  office: Office | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={office ? `Edit ${office.locationName}` : "Add an office"}
        description="Members pick their office on their profile; signatures show its address and phone."
      >
        {open && <OfficeForm key={office?.id ?? "new"} office={office} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
