// Step 1 of "Invite members": addresses typed or pasted, or a CSV file, and the role,
// department and office for every row that doesn't name its own.
import { useRef, useState } from "react";
import { FileUp, Download } from "lucide-react";
import { Field } from "../../../components/ui/field";
import { Select, Textarea } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import { cn } from "../../../lib/cn";
import type { Office } from "../../../lib/offices";
import { canGrantRole } from "../../../../shared/members/member-policy";
import { ROLE_LABELS } from "../../../../shared/members/team-schema";
import { IMPORT_COLUMNS, IMPORT_MESSAGES, IMPORT_TEXT_MAX, type PreviewRequest } from "../../../../shared/members/invitation-import";
import type { Role } from "../../../../shared/permissions";
import { downloadCsv } from "../../../lib/download";

type Props = {
  callerRole: Role;
  departments: { id: string; name: string }[];
  offices: Office[];
  pending: boolean;
  error: string | null;
  onReview: (request: ComposeState) => void;
  onCancel: () => void;
  /** What was composed before, when coming back from the preview. */
  initial: ComposeState | null;
};

export type ComposeState = PreviewRequest & { fileName?: string };

const downloadTemplate = () =>
  downloadCsv(
    "invitations-template.csv",
    [["jane.doe@example.com", "Jane", "Doe", "Account Executive", "Sales", "Berlin", "user"]],
    [...IMPORT_COLUMNS],
  );

export function InviteCompose({ callerRole, departments, offices, pending, error, onReview, onCancel, initial }: Props) {
  const [source, setSource] = useState<"list" | "csv">(initial?.source ?? "list");
  const [text, setText] = useState(initial?.source === "list" ? initial.text : "");
  const [file, setFile] = useState<{ name: string; text: string } | null>(
    initial?.source === "csv" ? { name: initial.fileName ?? "CSV file", text: initial.text } : null,
  );
  const [fileError, setFileError] = useState<string | null>(null);
  const [role, setRole] = useState<Role>(initial?.defaults?.role ?? "user");
  const [department, setDepartment] = useState(initial?.defaults?.department ?? "");
  const [office, setOffice] = useState(initial?.defaults?.office ?? "");
  const fileInput = useRef<HTMLInputElement>(null);

  async function onFile(chosen: File | undefined) {
    setFileError(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_TEXT_MAX) {
      setFile(null);
      setFileError(IMPORT_MESSAGES.tooLong);
      return;
    }
    setFile({ name: chosen.name, text: await chosen.text() });
  }

  const body = source === "list" ? text : (file?.text ?? "");
  const canReview = body.trim().length > 0 && !pending;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!canReview) return;
    onReview({ source, text: body, defaults: { role, department: department || null, office: office || null }, fileName: file?.name });
  }

  const tab = (value: "list" | "csv", label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={source === value}
      onClick={() => setSource(value)}
      className={cn(
        "flex-1 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
        source === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
      )}
    >
      {label}
    </button>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div role="tablist" aria-label="How to add people" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {tab("list", "Email addresses")}
        {tab("csv", "Upload CSV")}
      </div>
      {source === "list" ? (
        <Field label="Email addresses" hint="One or many: one per line, or separated by commas. “Jane Doe <jane@example.com>” works too.">
          <Textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={"jane@example.com\nsam@example.com"}
            rows={5}
            autoFocus
            spellCheck={false}
          />
        </Field>
      ) : (
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-slate-700" id="csv-label">
            CSV file
          </span>
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center">
            <FileUp className="size-6 text-slate-400" aria-hidden="true" />
            <p className="text-sm text-slate-700">
              {file ? <strong className="break-all">{file.name}</strong> : "Choose a .csv file (UTF-8, comma or semicolon)."}
            </p>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              aria-labelledby="csv-label"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
              {file ? "Choose another file" : "Choose file"}
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            Columns: {IMPORT_COLUMNS.join(", ")} — in any order; only email is required.{" "}
            <button
              type="button"
              onClick={downloadTemplate}
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              <Download className="size-3" aria-hidden="true" /> Download a template
            </button>
          </p>
          {fileError && <Alert tone="error">{fileError}</Alert>}
        </div>
      )}
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-xs text-slate-500">For every row that doesn’t name its own:</legend>
        <Field label="Role">
          <Select value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {(Object.keys(ROLE_LABELS) as Role[])
              .filter((r) => canGrantRole(callerRole, r))
              .map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
          </Select>
        </Field>
        <Field label="Department">
          <Select value={department} onChange={(e) => setDepartment(e.target.value)}>
            <option value="">None</option>
            {departments.map((d) => (
              <option key={d.id} value={d.name}>
                {d.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Office">
          <Select value={office} onChange={(e) => setOffice(e.target.value)}>
            <option value="">None</option>
            {offices.map((o) => (
              <option key={o.id} value={o.locationName}>
                {o.locationName}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canReview}>
          {pending ? "Checking..." : "Review invitations"}
        </Button>
      </div>
    </form>
  );
}
