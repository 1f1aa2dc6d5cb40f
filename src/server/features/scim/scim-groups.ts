// SCIM Groups are the company's departments, through the departments' own services (add,
// rename, delete, each audit-logged) and the team's own member change (a member's
// department). A member is in one department at a time: adding them to a group moves them
// out of the one they were in. Group names are unique per company, in any case.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { createDepartment, deleteDepartment, renameDepartment } from "../departments/change-departments";
import { changeMember } from "../members/update-member";
import { afterDirectoryChange, findCurrentMembers } from "../directory";
import { DepartmentNameSchema } from "../../../shared/departments/department-schema";
import { SCIM_MAX_RESULTS, SCIM_SCHEMAS, type ScimGroupInput, type ScimListQuery, type ScimPatch } from "../../../shared/scim/scim-schema";
import { ScimError, scimInvalidValue, scimNotFound } from "./scim-errors";
import { parseScimFilter } from "./scim-filter";
import { expandOperations, requireSameId } from "./scim-patch";
import { narrow, pageOf, requireVersion } from "./scim-resources";
import { findGroupMembers, findGroupRows, groupFilter, groupRowOf, toScimGroup } from "./scim-group-rows";
import { asText, isObject, valueOf } from "./scim-values";
import type { ScimContext } from "./scim-users";

type Narrowing = { attributes?: string; excludedAttributes?: string };
const wantsMembers = (query: Narrowing) =>
  !/(^|,)\s*members\s*(,|$)/i.test(query.excludedAttributes ?? "") && (!query.attributes || /(^|,)\s*members/i.test(query.attributes));

/** A department name from displayName: one line, at most 100 characters (the departments' own rule). */
function groupName(value: unknown): string {
  const name = asText(value, "displayName")
    ?.replace(/[\p{Cc}<>]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!name) throw new ScimError(400, "displayName: is required.", "invalidValue");
  const parsed = DepartmentNameSchema.safeParse({ name });
  if (!parsed.success) throw scimInvalidValue("displayName", parsed.error.issues[0].message);
  return parsed.data.name;
}

/** The departments' duplicate-name refusal, as SCIM says it. */
function sameName(name: string) {
  return (error: unknown): never => {
    if (error instanceof AppError && error.status === 409)
      throw new ScimError(409, `displayName: a group named ${name} already exists.`, "uniqueness");
    throw error;
  };
}

/** User ids from `members` values (`[{ "value": id }]`). */
function idsOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((item) => asText(isObject(item) ? valueOf(item, "value") : item, "members.value"));
  if (ids.some((id) => !id)) throw scimInvalidValue("members", 'each member needs a "value": the user\'s id.');
  return [...new Set(ids as string[])];
}

/** User ids from `members` values; each must be a member of the company (removing one who isn't is harmless). */
async function memberIds(tx: Database, accountId: string, value: unknown): Promise<string[]> {
  const unique = idsOf(value);
  if (unique.length === 0) return [];
  const found = await findCurrentMembers(
    tx,
    accountId,
    sql`au.user_id in (select jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb))`,
  );
  const missing = unique.find((id) => !found.some((m) => m.userId === id));
  if (missing) throw new ScimError(400, `members: no user has the id ${missing}.`, "invalidValue");
  return unique;
}

async function currentMemberIds(tx: Database, accountId: string, groupId: string) {
  return ((await findGroupMembers(tx, accountId, [groupId])).get(groupId) ?? []).map((m) => m.userId);
}

/** Makes the group's members exactly `wanted`; returns the members moved in or out. */
async function setMembers(tx: Database, ctx: ScimContext, groupId: string, wanted: string[]) {
  const current = new Set(await currentMemberIds(tx, ctx.actor.accountId, groupId));
  const target = new Set(wanted);
  const changed: string[] = [];
  for (const id of target)
    if (!current.has(id) && (await changeMember(tx, ctx.deps, ctx.actor, id, { departmentId: groupId }, []))) changed.push(id);
  for (const id of current)
    if (!target.has(id) && (await changeMember(tx, ctx.deps, ctx.actor, id, { departmentId: null }, []))) changed.push(id);
  return changed;
}

async function lockedGroup(tx: Database, ctx: ScimContext, id: string, ifMatch: string | undefined) {
  const { accountId } = ctx.actor;
  await tx.execute(sql`select 1 from departments where account_id = ${accountId} and id::text = ${id} for update`);
  const row = await groupRowOf(tx, accountId, id);
  if (!row) throw scimNotFound("Group", id);
  const members = (await findGroupMembers(tx, accountId, [id])).get(id) ?? [];
  requireVersion(toScimGroup(row, members, ctx.deps.config).meta.version, ifMatch);
  return row;
}

