// Writes a directory plan in one transaction, a thousand people per statement: missing
// departments by name, new members (a user with no password, a profile, a membership and
// the directory link), changed profiles, and deactivations. Every write is scoped to the
// account, and an address taken since the preview is skipped rather than failing the rest.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import type { DirectoryPlan, PlannedPerson } from "./directory-plan";

const CHUNK = 1000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const asJson = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;

export type ApplyOptions = { deactivate: boolean; createAndUpdate: boolean };
export type Applied = { created: number; updated: number; deactivated: number; departments: number; changedUserIds: string[] };

const profileRow = (p: PlannedPerson, userId: string) => ({
  user_id: userId,
  email: p.email,
  name: p.name,
  external_id: p.externalId,
  first_name: p.values.firstName,
  last_name: p.values.lastName,
  job_title: p.values.jobTitle,
  department: p.values.department,
  personal_phone: p.values.personalPhone,
  // A directory that names offices sets the office (null: none of the company's); else it is left alone.
  set_office: p.values.officeId !== undefined,
  office_id: p.values.officeId ?? null,
});
const RECORD = sql`(user_id text, email text, name text, external_id text, first_name text, last_name text, job_title text, department text, personal_phone text, set_office boolean, office_id uuid)`;
// The office only if it is still one of the account's (it may have been deleted since the preview).
const officeOf = (accountId: string) => sql`(select o.id from company_offices o where o.id = v.office_id and o.account_id = ${accountId})`;

export async function applyDirectoryPlan(tx: Database, accountId: string, plan: DirectoryPlan, options: ApplyOptions): Promise<Applied> {
  const provider = plan.provider;
  const applied: Applied = { created: 0, updated: 0, deactivated: 0, departments: 0, changedUserIds: [] };
  if (options.createAndUpdate) {
    for (const names of chunks(plan.newDepartments))
      applied.departments += count(
        await tx.execute(sql`insert into departments (account_id, name)
          select ${accountId}::uuid, n from jsonb_array_elements_text(${asJson(names)}) as n
          on conflict do nothing returning id`),
      );
    for (const people of chunks(plan.created)) {
      const rows = people.map((p) => profileRow(p, randomUUID()));
      // Users first: an address someone signed up with since the preview is left alone.
      const created = await tx.execute(sql`insert into users (id, name, email, email_verified)
        select v.user_id, v.name, v.email, false from jsonb_to_recordset(${asJson(rows)}) as v${RECORD}
        on conflict (email) do nothing returning id`);
      const ids = (created as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      if (ids.length === 0) continue;
      const kept = sql`jsonb_to_recordset(${asJson(rows)}) as v${RECORD} where v.user_id in (select jsonb_array_elements_text(${asJson(ids)}))`;
      await tx.execute(sql`insert into profiles (id, email, first_name, last_name, job_title, personal_phone, department_id, office_id)
        select v.user_id, v.email, v.first_name, v.last_name, v.job_title, v.personal_phone,
          (select d.id from departments d where d.account_id = ${accountId} and lower(d.name) = lower(v.department)),
          ${officeOf(accountId)}
        from ${kept}`);
      await tx.execute(sql`insert into account_users (user_id, account_id, role)
        select v.user_id, ${accountId}::uuid, 'user' from ${kept}`);
      await tx.execute(sql`insert into directory_members (account_id, user_id, provider, external_id)
        select ${accountId}::uuid, v.user_id, ${provider}::integration_provider, v.external_id from ${kept}`);
      applied.created += ids.length;
      applied.changedUserIds.push(...ids);
    }
    for (const people of chunks(plan.updated)) {
      const rows = people.map((p) => profileRow(p, p.userId!));
      const updated = await tx.execute(sql`update profiles p
        set first_name = v.first_name, last_name = v.last_name, job_title = v.job_title, personal_phone = v.personal_phone,
            department_id = (select d.id from departments d where d.account_id = ${accountId} and lower(d.name) = lower(v.department)),
            office_id = case when v.set_office then ${officeOf(accountId)} else p.office_id end,
            updated_at = now()
        from jsonb_to_recordset(${asJson(rows)}) as v${RECORD}
        join account_users au on au.user_id = v.user_id and au.account_id = ${accountId}
        where p.id = v.user_id returning p.id`);
      await tx.execute(sql`insert into directory_members (account_id, user_id, provider, external_id)
        select ${accountId}::uuid, v.user_id, ${provider}::integration_provider, v.external_id from jsonb_to_recordset(${asJson(rows)}) as v${RECORD}
        join account_users au on au.user_id = v.user_id and au.account_id = ${accountId}
        on conflict (account_id, user_id) do update
          set provider = excluded.provider, external_id = excluded.external_id, synced_at = now(), deactivated_at = null`);
      const ids = (updated as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      applied.updated += ids.length;
      applied.changedUserIds.push(...ids);
    }
  }
  if (options.deactivate) {
    for (const people of chunks(plan.deactivated)) {
      const rows = people.map((p) => ({ user_id: p.userId, external_id: p.externalId }));
      const done = await tx.execute(sql`insert into directory_members (account_id, user_id, provider, external_id, deactivated_at)
        select ${accountId}::uuid, v.user_id, ${provider}::integration_provider, v.external_id, now() from jsonb_to_recordset(${asJson(rows)}) as v(user_id text, external_id text)
        join account_users au on au.user_id = v.user_id and au.account_id = ${accountId}
        on conflict (account_id, user_id) do update set deactivated_at = now(), synced_at = now()
          where directory_members.deactivated_at is null
        returning user_id`);
      applied.deactivated += count(done);
    }
  }
  await tx.execute(sql`update directory_members set synced_at = now()
    where account_id = ${accountId} and provider = ${provider} and deactivated_at is null`);
  return applied;
}
