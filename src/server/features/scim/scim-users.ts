// SCIM Users are the company's members. Every write goes through the directory engine's
// own steps (plan one person, then create, update or deactivate them: the same code a
// directory sync runs), so a provisioned person is the same member-who-never-signs-in as a
// synced one, with provider `scim`. A member SCIM does not manage is a uniqueness error
// (another directory's always; one no directory manages unless SCIM is the company's source of
// truth, then linked); one of another company too. DELETE removes the member as /users does,
// under the same rules.
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { recordAudit, type TokenActor } from "../audit/record-audit";
import { requireMemberAction } from "../../auth/member-policy";
import { memberOfAccount } from "../members/member-of-account";
import { deleteMembership } from "../members/remove-member";
import {
  afterDirectoryChange,
  announceDirectoryChanges,
  createDepartments,
  createMembers,
  deactivateMembers,
  findCurrentMembers,
  findEmailsTakenElsewhere,
  planPerson,
  updateMembers,
  type CurrentMember,
  type FieldChange,
} from "../directory";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { SCIM_MAX_RESULTS, SCIM_SCHEMAS, type ScimListQuery, type ScimPatch } from "../../../shared/scim/scim-schema";
import { ScimError, scimNotFound } from "./scim-errors";
import { parseScimFilter } from "./scim-filter";
import { patchUserState } from "./scim-patch";
import { narrow, pageOf, requireVersion } from "./scim-resources";
import { findUserRows, toScimUser, userFilter, userRowOf } from "./scim-user-rows";
import { requireProvisionableDomain } from "./scim-address-domain";
import { DIRECTORY_PROVIDER_NAMES } from "../../../shared/integrations/integration-schema";
import { accounts } from "../../db/schema";
import {
  addressAttribute,
  addressOf,
  inputState,
  memberState,
  sentExternalId,
  standInExternalId,
  toDirectoryPerson,
  type ScimUserState,
} from "./scim-user-state";

export type ScimContext = { deps: Pick<AppDeps, "db" | "config" | "queue" | "mailboxChannels">; actor: TokenActor };

// The member policy's view of an identity provider: an admin's rank, and never the member acted on.
const PROVISIONER = { userId: "scim-provisioning", role: "admin" as const };
const uniqueness = (detail: string) => new ScimError(409, detail, "uniqueness");

/** Deactivating or removing follows /users' rules: never a super admin, never the last admin. Returns the role. */
async function policyAllows(tx: Database, accountId: string, userId: string) {
  const { role } = await memberOfAccount(tx, accountId, userId);
  try {
    await requireMemberAction(tx, PROVISIONER, { userId, role }, { kind: "remove_member" }, accountId);
    return role;
  } catch (error) {
    if (error instanceof AppError && (error.status === 403 || error.status === 409)) throw new ScimError(error.status, error.message);
    throw error;
  }
}

async function requireFreeUserName(tx: Database, accountId: string, userName: string, except: string | null) {
  const [other] = await findCurrentMembers(tx, accountId, sql`lower(dm.user_name) = lower(${userName}) and au.user_id <> ${except ?? ""}`);
  if (other) throw uniqueness(`userName: a user named ${userName} already exists.`);
}

async function requireFreeExternalId(tx: Database, accountId: string, externalId: string | null, except: string | null) {
  if (!externalId) return;
  const [other] = await findCurrentMembers(
    tx,
    accountId,
    sql`dm.provider = 'scim' and dm.external_id = ${externalId} and au.user_id <> ${except ?? ""}`,
  );
  if (other) throw uniqueness(`externalId: another user has the externalId ${externalId}.`);
}

async function requireFreeAddress(tx: Database, accountId: string, address: string, except: string | null) {
  const [member] = await findCurrentMembers(tx, accountId, sql`lower(u.email) = ${address} and au.user_id <> ${except ?? ""}`);
  if (member) throw uniqueness(`emails: ${address} is another member's address.`);
  if ((await findEmailsTakenElsewhere(tx, accountId, [address])).size > 0)
    throw uniqueness(`emails: ${address} belongs to a member of another company.`);
}

/**
 * One managing directory per member: SCIM changes only the members it manages, never (not
 * even by linking) one another directory manages; one no directory manages only when the
 * company made SCIM its source of truth. Anything else is 409 uniqueness, nothing written.
 */
async function requireManagedHere(tx: Database, accountId: string, member: CurrentMember) {
  if (member.provider === "scim") return;
  if (member.provider)
    throw uniqueness(
      `emails: ${member.email} is a member managed by ${DIRECTORY_PROVIDER_NAMES[member.provider]}, not by this identity provider.`,
    );
  const [account] = await tx.select({ source: accounts.directorySource }).from(accounts).where(eq(accounts.id, accountId));
  if (account?.source !== "scim")
    throw uniqueness(
      `emails: ${member.email} is already a member of the company that no directory manages. To provision such members, an admin makes SCIM the source of truth in Company Settings.`,
    );
}

const auditChanges = (changes: FieldChange[]) =>
  Object.fromEntries(changes.filter((c) => c.field !== "status").map((c) => [c.field, [c.before, c.after] as const]));

