// Bulk invitations. The preview reads the pasted list or CSV (shared parser) and gives
// every row a status without changing anything. The import takes up to IMPORT_BATCH_SIZE
// checked rows, checks each again against the database, optionally creates the
// departments and offices they name, stores all invitations and audit entries in one
// transaction, then emails them (create-invitation.ts), as many as the company's email
// budget allows. Rows that can't be sent are reported, never half-sent.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyOffices, departments } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { recordAudits } from "../audit/record-audit";
import { canGrantRole } from "../../../shared/members/member-policy";
import { IMPORT_MESSAGES, parseInvitationText, type ImportDefaults, type ImportRow } from "../../../shared/members/invitation-import";
import type { ImportResponse, PreviewResponse, PreviewStatus } from "../../../shared/members/invitation-import-responses";
import {
  deliverInvitations,
  insertInvitations,
  invitationConflictsOf,
  type InvitationDeps,
  type InvitingCaller,
} from "./create-invitation";
import { refundEmailBudget, takeEmailBudget } from "../email-limits/email-budget";
import { EMAIL_LIMIT_MESSAGES } from "../../../shared/email-limits/email-limit-schema";
import { CLAIMED_DOMAIN_MESSAGES } from "../../../shared/sso/claimed-domain";
import { domainOfEmail } from "../sso";

type Places = { departments: Map<string, string>; offices: Map<string, string> };
const key = (name: string) => name.trim().toLowerCase();

async function placesOf(db: Database, accountId: string): Promise<Places> {
  const deps = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.accountId, accountId));
  // Office names aren't unique: the oldest office of a name wins.
  const offices = await db
    .select({ id: companyOffices.id, name: companyOffices.locationName })
    .from(companyOffices)
    .where(eq(companyOffices.accountId, accountId))
    .orderBy(sql`${companyOffices.createdAt} desc`);
  return {
    departments: new Map(deps.map((d) => [key(d.name), d.id])),
    offices: new Map(offices.map((o) => [key(o.name), o.id])),
  };
}

type Verdict = { status: PreviewStatus; reason: string | null };

function verdictOf(
  row: ImportRow,
  caller: InvitingCaller,
  conflicts: { members: Set<string>; invited: Set<string>; claimed: Set<string> },
  places: Places,
): Verdict {
  if (!canGrantRole(caller.role, row.role)) return { status: "invalid", reason: IMPORT_MESSAGES.superAdminOnly };
  if (conflicts.claimed.has(row.email)) return { status: "invalid", reason: CLAIMED_DOMAIN_MESSAGES.invitation(domainOfEmail(row.email)) };
  if (conflicts.members.has(row.email)) return { status: "member", reason: IMPORT_MESSAGES.member };
  if (conflicts.invited.has(row.email)) return { status: "invited", reason: IMPORT_MESSAGES.invited };
  const unknown = [
    row.department && !places.departments.has(key(row.department)) ? `unknown department "${row.department}"` : null,
    row.office && !places.offices.has(key(row.office)) ? `unknown office "${row.office}"` : null,
  ].filter(Boolean);
  if (unknown.length) return { status: "unknown", reason: unknown.join(", ") };
  return { status: "ready", reason: null };
}

function missingOf(rows: readonly (ImportRow | null)[], places: Places) {
  const departmentNames = new Map<string, string>();
  const officeNames = new Map<string, string>();
  for (const row of rows) {
    if (row?.department && !places.departments.has(key(row.department))) departmentNames.set(key(row.department), row.department.trim());
    if (row?.office && !places.offices.has(key(row.office))) officeNames.set(key(row.office), row.office.trim());
  }
  return { departments: [...departmentNames.values()], offices: [...officeNames.values()] };
}

export async function previewInvitations(
  db: Database,
  caller: InvitingCaller,
  input: { source: "list" | "csv"; text: string; defaults: ImportDefaults },
): Promise<PreviewResponse> {
  if (!canGrantRole(caller.role, input.defaults.role))
    throw badRequest(IMPORT_MESSAGES.superAdminOnly, { "defaults.role": IMPORT_MESSAGES.superAdminOnly });
  const parsed = parseInvitationText(input.source, input.text, input.defaults);
  if (parsed.error) throw badRequest(parsed.error, { text: parsed.error });
  const valid = parsed.rows.flatMap((r) => (r.row ? [r.row] : []));
  const conflicts = await invitationConflictsOf(
    db,
    caller.accountId,
    valid.map((r) => r.email),
  );
  const places = await placesOf(db, caller.accountId);
  const rows = parsed.rows.map((r) => {
    const verdict: Verdict = r.problem ?? verdictOf(r.row!, caller, conflicts, places);
    const sendable = verdict.status === "ready" || verdict.status === "unknown";
    return { line: r.line, values: r.values, status: verdict.status, reason: verdict.reason, row: sendable ? r.row : null };
  });
  return { rows, ignoredColumns: parsed.ignoredColumns, missing: missingOf(valid, places) };
}

