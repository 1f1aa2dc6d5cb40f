// Bulk invitations: a pasted list of addresses or a CSV file (columns email, first_name,
// last_name, job_title, department, office, role, in any order, headers case-insensitive,
// UTF-8 with or without BOM, comma or semicolon) becomes rows, each checked on its own.
// The server runs this for the preview and checks every row again when it sends.
import Papa from "papaparse";
import { z } from "zod";
import { ROLES, type Role } from "../permissions";
import { EmailField, NameField, text } from "../fields/fields";
import { JobTitleText, optionalText } from "../profiles/profile-schema";

/** Rows in one preview; the import sends them in batches of IMPORT_BATCH_SIZE. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_BATCH_SIZE = 1_000;
/** A CSV of 10,000 rows with every column filled stays far below this. */
export const IMPORT_TEXT_MAX = 2_000_000;
export const IMPORT_COLUMNS = ["email", "first_name", "last_name", "job_title", "department", "office", "role"] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const IMPORT_MESSAGES = {
  notEmail: "not an email address",
  noEmail: "no email address",
  unknownRole: "unknown role: write Member or Admin",
  superAdminOnly: "only super admins can invite super admins",
  duplicate: "duplicate in this file",
  member: "already a member",
  invited: "already invited",
  noEmailColumn: "The file has no email column. The first line must name the columns, e.g. email,first_name,last_name,role.",
  empty: "Paste at least one email address, or choose a CSV file.",
  tooMany: `At most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows at a time. Split the file and send the rest afterwards.`,
  tooLong: "The text is too long. Split the file and send the rest afterwards.",
} as const;

const HEADER_ALIASES: Record<string, ImportColumn> = {
  email: "email",
  e_mail: "email",
  email_address: "email",
  first_name: "first_name",
  firstname: "first_name",
  given_name: "first_name",
  last_name: "last_name",
  lastname: "last_name",
  surname: "last_name",
  family_name: "last_name",
  job_title: "job_title",
  jobtitle: "job_title",
  title: "job_title",
  department: "department",
  office: "office",
  location: "office",
  role: "role",
};

const nameLimit = 100;
const NamedText = text().trim().max(nameLimit, `at most ${nameLimit} characters`);

/** One row as sent to the import route (names of departments and offices, not ids). */
export const ImportRowSchema = z.object({
  email: EmailField,
  firstName: NameField.nullish()
    .or(z.literal(""))
    .transform((v) => v || null),
  lastName: NameField.nullish()
    .or(z.literal(""))
    .transform((v) => v || null),
  jobTitle: optionalText(JobTitleText),
  department: optionalText(NamedText),
  office: optionalText(NamedText),
  role: z.enum(ROLES, { error: IMPORT_MESSAGES.unknownRole }),
});
export type ImportRowInput = z.input<typeof ImportRowSchema>;
export type ImportRow = z.output<typeof ImportRowSchema>;

export const ImportDefaultsSchema = z.object({
  role: z.enum(ROLES, { error: "Please choose a role: Member or Admin" }).default("user"),
  department: optionalText(NamedText),
  office: optionalText(NamedText),
});
export type ImportDefaultsInput = z.input<typeof ImportDefaultsSchema>;
export type ImportDefaults = z.output<typeof ImportDefaultsSchema>;

export const PreviewRequestSchema = z.object({
  source: z.enum(["list", "csv"], { error: "Choose list or csv" }),
  text: z.string({ error: IMPORT_MESSAGES.empty }).min(1, IMPORT_MESSAGES.empty).max(IMPORT_TEXT_MAX, IMPORT_MESSAGES.tooLong),
  defaults: ImportDefaultsSchema.optional().default({ role: "user", department: null, office: null }),
});
export type PreviewRequest = z.input<typeof PreviewRequestSchema>;

export const ImportRequestSchema = z.object({
  rows: z.array(ImportRowSchema).min(1, "Send at least one row").max(IMPORT_BATCH_SIZE, `At most ${IMPORT_BATCH_SIZE} rows per request`),
  /** Create the departments and offices the rows name that don't exist yet. */
  createMissing: z.boolean().optional().default(false),
});
export type ImportRequest = z.input<typeof ImportRequestSchema>;

/** A row as read from the text, before the database is asked. */
export type ParsedRow = {
  line: number;
  values: { email: string; firstName: string; lastName: string; jobTitle: string; department: string; office: string; role: string };
  row: ImportRow | null;
  /** Why the row can't be sent, whatever the database says: invalid or a repeat in this text. */
  problem: { status: "invalid" | "duplicate"; reason: string } | null;
};