/** Creates the member a POST describes. Returns the changed user ids. */
async function createMember(tx: Database, ctx: ScimContext, state: ScimUserState) {
  const { accountId } = ctx.actor;
  const person = toDirectoryPerson({ ...state, active: true }, state.externalId ?? standInExternalId());
  const outcome = planPerson("scim", person, undefined, false);
  if (outcome.kind !== "created") throw new Error(`A new SCIM user planned as ${outcome.kind}.`);
  if (person.department) await createDepartments(tx, accountId, [person.department]);
  const [userId] = await createMembers(tx, accountId, "scim", [outcome.person]);
  if (!userId) throw uniqueness(`emails: ${person.email} was just taken by another user.`);
  await recordWebhookEvent(tx, accountId, "member.created", {
    member: { id: userId, email: person.email, firstName: person.firstName ?? null, lastName: person.lastName ?? null, role: "user" },
  });
  await recordAudit(tx, ctx.actor, {
    action: "provisioning.member_created",
    target: { type: "member", id: userId, label: person.email },
    details: { userName: state.userName },
  });
  if (!state.active) await deactivate(tx, ctx, userId, person.externalId, person.email);
  return userId;
}

async function deactivate(tx: Database, ctx: ScimContext, userId: string, externalId: string, label: string) {
  await deactivateMembers(tx, ctx.actor.accountId, "scim", [{ userId, externalId }]);
  await recordAudit(tx, ctx.actor, { action: "provisioning.member_deactivated", target: { type: "member", id: userId, label } });
}

/** The directory's field names as an admin's change names them (member.updated's `fields`). */
const WEBHOOK_FIELD: Record<string, string> = { department: "departmentId" };

/** Writes `state` onto an existing member (linking them to SCIM if they weren't). */
async function writeMember(tx: Database, ctx: ScimContext, member: CurrentMember, state: ScimUserState) {
  const { accountId } = ctx.actor;
  const address = addressOf(state);
  const linked = member.provider === "scim";
  if (state.userName.toLowerCase() !== (member.userName ?? "").toLowerCase())
    await requireFreeUserName(tx, accountId, state.userName, member.userId);
  if (address !== member.email.toLowerCase()) await requireFreeAddress(tx, accountId, address, member.userId);
  // No externalId (removed by a PATCH, or left out of a PUT) clears the one the identity
  // provider sent: a stand-in of ours takes its place. One already standing in is kept.
  const keepsOwn = linked && member.externalId !== null && sentExternalId(member.externalId) === null;
  const externalId = state.externalId ?? (keepsOwn ? member.externalId! : standInExternalId());
  const externalIdChanges = linked && externalId !== member.externalId;
  if (externalIdChanges || !linked) await requireFreeExternalId(tx, accountId, state.externalId, member.userId);
  const wasActive = !member.deactivated;
  if (!state.active && wasActive) await policyAllows(tx, accountId, member.userId);
  // Planned as active: a deactivation is its own step, after the fields (a PUT may change both).
  const planned = { ...member, deactivated: !wasActive && state.active, externalId: externalIdChanges ? null : member.externalId };
  const person = toDirectoryPerson({ ...state, active: true }, externalId);
  const outcome = planPerson("scim", person, planned, false);
  let label = member.email;
  if (outcome.kind === "updated") {
    if (person.department) await createDepartments(tx, accountId, [person.department]);
    const { people } = await updateMembers(tx, accountId, "scim", [outcome.person], ctx.actor);
    // The address as written: one held for the member to confirm, or refused, is not a change (address-changes.ts).
    const written = people[0];
    label = written.email;
    const changes = written.changes.filter((c) => !(c.field === "source" && linked && !externalIdChanges));
    const reactivated = !wasActive && state.active;
    const fields = [...new Set(changes.map((c) => WEBHOOK_FIELD[c.field] ?? c.field))].filter((f) => f !== "source");
    if (fields.length)
      await recordWebhookEvent(tx, accountId, "member.updated", { member: { id: member.userId, email: written.email }, fields });
    if (reactivated || changes.some((c) => c.field !== "status"))
      await recordAudit(tx, ctx.actor, {
        action: reactivated ? "provisioning.member_reactivated" : "provisioning.member_updated",
        target: { type: "member", id: member.userId, label: written.email },
        changes: auditChanges(changes),
      });
  }
  if (!state.active && (wasActive || outcome.kind === "updated")) {
    await deactivateMembers(tx, accountId, "scim", [{ userId: member.userId, externalId }]);
    if (wasActive)
      await recordWebhookEvent(tx, accountId, "member.updated", { member: { id: member.userId, email: label }, fields: ["status"] });
    if (wasActive)
      await recordAudit(tx, ctx.actor, {
        action: "provisioning.member_deactivated",
        target: { type: "member", id: member.userId, label },
      });
  }
}

