// The company's departments as SCIM Groups: a group's members are the members whose
// profile names that department (a member is in one department at a time). One query for
// a page of groups and one for their members; every query is scoped to the token's company.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { AppConfig } from "../../context";
import { SCIM_SCHEMAS, type ScimGroup } from "../../../shared/scim/scim-schema";
import { ScimError } from "./scim-errors";
import type { Comparison } from "./scim-filter";
import { scimLocation } from "./scim-location";
import { withMeta } from "./scim-resources";

export type ScimGroupRow = { id: string; name: string; created: string | Date; lastModified: string | Date; total?: number | string };
export type GroupMember = { groupId: string; userId: string; display: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const inGroup = sql`from profiles p join account_users au on au.user_id = p.id and au.account_id = d.account_id where p.department_id = d.id`;

export async function findGroupRows(db: Database, accountId: string, where: SQL, page?: { limit: number; offset: number }) {
  const window = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = rowsOf<ScimGroupRow>(
    await db.execute(sql`
      select d.id::text as id, d.name, d.created_at as created,
        greatest(d.created_at, (select max(p.updated_at) ${inGroup})) as "lastModified",
        count(*) over () as total
      from departments d
      where d.account_id = ${accountId} and ${where}
      order by d.created_at, d.id
      ${window}`),
  );
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

export async function groupRowOf(db: Database, accountId: string, id: string) {
  const { rows } = await findGroupRows(db, accountId, sql`d.id::text = ${id}`);
  return rows[0] ?? null;
}

/** The members of these groups, by group. */
export async function findGroupMembers(db: Database, accountId: string, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, GroupMember[]>();
  const rows = rowsOf<GroupMember>(
    await db.execute(sql`
      select p.department_id::text as "groupId", au.user_id as "userId",
        coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), u.email) as display
      from profiles p
      join account_users au on au.user_id = p.id and au.account_id = ${accountId}
      join users u on u.id = p.id
      where p.department_id::text in (select jsonb_array_elements_text(${JSON.stringify(groupIds)}::jsonb))
      order by au.created_at, au.user_id`),
  );
  const byGroup = new Map<string, GroupMember[]>(groupIds.map((id) => [id, []]));
  for (const row of rows) byGroup.get(row.groupId)?.push(row);
  return byGroup;
}

export function toScimGroup(row: ScimGroupRow, members: GroupMember[] | null, config: Pick<AppConfig, "baseUrl">): ScimGroup {
  const content = {
    schemas: [SCIM_SCHEMAS.group],
    id: row.id,
    displayName: row.name,
    ...(members
      ? { members: members.map((m) => ({ value: m.userId, display: m.display, $ref: scimLocation(config, "Users", m.userId) })) }
      : {}),
  };
  return withMeta(content, {
    resourceType: "Group",
    created: new Date(row.created),
    lastModified: new Date(row.lastModified),
    location: scimLocation(config, "Groups", row.id),
  }) as ScimGroup;
}

function text(c: Comparison | undefined, path: string): string {
  if (typeof c?.value !== "string") throw new ScimError(400, `filter: ${path} is compared with a quoted text value.`, "invalidFilter");
  return c.value;
}

function groupCondition(c: Comparison): SQL {
  switch (c.path) {
    case "displayname":
      return sql`lower(d.name) = lower(${text(c, "displayName")})`;
    case "id":
      return sql`d.id::text = ${text(c, "id")}`;
    case "externalid":
      return sql`false`; // groups are matched by name: no externalId is kept
    case "members":
    case "members.value": {
      const member = c.value !== undefined ? c : c.where.find((w) => w.path === "value");
      return sql`exists (select 1 ${inGroup} and p.id = ${text(member, "members.value")})`;
    }
    default:
      throw new ScimError(400, `filter: Groups can't be filtered on "${c.path}".`, "invalidFilter");
  }
}

export function groupFilter(comparisons: Comparison[]): SQL {
  return sql.join(comparisons.map(groupCondition), sql` and `);
}
