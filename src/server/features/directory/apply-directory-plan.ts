// Writes a directory plan in one transaction, a thousand people per statement: missing
// departments by name, new members (a user with no password, a profile, a membership and
// the directory link), changed profiles and addresses, and deactivations. Every write is
// scoped to the account, and an address taken since the preview is skipped rather than
// failing the rest. Each step is its own function: a full sync runs them all
// (applyDirectoryPlan), SCIM provisioning runs them for the one person a request names.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { arrayParam } from "../../db/array-param";
import type { DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import type { DirectoryPlan, PlannedPerson } from "./directory-plan";
import { recordWebhookEvents, wantedWebhookEvents } from "../webhooks/record-webhook-event";
import type { AnyAuditActor } from "../audit/record-audit";
import { directoryActor, gateAddressChanges } from "./address-changes";

const CHUNK = 1000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const asJson = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const idsOf = (result: unknown) => (result as { rows: { id: string }[] }).rows.map((r) => r.id);

/** `moveConflicts`: the admin moves the members another directory manages to this one (never on a schedule). */
export type ApplyOptions = { deactivate: boolean; createAndUpdate: boolean; moveConflicts?: boolean };
export type Applied = {
  created: number;
  updated: number;
  deactivated: number;
  departments: number;
  /** Members created, updated or deactivated: the caches forget them (afterDirectoryChange). */
  changedUserIds: string[];
  /** Created and updated apart: their signatures follow into Gmail (refresh-signatures.ts). */
  createdUserIds: string[];
  updatedUserIds: string[];
};

type ProfileRow = ReturnType<typeof profileRow>;
const profileRow = (p: PlannedPerson, userId: string) => ({
  user_id: userId,
  email: p.email,
  name: p.name,
  external_id: p.externalId,
  user_name: p.userName ?? null,
  first_name: p.values.firstName,
  last_name: p.values.lastName,
  job_title: p.values.jobTitle,
  department: p.values.department,
  personal_phone: p.values.personalPhone,
  employee_number: p.values.employeeNumber ?? null,
  // A directory that names offices sets the office (null: none of the company's); else it is left alone.
  set_office: p.values.officeId !== undefined,
  office_id: p.values.officeId ?? null,
});
const RECORD = sql`(user_id text, email text, name text, external_id text, user_name text, first_name text, last_name text,
  job_title text, department text, personal_phone text, employee_number text, set_office boolean, office_id uuid)`;
const departmentOf = (accountId: string) =>
  sql`(select d.id from departments d where d.account_id = ${accountId} and lower(d.name) = lower(v.department))`;
// The office only if it is still one of the account's (it may have been deleted since the preview).
const officeOf = (accountId: string) => sql`(select o.id from company_offices o where o.id = v.office_id and o.account_id = ${accountId})`;

/** Departments by name; a name the account already has (any case) is left alone. Returns how many were added. */
export async function createDepartments(tx: Database, accountId: string, names: string[]) {
  let added = 0;
  for (const chunk of chunks(names))
    added += idsOf(
      await tx.execute(sql`insert into departments (account_id, name)
        select ${accountId}::uuid, n from jsonb_array_elements_text(${asJson(chunk)}) as n
        on conflict do nothing returning id`),
    ).length;
  return added;
}

/**
 * New members who never signed in, linked to the directory `provider` (null: none manages
 * them, as single sign-on makes them). Returns the new user ids (an address taken meanwhile is skipped).
 */
export async function createMembers(tx: Database, accountId: string, provider: DirectoryProviderId | null, people: PlannedPerson[]) {
  const createdIds: string[] = [];
  for (const chunk of chunks(people)) {
    const rows = chunk.map((p) => profileRow(p, randomUUID()));
    const column = (pick: (row: ProfileRow) => string | null, type: "text" | "uuid" = "text") => arrayParam(rows.map(pick), type);
    // One statement a chunk, its values one array per column: four statements each taking the
    // rows apart from one JSON document spent about as long parsing as writing. The user comes
    // first, and an address someone signed up with since the preview is left alone (no user, so
    // no profile, membership or link); the rows that reference the new users are checked against
    // them at the statement's end, as every foreign key is.
    const linked = provider
      ? sql`, linked as (insert into directory_members (account_id, user_id, provider, external_id, user_name, employee_number, created_by_directory)
          select ${accountId}::uuid, v.user_id, ${provider}::integration_provider, v.external_id, v.user_name, v.employee_number, true from kept v)`
      : sql``;
    const result = await tx.execute(sql`
      with v as (
        select * from unnest(${column((r) => r.user_id)}, ${column((r) => r.email)}, ${column((r) => r.name)},
          ${column((r) => r.external_id)}, ${column((r) => r.user_name)}, ${column((r) => r.first_name)}, ${column((r) => r.last_name)},
          ${column((r) => r.job_title)}, ${column((r) => r.department)}, ${column((r) => r.personal_phone)},
          ${column((r) => r.employee_number)}, ${column((r) => r.office_id, "uuid")})
        as v(user_id, email, name, external_id, user_name, first_name, last_name, job_title, department, personal_phone, employee_number, office_id)
      ), created as (
        insert into users (id, name, email, email_verified) select v.user_id, v.name, v.email, false from v
        on conflict (email) do nothing returning id
      ), kept as materialized (
        select v.* from v join created on created.id = v.user_id
      ), profiled as (
        insert into profiles (id, email, first_name, last_name, job_title, personal_phone, department_id, office_id)
        select v.user_id, v.email, v.first_name, v.last_name, v.job_title, v.personal_phone, ${departmentOf(accountId)}, ${officeOf(accountId)}
        from kept v
      ), joined as (
        insert into account_users (user_id, account_id, role) select v.user_id, ${accountId}::uuid, 'user' from kept v
      )${linked}
      select id from created`);
    createdIds.push(...idsOf(result));
  }
  return createdIds;
}

/**
 * The directory's values onto existing members: profile fields, the user's name, the address
 * (as address-changes.ts decides, and unless another user has it), and the link (provider,
 * ids; reactivated). Returns the ids updated and the people as written (an address that did
 * not change now is back to the current one, without its "email" change).
 */
export async function updateMembers(
  tx: Database,
  accountId: string,
  provider: DirectoryProviderId,
  planned: PlannedPerson[],
  actor: AnyAuditActor = directoryActor(accountId, provider),
) {
  const updatedIds: string[] = [];
  const people = await gateAddressChanges(tx, accountId, provider, planned, actor);
  for (const chunk of chunks(people)) {
    const rows = chunk.map((p) => profileRow(p, p.userId!));
    const recordset = sql`jsonb_to_recordset(${asJson(rows)}) as v${RECORD}
      join account_users au on au.user_id = v.user_id and au.account_id = ${accountId}`;
    await tx.execute(sql`update users u set email = v.email, updated_at = now()
      from ${recordset}
      where u.id = v.user_id and u.email <> v.email and not exists (select 1 from users x where x.email = v.email)`);
    // The user's name (the header, mails to them) follows the profile's, as a profile edit makes it.
    await tx.execute(sql`update users u set name = n.name, updated_at = now()
      from (select v.user_id, concat_ws(' ', nullif(v.first_name, ''), nullif(v.last_name, '')) as name from ${recordset}) n
      where u.id = n.user_id and n.name <> '' and u.name is distinct from n.name`);
    const ids = idsOf(
      await tx.execute(sql`update profiles p
        set first_name = v.first_name, last_name = v.last_name, job_title = v.job_title, personal_phone = v.personal_phone,
            department_id = ${departmentOf(accountId)},
            office_id = case when v.set_office then ${officeOf(accountId)} else p.office_id end, email = (select u.email from users u where u.id = p.id), updated_at = now()
        from ${recordset}
        where p.id = v.user_id returning p.id`),
    );
    await tx.execute(sql`insert into directory_members (account_id, user_id, provider, external_id, user_name, employee_number)
      select ${accountId}::uuid, v.user_id, ${provider}::integration_provider, v.external_id, v.user_name, v.employee_number from ${recordset}
      on conflict (account_id, user_id) do update
        set provider = excluded.provider, external_id = excluded.external_id, user_name = excluded.user_name,
            employee_number = excluded.employee_number, synced_at = now(), deactivated_at = null`);
    updatedIds.push(...ids);
  }
  return { updatedIds, people };
}

/**
 * Deactivates members (kept, with their history and signature): their sessions end, so they
 * are signed out everywhere and can't sign in again (sign-in.ts), and pushes not yet started
 * are dropped. Returns the ids deactivated now (one already deactivated is not counted).
 */
export async function deactivateMembers(
  tx: Database,
  accountId: string,
  provider: DirectoryProviderId,
  people: Pick<PlannedPerson, "userId" | "externalId">[],
) {
  const deactivatedIds: string[] = [];
  for (const chunk of chunks(people)) {
    const rows = chunk.map((p) => ({ user_id: p.userId, external_id: p.externalId }));
    const ids = (
      (await tx.execute(sql`insert into directory_members (account_id, user_id, provider, external_id, deactivated_at)
        select ${accountId}::uuid, v.user_id, ${provider}::integration_provider, v.external_id, now() from jsonb_to_recordset(${asJson(rows)}) as v(user_id text, external_id text)
        join account_users au on au.user_id = v.user_id and au.account_id = ${accountId}
        on conflict (account_id, user_id) do update set deactivated_at = now(), synced_at = now()
          where directory_members.deactivated_at is null
        returning user_id`)) as unknown as { rows: { user_id: string }[] }
    ).rows.map((r) => r.user_id);
    if (ids.length === 0) continue;
    await tx.execute(sql`delete from sessions where user_id in (select jsonb_array_elements_text(${asJson(ids)}))`);
    await tx.execute(sql`update mailbox_pushes set status = 'failed', error = 'The member was deactivated before the push.', updated_at = now()
      where account_id = ${accountId} and status = 'queued' and user_id in (select jsonb_array_elements_text(${asJson(ids)}))`);
    deactivatedIds.push(...ids);
  }
  return deactivatedIds;
}

export async function applyDirectoryPlan(
  tx: Database,
  accountId: string,
  plan: DirectoryPlan,
  options: ApplyOptions,
  actor: AnyAuditActor = directoryActor(accountId, plan.provider),
): Promise<Applied> {
  const provider = plan.provider;
  const applied: Applied = {
    created: 0,
    updated: 0,
    deactivated: 0,
    departments: 0,
    changedUserIds: [],
    createdUserIds: [],
    updatedUserIds: [],
  };
  const moved = options.moveConflicts ? (plan.conflicts ?? []) : [];
  let written = plan.updated;
  if (options.createAndUpdate) {
    const movedDepartments = moved.flatMap((p) => (p.values.department ? [p.values.department] : []));
    applied.departments = await createDepartments(tx, accountId, [...plan.newDepartments, ...movedDepartments]);
    const created = await createMembers(tx, accountId, provider, plan.created);
    const { updatedIds: updated, people } = await updateMembers(tx, accountId, provider, [...plan.updated, ...moved], actor);
    written = people;
    applied.created = created.length;
    applied.updated = updated.length;
    applied.changedUserIds.push(...created, ...updated);
    applied.createdUserIds.push(...created);
    applied.updatedUserIds.push(...updated);
  }
  let deactivatedIds: string[] = [];
  if (options.deactivate) {
    const deactivated = (deactivatedIds = await deactivateMembers(tx, accountId, provider, plan.deactivated));
    applied.deactivated = deactivated.length;
    applied.changedUserIds.push(...deactivated);
  }
  // Rows the steps above wrote already carry this transaction's now(): rewriting them (every
  // member, on a first sync) cost as much as creating them, foreign-key checks included.
  await tx.execute(sql`update directory_members set synced_at = now()
    where account_id = ${accountId} and provider = ${provider} and deactivated_at is null and synced_at <> now()`);
  await announceDirectoryChanges(tx, accountId, { ...plan, updated: written }, applied, deactivatedIds);
  return applied;
}

/** The plan's field names as an admin's change names them (member.updated's `fields`). */
const EVENT_FIELD: Record<string, string> = { department: "departmentId" };

/**
 * The webhook events of the members the sync changed, in its transaction, as an admin's
 * change records them: member.created for each new member; member.updated with the fields
 * that changed, `status` for a member deactivated (or reactivated) by the directory. Nothing
 * is read or written when no endpoint of the company wants them.
 */
async function announceDirectoryChanges(tx: Database, accountId: string, plan: DirectoryPlan, applied: Applied, deactivatedIds: string[]) {
  if (applied.created + applied.updated + applied.deactivated === 0) return;
  const wanted = await wantedWebhookEvents(tx, accountId, ["member.created", "member.updated"]);
  if (wanted.has("member.created") && applied.createdUserIds.length) {
    for (const ids of chunks(applied.createdUserIds)) {
      const { rows } = (await tx.execute(sql`select u.id, u.email, p.first_name, p.last_name, au.role
        from users u join profiles p on p.id = u.id join account_users au on au.user_id = u.id and au.account_id = ${accountId}
        where u.id in (select jsonb_array_elements_text(${asJson(ids)}))`)) as unknown as {
        rows: { id: string; email: string; first_name: string | null; last_name: string | null; role: "user" | "admin" | "super_admin" }[];
      };
      await recordWebhookEvents(
        tx,
        accountId,
        "member.created",
        rows.map((r) => ({ member: { id: r.id, email: r.email, firstName: r.first_name, lastName: r.last_name, role: r.role } })),
      );
    }
  }
  if (wanted.has("member.updated")) {
    const updated = new Set(applied.updatedUserIds);
    const deactivated = new Set(deactivatedIds);
    const events = [
      ...plan.updated
        .filter((p) => p.userId && updated.has(p.userId))
        .map((p) => ({
          member: { id: p.userId!, email: p.email },
          fields: [...new Set(p.changes.map((c) => EVENT_FIELD[c.field] ?? c.field))].slice(0, 20),
        })),
      ...plan.deactivated
        .filter((p) => p.userId && deactivated.has(p.userId))
        .map((p) => ({ member: { id: p.userId!, email: p.email }, fields: ["status"] })),
    ];
    await recordWebhookEvents(tx, accountId, "member.updated", events);
  }
}