/** The member `id`, locked for this write, with the version a client's If-Match must name. */
async function lockedMember(tx: Database, ctx: ScimContext, id: string, ifMatch: string | undefined) {
  const { accountId } = ctx.actor;
  await tx.execute(sql`select 1 from account_users where account_id = ${accountId} and user_id = ${id} for update`);
  const [member] = await findCurrentMembers(tx, accountId, sql`au.user_id = ${id}`);
  const row = member ? await userRowOf(tx, accountId, id) : null;
  if (!member || !row) throw scimNotFound("User", id);
  requireVersion(toScimUser(row, ctx.deps.config).meta.version, ifMatch);
  await requireManagedHere(tx, accountId, member);
  return member;
}

/** A provisioned member's signature follows into their mailbox when one is connected (as after a sync). */
const followIntoMailboxes = (tx: Database, ctx: ScimContext, changed: { created: string[]; updated: string[] }) =>
  announceDirectoryChanges(ctx.deps, tx, ctx.actor.accountId, changed);

async function answer(ctx: ScimContext, userId: string) {
  const row = await userRowOf(ctx.deps.db, ctx.actor.accountId, userId);
  if (!row) throw scimNotFound("User", userId);
  return toScimUser(row, ctx.deps.config);
}

export async function getUser(ctx: ScimContext, id: string, query: { attributes?: string; excludedAttributes?: string } = {}) {
  return narrow(await answer(ctx, id), query);
}

export async function findUsers(ctx: ScimContext, query: ScimListQuery) {
  const { db } = ctx.deps;
  const { accountId } = ctx.actor;
  const where = query.filter ? userFilter(parseScimFilter(query.filter)) : sql`true`;
  const { startIndex, count, offset } = pageOf(query, SCIM_MAX_RESULTS);
  const page = count > 0 ? await findUserRows(db, accountId, where, { limit: count, offset }) : { rows: [], total: 0 };
  // A page past the end (or count 0) has no row to carry the total: count on its own.
  const total = page.rows.length > 0 ? page.total : (await findUserRows(db, accountId, where, { limit: 1, offset: 0 })).total;
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: total,
    startIndex,
    itemsPerPage: page.rows.length,
    Resources: page.rows.map((row) => narrow(toScimUser(row, ctx.deps.config), query)),
  };
}

export async function createUser(ctx: ScimContext, body: unknown) {
  const state = inputState(body, true);
  const address = addressOf(state);
  const { accountId } = ctx.actor;
  const userId = await ctx.deps.db.transaction(async (tx) => {
    await requireFreeUserName(tx, accountId, state.userName, null);
    const [existing] = await findCurrentMembers(tx, accountId, sql`lower(u.email) = ${address}`);
    if (existing) {
      if (existing.provider === "scim")
        throw uniqueness(`emails: ${address} belongs to the provisioned user ${existing.userName ?? address}.`);
      await lockedMember(tx, ctx, existing.userId, undefined);
      await writeMember(tx, ctx, existing, state);
      await followIntoMailboxes(tx, ctx, { created: [], updated: [existing.userId] });
      return existing.userId;
    }
    await requireFreeExternalId(tx, accountId, state.externalId, null);
    await requireProvisionableDomain(tx, accountId, address, addressAttribute(state));
    if ((await findEmailsTakenElsewhere(tx, accountId, [address])).size > 0)
      throw uniqueness(`emails: ${address} belongs to a member of another company.`);
    const created = await createMember(tx, ctx, state);
    await followIntoMailboxes(tx, ctx, { created: [created], updated: [] });
    return created;
  });
  await afterDirectoryChange(ctx.deps, accountId, [userId]);
  return answer(ctx, userId);
}

export async function replaceUser(ctx: ScimContext, id: string, body: unknown, ifMatch?: string) {
  await ctx.deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, ctx, id, ifMatch);
    await writeMember(tx, ctx, member, inputState(body, !member.deactivated));
    await followIntoMailboxes(tx, ctx, { created: [], updated: [id] });
  });
  await afterDirectoryChange(ctx.deps, ctx.actor.accountId, [id]);
  return answer(ctx, id);
}

export async function patchUser(ctx: ScimContext, id: string, patch: ScimPatch, ifMatch?: string) {
  await ctx.deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, ctx, id, ifMatch);
    await writeMember(tx, ctx, member, patchUserState(memberState(member), patch.Operations, id));
    await followIntoMailboxes(tx, ctx, { created: [], updated: [id] });
  });
  await afterDirectoryChange(ctx.deps, ctx.actor.accountId, [id]);
  return answer(ctx, id);
}

export async function deleteUser(ctx: ScimContext, id: string, ifMatch?: string) {
  const { accountId } = ctx.actor;
  await ctx.deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, ctx, id, ifMatch);
    const role = await policyAllows(tx, accountId, id);
    const { userDeleted } = await deleteMembership(tx, accountId, id);
    await recordWebhookEvent(tx, accountId, "member.removed", { member: { id, email: member.email } });
    await recordAudit(tx, ctx.actor, {
      action: "provisioning.member_removed",
      target: { type: "member", id, label: member.email },
      details: { role, userDeleted },
    });
  });
  await afterDirectoryChange(ctx.deps, accountId, [id]);
}
