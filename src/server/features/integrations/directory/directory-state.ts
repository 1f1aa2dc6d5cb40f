// What the engine compares against: the account's members with their directory-owned
// fields and links, the account's departments and offices, and which addresses other
// companies hold.
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import type { CompanyOffice, CurrentMember } from "./directory-plan";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function loadDirectoryState(db: Database, accountId: string, emails: string[]) {
  const members = rowsOf<CurrentMember>(
    await db.execute(sql`
      select au.user_id as "userId", u.email, p.first_name as "firstName", p.last_name as "lastName", p.job_title as "jobTitle",
        d.name as department, p.personal_phone as "personalPhone", p.office_id as "officeId", o.location_name as office, dm.external_id as "externalId", dm.provider::text as provider,
        (dm.deactivated_at is not null) as deactivated
      from account_users au
      join users u on u.id = au.user_id
      left join profiles p on p.id = au.user_id
      left join departments d on d.id = p.department_id and d.account_id = au.account_id
      left join company_offices o on o.id = p.office_id and o.account_id = au.account_id
      left join directory_members dm on dm.account_id = au.account_id and dm.user_id = au.user_id
      where au.account_id = ${accountId}`),
  );
  const departments = rowsOf<{ name: string }>(await db.execute(sql`select name from departments where account_id = ${accountId}`)).map(
    (d) => d.name,
  );
  const offices = rowsOf<CompanyOffice>(
    await db.execute(sql`select id, location_name as name from company_offices where account_id = ${accountId}`),
  );
  const taken = rowsOf<{ email: string }>(
    await db.execute(sql`
      select u.email from users u
      where u.email in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))
        and not exists (select 1 from account_users au where au.user_id = u.id and au.account_id = ${accountId})`),
  );
  return { members, departments, offices, takenEmails: new Set(taken.map((t) => t.email.toLowerCase())) };
}
