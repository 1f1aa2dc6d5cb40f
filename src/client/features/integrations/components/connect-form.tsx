// A provider's connect form, from its card's fields over its shared schema on the one form
// engine: connects, or replaces the credentials of a connection. A key file is read in the
// browser and sent once; no secret is ever shown again. The server tests the connection
// before it saves: what the provider refused shows under the field it is about.
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { Alert } from "../../../components/ui/alert";
import { showSuccess } from "../../../components/ui/toaster";
import { cn } from "../../../lib/cn";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { Connected } from "../../../lib/resources/integrations";
import { useConnect } from "../api/integrations";
import type { ConnectField, ProviderCard } from "../providers/provider-card";
import type { ConnectedProviderId } from "../../../../shared/integrations/integration-schema";

type Form = ReturnType<typeof useSchemaForm<ProviderCard["schema"]>>;

/** The field's input; `labelled` is what Field gives its control (its id, the hint and error it describes). */
function Control({ field, form, ...labelled }: { field: ConnectField; form: Form; id?: string }) {
  if (field.kind === "file") {
    const { accept, maxBytes, tooLarge } = field.file!;
    const read = async (file: File | undefined) => {
      if (file && file.size > maxBytes) {
        form.setValue(field.name, "");
        return form.form.setError(field.name, { type: "size", message: tooLarge });
      }
      form.setValue(field.name, file ? await file.text() : "");
      form.touch(field.name);
    };
    return (
      <Input
        {...labelled}
        type="file"
        accept={accept}
        className="h-auto cursor-pointer py-1.5 text-slate-600 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
        onChange={(e) => void read(e.target.files?.[0])}
      />
    );
  }
  const common = { ...labelled, spellCheck: false, maxLength: field.maxLength, placeholder: field.placeholder, ...form.bind(field.name) };
  if (field.kind === "secret") return <PasswordInput autoComplete="new-password" {...common} />;
  return <Input type={field.kind} autoComplete="off" {...common} />;
}

export function ConnectForm(props: {
  card: ProviderCard;
  connection?: Connected<ConnectedProviderId>;
  submitLabel: string;
  onDone?: () => void;
}) {
  const { card, connection } = props;
  const form = useSchemaForm(card.schema, card.values(connection ?? null));
  const connect = useConnect(card.id);
  const onSubmit = form.onSubmit(async (input) => {
    try {
      await connect.mutateAsync(input as Record<string, unknown>);
      showSuccess(connection ? "The connection was updated." : `${card.name} is connected. Test the connection next.`);
      props.onDone?.();
    } catch (error) {
      form.showServerError(error, "The connection could not be saved.");
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        {card.fields.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            error={form.errorOf(field.name)}
            hint={field.hint}
            className={cn(!field.half && "lg:col-span-2")}
          >
            <Control field={field} form={form as Form} />
          </Field>
        ))}
      </div>
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? "Saving..." : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
