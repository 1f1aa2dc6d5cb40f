// What the engine compares against: the account's members with their directory-owned
// fields and links, the account's departments and offices, and which addresses other
// companies hold.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CompanyOffice, CurrentMember } from "./directory-plan";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The account's members as the engine compares them; `where` narrows them (SCIM reads one). */
export async function findCurrentMembers(db: Database, accountId: string, where: SQL = sql`true`) {
  return rowsOf<CurrentMember>(
    await db.execute(sql`
      select au.user_id as "userId", u.email, p.first_name as "firstName", p.last_name as "lastName", p.job_title as "jobTitle",
        d.name as department, p.personal_phone as "personalPhone", p.office_id as "officeId", o.location_name as office, dm.external_id as "externalId", dm.provider::text as provider,
        (dm.deactivated_at is not null) as deactivated, dm.user_name as "userName", dm.employee_number as "employeeNumber",
        ec.email as "pendingEmail"
      from account_users au
      join users u on u.id = au.user_id
      left join profiles p on p.id = au.user_id
      left join departments d on d.id = p.department_id and d.account_id = au.account_id
      left join company_offices o on o.id = p.office_id and o.account_id = au.account_id
      left join directory_members dm on dm.account_id = au.account_id and dm.user_id = au.user_id
      left join email_changes ec on ec.user_id = au.user_id and ec.account_id = au.account_id
      where au.account_id = ${accountId} and ${where}`),
  );
}

/** Which of these addresses belong to users outside the account (a user belongs to one company). */
export async function findEmailsTakenElsewhere(db: Database, accountId: string, emails: string[]) {
  const taken = rowsOf<{ email: string }>(
    await db.execute(sql`
      select u.email from users u
      where u.email in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))
        and not exists (select 1 from account_users au where au.user_id = u.id and au.account_id = ${accountId})`),
  );
  return new Set(taken.map((t) => t.email.toLowerCase()));
}

export async function loadDirectoryState(db: Database, accountId: string, emails: string[]) {
  const members = await findCurrentMembers(db, accountId);
  const departments = rowsOf<{ name: string }>(await db.execute(sql`select name from departments where account_id = ${accountId}`)).map(
    (d) => d.name,
  );
  const offices = rowsOf<CompanyOffice>(
    await db.execute(sql`select id, location_name as name from company_offices where account_id = ${accountId}`),
  );
  return { members, departments, offices, takenEmails: await findEmailsTakenElsewhere(db, accountId, emails) };
}