export async function getGroup(ctx: ScimContext, id: string, query: Narrowing = {}) {
  const { db, config } = ctx.deps;
  const row = await groupRowOf(db, ctx.actor.accountId, id);
  if (!row) throw scimNotFound("Group", id);
  const members = wantsMembers(query) ? ((await findGroupMembers(db, ctx.actor.accountId, [id])).get(id) ?? []) : null;
  return narrow(toScimGroup(row, members, config), query);
}

export async function findGroups(ctx: ScimContext, query: ScimListQuery) {
  const { db, config } = ctx.deps;
  const { accountId } = ctx.actor;
  const where = query.filter ? groupFilter(parseScimFilter(query.filter)) : sql`true`;
  const { startIndex, count, offset } = pageOf(query, SCIM_MAX_RESULTS);
  const page = count > 0 ? await findGroupRows(db, accountId, where, { limit: count, offset }) : { rows: [], total: 0 };
  const total = page.rows.length > 0 ? page.total : (await findGroupRows(db, accountId, where, { limit: 1, offset: 0 })).total;
  const members = wantsMembers(query)
    ? await findGroupMembers(
        db,
        accountId,
        page.rows.map((r) => r.id),
      )
    : null;
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: total,
    startIndex,
    itemsPerPage: page.rows.length,
    Resources: page.rows.map((row) => narrow(toScimGroup(row, members?.get(row.id) ?? null, config), query)),
  };
}

export async function createGroup(ctx: ScimContext, body: ScimGroupInput) {
  const name = groupName(valueOf(body, "displayName"));
  const { accountId } = ctx.actor;
  const { id, changed } = await ctx.deps.db.transaction(async (tx) => {
    const wanted = await memberIds(tx, accountId, valueOf(body, "members"));
    const department = await createDepartment(tx, ctx.actor, { name }).catch(sameName(name));
    return { id: department.id, changed: await setMembers(tx, ctx, department.id, wanted) };
  });
  await afterDirectoryChange(ctx.deps, accountId, changed);
  return getGroup(ctx, id);
}

export async function replaceGroup(ctx: ScimContext, id: string, body: ScimGroupInput, ifMatch?: string) {
  const name = groupName(valueOf(body, "displayName"));
  const { accountId } = ctx.actor;
  const changed = await ctx.deps.db.transaction(async (tx) => {
    const row = await lockedGroup(tx, ctx, id, ifMatch);
    const wanted = await memberIds(tx, accountId, valueOf(body, "members"));
    if (row.name !== name) await renameDepartment({ ...ctx.deps, db: tx }, ctx.actor, { id, name }).catch(sameName(name));
    return setMembers(tx, ctx, id, wanted);
  });
  await afterDirectoryChange(ctx.deps, accountId, changed);
  return getGroup(ctx, id);
}

export async function patchGroup(ctx: ScimContext, id: string, patch: ScimPatch, ifMatch?: string) {
  const { accountId } = ctx.actor;
  const changed = await ctx.deps.db.transaction(async (tx) => {
    const row = await lockedGroup(tx, ctx, id, ifMatch);
    let name = row.name;
    const members = new Set(await currentMemberIds(tx, accountId, id));
    for (const { op, target, value } of expandOperations(patch.Operations)) {
      if (target.attr === "displayname") {
        if (op === "remove") throw new ScimError(400, "displayName is required: it can be replaced, not removed.", "mutability");
        name = groupName(value);
      } else if (target.attr === "members") {
        const named = target.filter.find((f) => f.path === "value");
        if (named && typeof named.value !== "string") throw new ScimError(400, `The path "${target.raw}" names no member.`, "invalidPath");
        if (op === "remove") {
          const ids = named ? [named.value as string] : value === undefined ? [...members] : idsOf(value);
          for (const memberId of ids) members.delete(memberId);
        } else {
          if (op === "replace" && !named) members.clear();
          for (const memberId of await memberIds(tx, accountId, named ? [named.value] : value)) members.add(memberId);
        }
      } else if (target.attr === "id" || target.attr === "meta") requireSameId(op, target, value, id);
      // externalId and anything else a group doesn't keep: nothing to change.
    }
    if (name !== row.name) await renameDepartment({ ...ctx.deps, db: tx }, ctx.actor, { id, name }).catch(sameName(name));
    return setMembers(tx, ctx, id, [...members]);
  });
  await afterDirectoryChange(ctx.deps, accountId, changed);
  return getGroup(ctx, id);
}

export async function deleteGroup(ctx: ScimContext, id: string, ifMatch?: string) {
  const { accountId } = ctx.actor;
  const cleared = await ctx.deps.db.transaction(async (tx) => {
    await lockedGroup(tx, ctx, id, ifMatch);
    const members = await currentMemberIds(tx, accountId, id);
    await deleteDepartment({ ...ctx.deps, db: tx }, ctx.actor, { id });
    return members;
  });
  await afterDirectoryChange(ctx.deps, accountId, cleared);
}