export type ParseResult = { rows: ParsedRow[]; ignoredColumns: string[]; error: string | null };

const ROLE_WORDS: Record<string, Role> = {
  user: "user",
  member: "user",
  admin: "admin",
  administrator: "admin",
  super_admin: "super_admin",
  superadmin: "super_admin",
};

function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

function roleOf(value: string, fallback: Role): string {
  const word = normalizeHeader(value);
  if (!word) return fallback;
  return ROLE_WORDS[word] ?? value.trim();
}

function check(line: number, values: ParsedRow["values"], defaults: ImportDefaults): ParsedRow {
  const withDefaults = {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    jobTitle: values.jobTitle.trim(),
    department: values.department.trim() || defaults.department || "",
    office: values.office.trim() || defaults.office || "",
    role: roleOf(values.role, defaults.role),
  };
  if (!withDefaults.email)
    return { line, values: withDefaults, row: null, problem: { status: "invalid", reason: IMPORT_MESSAGES.noEmail } };
  const parsed = ImportRowSchema.safeParse(withDefaults);
  if (parsed.success) return { line, values: withDefaults, row: parsed.data, problem: null };
  const issue = parsed.error.issues[0];
  const field = String(issue.path[0] ?? "");
  const reason =
    field === "email"
      ? IMPORT_MESSAGES.notEmail
      : field === "role"
        ? IMPORT_MESSAGES.unknownRole
        : `${field.replace(/([A-Z])/g, " $1").toLowerCase()}: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
  return { line, values: withDefaults, row: null, problem: { status: "invalid", reason } };
}

const EMPTY = { email: "", firstName: "", lastName: "", jobTitle: "", department: "", office: "", role: "" };

// "Jane Doe <jane@acme.test>" or a bare address.
const NAMED_ADDRESS = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/;

function parseList(input: string, defaults: ImportDefaults): ParseResult {
  const rows: ParsedRow[] = [];
  input.split(/\r\n|\n|\r/).forEach((lineText, index) => {
    for (const token of lineText.split(/[,;\t]/)) {
      if (!token.trim()) continue;
      const named = NAMED_ADDRESS.exec(token);
      const [first = "", ...rest] = named ? named[1].trim().split(/\s+/) : [];
      rows.push(check(index + 1, { ...EMPTY, email: named ? named[2] : token, firstName: first, lastName: rest.join(" ") }, defaults));
    }
  });
  return { rows, ignoredColumns: [], error: rows.length ? null : IMPORT_MESSAGES.empty };
}

function parseCsv(input: string, defaults: ImportDefaults): ParseResult {
  const result = Papa.parse<string[]>(input.replace(/^\uFEFF/, ""), {
    skipEmptyLines: false,
    delimitersToGuess: [",", ";", "\t"],
  });
  const [header, ...records] = result.data;
  if (!header) return { rows: [], ignoredColumns: [], error: IMPORT_MESSAGES.empty };
  const columns = header.map((h) => HEADER_ALIASES[normalizeHeader(h)] ?? null);
  if (!columns.includes("email")) return { rows: [], ignoredColumns: [], error: IMPORT_MESSAGES.noEmailColumn };
  const ignoredColumns = header.filter((h, i) => !columns[i] && h.trim()).map((h) => h.trim());
  const rows: ParsedRow[] = [];
  records.forEach((record, index) => {
    if (record.every((cell) => !cell.trim())) return; // empty lines
    const values = { ...EMPTY };
    columns.forEach((column, i) => {
      if (!column) return;
      const key = column === "email" ? "email" : (column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as keyof typeof values);
      if (!values[key]) values[key] = record[i] ?? "";
    });
    rows.push(check(index + 2, values, defaults));
  });
  return { rows, ignoredColumns, error: rows.length ? null : IMPORT_MESSAGES.empty };
}

/** Reads the text into rows; duplicates within the text are marked, the database is not asked. */
export function parseInvitationText(source: "list" | "csv", input: string, defaults: ImportDefaults): ParseResult {
  const result = source === "csv" ? parseCsv(input, defaults) : parseList(input, defaults);
  if (result.rows.length > IMPORT_MAX_ROWS) return { rows: [], ignoredColumns: [], error: IMPORT_MESSAGES.tooMany };
  const seen = new Set<string>();
  for (const parsed of result.rows) {
    if (!parsed.row) continue;
    if (seen.has(parsed.row.email)) {
      parsed.problem = { status: "duplicate", reason: IMPORT_MESSAGES.duplicate };
      parsed.row = null;
    } else seen.add(parsed.row.email);
  }
  return result;
}
