// The result of a bulk invitation as a CSV file: every previewed row with what happened.
import { downloadCsv } from "../../../lib/download";
import { IMPORT_COLUMNS } from "../../../../shared/members/invitation-import";
import type { ImportResult, PreviewRow } from "../api/bulk-invitations";

export type RowOutcome = { row: PreviewRow; result: ImportResult | null };

/** Every previewed row with what happened, as the result CSV. */
export function downloadResultCsv(name: string, outcomes: RowOutcome[]) {
  const data = outcomes.map(({ row, result }) => [
    row.line,
    row.values.email,
    row.values.firstName,
    row.values.lastName,
    row.values.jobTitle,
    row.values.department,
    row.values.office,
    row.values.role,
    result ? (result.result === "invited" ? "invited" : "skipped") : "not sent",
    result ? result.status : row.status,
    (result ? result.reason : row.reason) ?? "",
    result?.result === "invited" ? (result.emailSent ? "sent" : "failed") : "",
  ]);
  const fields = ["line", ...IMPORT_COLUMNS, "result", "status", "reason", "email_status"];
  downloadCsv(name, data, fields);
}
