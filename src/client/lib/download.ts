// Files the browser saves from what a page holds: CSV exports and the signature's .html.
import Papa from "papaparse";

export type CsvCell = string | number | null | undefined;

/**
 * Rows as a spreadsheet-safe CSV: a UTF-8 byte-order mark first (so Excel reads accents
 * right), CRLF lines, and a cell starting with = + - @ prefixed with ' so it never runs
 * as a formula.
 */
export function csvText(rows: CsvCell[][], fields?: string[]): string {
  const data = rows.map((row) => row.map((cell) => cell ?? ""));
  return "\uFEFF" + Papa.unparse(fields ? { fields, data } : data, { escapeFormulae: true, newline: "\r\n" }) + "\r\n";
}

/** Saves `content` as a file named `name`. */
export function downloadFile(name: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(name: string, rows: CsvCell[][], fields?: string[]) {
  downloadFile(name, csvText(rows, fields), "text/csv;charset=utf-8");
}
