// The company's members as SCIM Users: one query for a page (or one member), a filter
// turned into its where clause, and the resource a row answers as. Every query is scoped
// to the token's company: another company's member is simply not there.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { AppConfig } from "../../context";
import { SCIM_SCHEMAS, type ScimUser } from "../../../shared/scim/scim-schema";
import type { Role } from "../../../shared/permissions";
import { ScimError } from "./scim-errors";
import type { Comparison, FilterValue } from "./scim-filter";
import { scimLocation } from "./scim-location";
import { sentExternalId } from "./scim-user-state";
import { withMeta } from "./scim-resources";

export type ScimUserRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  personalPhone: string | null;
  department: string | null;
  provider: string | null;
  externalId: string | null;
  userName: string | null;
  employeeNumber: string | null;
  deactivated: boolean;
  role: Role;
  created: string | Date;
  lastModified: string | Date;
  total?: number | string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function findUserRows(db: Database, accountId: string, where: SQL, page?: { limit: number; offset: number }) {
  const window = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = rowsOf<ScimUserRow>(
    await db.execute(sql`
      select au.user_id as id, u.email, p.first_name as "firstName", p.last_name as "lastName", p.job_title as "jobTitle",
        p.personal_phone as "personalPhone", d.name as department, dm.provider::text as provider, dm.external_id as "externalId",
        dm.user_name as "userName", dm.employee_number as "employeeNumber", (dm.deactivated_at is not null) as deactivated,
        au.role::text as role, au.created_at as created,
        greatest(au.created_at, u.updated_at, p.updated_at, dm.synced_at) as "lastModified",
        count(*) over () as total
      from account_users au
      join users u on u.id = au.user_id
      left join profiles p on p.id = au.user_id
      left join departments d on d.id = p.department_id and d.account_id = au.account_id
      left join directory_members dm on dm.account_id = au.account_id and dm.user_id = au.user_id
      where au.account_id = ${accountId} and ${where}
      order by au.created_at, au.user_id
      ${window}`),
  );
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

export async function userRowOf(db: Database, accountId: string, id: string) {
  const { rows } = await findUserRows(db, accountId, sql`au.user_id = ${id}`);
  return rows[0] ?? null;
}

export function toScimUser(row: ScimUserRow, config: Pick<AppConfig, "baseUrl">): ScimUser {
  const fullName = [row.firstName, row.lastName].filter(Boolean).join(" ");
  const externalId = row.provider === "scim" ? sentExternalId(row.externalId) : null;
  const enterprise = {
    ...(row.department ? { department: row.department } : {}),
    ...(row.employeeNumber ? { employeeNumber: row.employeeNumber } : {}),
  };
  const hasEnterprise = Object.keys(enterprise).length > 0;
  const content = {
    schemas: [SCIM_SCHEMAS.user, ...(hasEnterprise ? [SCIM_SCHEMAS.enterpriseUser] : [])],
    id: row.id,
    ...(externalId ? { externalId } : {}),
    userName: row.userName ?? row.email,
    // A removed name is left out, not answered as an empty object (RFC 7643 §2.5: unassigned).
    ...(fullName
      ? {
          name: {
            ...(row.firstName ? { givenName: row.firstName } : {}),
            ...(row.lastName ? { familyName: row.lastName } : {}),
            formatted: fullName,
          },
        }
      : {}),
    displayName: fullName || row.email,
    ...(row.jobTitle ? { title: row.jobTitle } : {}),
    active: !row.deactivated,
    emails: [{ value: row.email, type: "work", primary: true }],
    ...(row.personalPhone ? { phoneNumbers: [{ value: row.personalPhone, type: "work", primary: true }] } : {}),
    ...(hasEnterprise ? { [SCIM_SCHEMAS.enterpriseUser]: enterprise } : {}),
  };
  return withMeta(content, {
    resourceType: "User",
    created: new Date(row.created),
    lastModified: new Date(row.lastModified),
    location: scimLocation(config, "Users", row.id),
  }) as ScimUser;
}

const unsupported = (path: string) => new ScimError(400, `filter: Users can't be filtered on "${path}".`, "invalidFilter");

function text(value: FilterValue | undefined, path: string): string {
  if (typeof value !== "string") throw new ScimError(400, `filter: ${path} is compared with a quoted text value.`, "invalidFilter");
  return value;
}

function emailCondition(c: Comparison): SQL {
  const type = c.where.find((w) => w.path === "type");
  if (type && String(type.value).toLowerCase() !== "work") return sql`false`; // only a work address is kept
  const compared = c.value !== undefined ? c.value : c.where.find((w) => w.path === "value")?.value;
  return sql`lower(u.email) = lower(${text(compared, "emails.value")})`;
}

function userCondition(c: Comparison): SQL {
  switch (c.path) {
    case "username":
      return sql`lower(coalesce(dm.user_name, u.email)) = lower(${text(c.value, "userName")})`;
    case "externalid":
      return sql`(dm.provider = 'scim' and dm.external_id = ${text(c.value, "externalId")})`;
    case "id":
      return sql`au.user_id = ${text(c.value, "id")}`;
    case "emails":
    case "emails.value":
      return emailCondition(c);
    case "active":
      if (typeof c.value !== "boolean") throw new ScimError(400, "filter: active is compared with true or false.", "invalidFilter");
      return c.value ? sql`dm.deactivated_at is null` : sql`dm.deactivated_at is not null`;
    default:
      throw unsupported(c.path);
  }
}

export function userFilter(comparisons: Comparison[]): SQL {
  return sql.join(comparisons.map(userCondition), sql` and `);
}
