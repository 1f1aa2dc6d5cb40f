// Add or edit an office: name, address, phone (the shared OfficeSchema).
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { FormDialog, FormDialogFooter } from "../../../components/ui/form-dialog";
import { showSuccess } from "../../../components/ui/toaster";
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
      form.showServerError(error, "The office could not be saved.");
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
      <FormDialogFooter banner={form.banner} pending={pending} submitLabel={office ? "Save office" : "Add office"} />
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={office ? `Edit ${office.locationName}` : "Add an office"}
      description="Members pick their office on their profile; signatures show its address and phone."
    >
      <OfficeForm key={office?.id ?? "new"} office={office} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
