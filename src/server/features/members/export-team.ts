// The team as CSV, with the filters and sort of the page. The columns start with the
// import's own (email, first_name, ..., role), so an export can be edited and imported
// again. A BOM makes spreadsheet programs read UTF-8; cells that a spreadsheet would run
// as a formula (=, +, -, @) are escaped.
import Papa from "papaparse";
import type { Database } from "../../db/client";
import type { Scope } from "../../lib/scope";
import type { TeamExportQuery } from "../../../shared/members/team-schema";
import { IMPORT_COLUMNS } from "../../../shared/members/invitation-import";
import { selectTeam, teamFilter, teamOrder } from "./team-rows";

// A person's columns first, as an import file has them, so an export can be edited and imported.
export const TEAM_CSV_COLUMNS = [...IMPORT_COLUMNS, "phone", "status", "signature", "signature_date", "joined_or_invited"] as const;

const SIGNATURE_WORDS = { none: "no signature", created: "has signature", copied: "copied", installed: "installed" } as const;

export async function exportTeam(db: Database, scope: Scope, query: TeamExportQuery) {
  const { rows } = await selectTeam(db, scope.accountId, teamFilter(query), teamOrder(query));
  const data = rows.map((r) => [
    r.email,
    r.firstName ?? "",
    r.lastName ?? "",
    r.jobTitle ?? "",
    r.department?.name ?? "",
    r.office?.name ?? "",
    r.role,
    r.personalPhone ?? "",
    r.status,
    SIGNATURE_WORDS[r.signature.state],
    r.signature.at?.slice(0, 10) ?? "",
    r.date.slice(0, 10),
  ]);
  return "\uFEFF" + Papa.unparse({ fields: [...TEAM_CSV_COLUMNS], data }, { escapeFormulae: true, newline: "\r\n" });
}