/** Creates the named departments and offices the account doesn't have (in the caller's transaction). */
async function createPlaces(tx: Database, caller: InvitingCaller, missing: { departments: string[]; offices: string[] }, places: Places) {
  if (missing.departments.length) {
    const created = await tx
      .insert(departments)
      .values(missing.departments.map((name) => ({ accountId: caller.accountId, name })))
      .onConflictDoNothing()
      .returning();
    for (const d of created) places.departments.set(key(d.name), d.id);
    await recordAudits(
      tx,
      caller,
      created.map((d) => ({
        action: "department.created" as const,
        target: { type: "department", id: d.id, label: d.name },
        details: { source: "invitation import" },
      })),
    );
  }
  if (missing.offices.length) {
    const created = await tx
      .insert(companyOffices)
      .values(missing.offices.map((locationName) => ({ accountId: caller.accountId, locationName })))
      .returning();
    for (const o of created) places.offices.set(key(o.locationName), o.id);
    await recordAudits(
      tx,
      caller,
      created.map((o) => ({
        action: "office.created" as const,
        target: { type: "office", id: o.id, label: o.locationName },
        details: { source: "invitation import" },
      })),
    );
  }
}

export async function importInvitations(
  deps: InvitationDeps,
  caller: InvitingCaller,
  input: { rows: ImportRow[]; createMissing: boolean },
): Promise<ImportResponse> {
  const { db } = deps;
  const seen = new Set<string>();
  const conflicts = await invitationConflictsOf(
    db,
    caller.accountId,
    input.rows.map((r) => r.email),
  );
  const places = await placesOf(db, caller.accountId);
  const missing = input.createMissing ? missingOf(input.rows, places) : { departments: [], offices: [] };
  const verdicts = input.rows.map((row): Verdict => {
    if (seen.has(row.email)) return { status: "duplicate", reason: IMPORT_MESSAGES.duplicate };
    seen.add(row.email);
    const verdict = verdictOf(row, caller, conflicts, places);
    return verdict.status === "unknown" && input.createMissing ? { status: "ready", reason: null } : verdict;
  });

  const { items, created } = await db.transaction(async (tx) => {
    await createPlaces(tx, caller, missing, places);
    // The company's email budget decides how many ready rows are invited, in file order;
    // the rest are reported "not sent: limit reached" and stored nowhere, so importing the
    // same file again later invites exactly them.
    const readyIndexes = verdicts.flatMap((v, i) => (v.status === "ready" ? [i] : []));
    const { granted } = await takeEmailBudget(tx, caller.accountId, readyIndexes.length);
    for (const i of readyIndexes.slice(granted)) verdicts[i] = { status: "limited", reason: EMAIL_LIMIT_MESSAGES.notSent };
    const ready = readyIndexes.slice(0, granted).map((i) => input.rows[i]);
    const items = await insertInvitations(
      tx,
      caller,
      ready.map((row) => ({
        ...row,
        departmentId: row.department ? (places.departments.get(key(row.department)) ?? null) : null,
        officeId: row.office ? (places.offices.get(key(row.office)) ?? null) : null,
      })),
    );
    // Addresses invited by someone else meanwhile send no email: their slots go back.
    await refundEmailBudget(tx, caller.accountId, ready.length - items.length);
    return { items, created: missing };
  });
  const sent = await deliverInvitations(deps, caller, items);
  const byEmail = new Map(items.map((item) => [item.invitation.email, item.invitation.id]));
  const results = input.rows.map((row, i) => {
    const invitationId = verdicts[i].status === "ready" ? (byEmail.get(row.email) ?? null) : null;
    // A ready row whose address was invited by someone else meanwhile was skipped by the index.
    const verdict: Verdict =
      verdicts[i].status === "ready" && !invitationId ? { status: "invited", reason: IMPORT_MESSAGES.invited } : verdicts[i];
    return {
      email: row.email,
      result: invitationId ? ("invited" as const) : ("skipped" as const),
      status: verdict.status,
      reason: verdict.reason,
      invitationId,
      emailSent: invitationId ? sent.has(invitationId) : false,
    };
  });
  return { results, created };
}
