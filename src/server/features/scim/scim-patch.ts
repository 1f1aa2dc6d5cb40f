// PATCH (RFC 7644 §3.5.2) onto what we keep of a User: add, replace and remove, with a
// path (`active`, `name.givenName`, `emails[type eq "work"].value`, the enterprise
// extension's `...:User:department`) or without one (the value is then an object of paths,
// as Microsoft Entra and Okta send). Attributes we don't keep are accepted and ignored;
// `id` and `meta` can't be changed.
import { SCIM_SCHEMAS, type ScimPatchOperation } from "../../../shared/scim/scim-schema";
import { ScimError, scimInvalidPath, scimInvalidValue } from "./scim-errors";
import { parseScimFilter, type Comparison } from "./scim-filter";
import { asFlag, asText, isObject, multiValues, pickValue, valueOf } from "./scim-values";
import type { ScimUserState } from "./scim-user-state";

export type Op = "add" | "replace" | "remove";
/** A path, read: the attribute (lower-cased; "enterprise" for the extension), its sub-attribute, the bracket's conditions. */
export type PatchTarget = { attr: string; sub: string | null; filter: Comparison[]; raw: string };

const CORE = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i;
const ENTERPRISE = SCIM_SCHEMAS.enterpriseUser.toLowerCase();
const SIMPLE = /^([a-z0-9$_-]+)(?:\[(.+)\])?(?:\.([a-z0-9$_-]+))?$/i;

export function parsePath(raw: string): PatchTarget {
  const path = raw.trim().replace(CORE, "");
  const lower = path.toLowerCase();
  if (lower === ENTERPRISE) return { attr: "enterprise", sub: null, filter: [], raw };
  if (lower.startsWith(`${ENTERPRISE}:`)) {
    const sub = lower.slice(ENTERPRISE.length + 1);
    if (!/^[a-z0-9$_-]+(\.[a-z0-9$_-]+)?$/.test(sub)) throw scimInvalidPath(raw);
    return { attr: "enterprise", sub: sub.split(".")[0], filter: [], raw };
  }
  const match = SIMPLE.exec(path);
  if (!match) throw scimInvalidPath(raw);
  let filter: Comparison[] = [];
  if (match[2]) {
    try {
      filter = parseScimFilter(match[2]);
    } catch {
      throw scimInvalidPath(raw);
    }
  }
  return { attr: match[1].toLowerCase(), sub: match[3]?.toLowerCase() ?? null, filter, raw };
}

export const opOf = (operation: ScimPatchOperation) => operation.op.toLowerCase() as Op;

/** A single value sent as a one-entry list ([{ "value": x }] or [x]) is that value. */
function single(value: unknown): unknown {
  if (Array.isArray(value) && value.length === 1) return isObject(value[0]) && "value" in value[0] ? value[0].value : value[0];
  return value;
}

/** Each operation as (op, target, value): an operation without a path is one per key of its object. */
export function expandOperations(operations: ScimPatchOperation[]): { op: Op; target: PatchTarget; value: unknown }[] {
  return operations.flatMap((operation) => {
    const op = opOf(operation);
    if (operation.path) return [{ op, target: parsePath(operation.path), value: operation.value }];
    if (op === "remove") throw new ScimError(400, 'A "remove" operation needs a path.', "noTarget");
    if (!isObject(operation.value))
      throw new ScimError(400, 'An operation without a path needs an object of attributes as its "value".', "invalidValue");
    return Object.entries(operation.value).map(([path, value]) => ({ op, target: parsePath(path), value }));
  });
}

/** The type a bracket picks (`[type eq "work"]`), or "primary" for `[primary eq true]`; null without one. */
function bracketType(target: PatchTarget): string | null {
  if (target.filter.length === 0) return null;
  const [condition] = target.filter;
  if (condition.path === "type" && typeof condition.value === "string") return condition.value.toLowerCase();
  if (condition.path === "primary" && condition.value === true) return "primary";
  return "unknown";
}

function text(op: Op, value: unknown, attribute: string) {
  return op === "remove" ? null : asText(single(value), attribute);
}

function setEmail(state: ScimUserState, op: Op, target: PatchTarget, value: unknown) {
  const type = bracketType(target);
  if (type === null && target.sub === null) {
    state.email = op === "remove" ? null : pickValue(multiValues(value, "emails"), "work", true);
    return;
  }
  if (type !== null && type !== "work" && type !== "primary") return; // a home address: not kept
  const entry = target.sub === null && isObject(single(value)) ? valueOf(single(value), "value") : value;
  state.email = text(op, entry, target.raw);
}

function setPhones(state: ScimUserState, op: Op, target: PatchTarget, value: unknown) {
  const type = bracketType(target);
  if (type === null && target.sub === null) {
    const phones = op === "remove" ? [] : multiValues(value, "phoneNumbers");
    if (op !== "add" || phones.some((p) => p.type !== "mobile")) state.workPhone = pickValue(phones, "work", true);
    if (op !== "add" || phones.some((p) => p.type === "mobile")) state.mobilePhone = pickValue(phones, "mobile", false);
    return;
  }
  const entry = target.sub === null && isObject(single(value)) ? valueOf(single(value), "value") : value;
  if (type === "mobile") state.mobilePhone = text(op, entry, target.raw);
  else if (type === "work" || type === "primary" || type === null) state.workPhone = text(op, entry, target.raw);
}

function setName(state: ScimUserState, op: Op, target: PatchTarget, value: unknown) {
  if (target.sub === "givenname") state.givenName = text(op, value, target.raw);
  else if (target.sub === "familyname") state.familyName = text(op, value, target.raw);
  else if (target.sub === null) {
    if (op === "remove") {
      state.givenName = null;
      state.familyName = null;
    } else if (isObject(value)) {
      if (valueOf(value, "givenName") !== undefined) state.givenName = asText(valueOf(value, "givenName"), "name.givenName");
      if (valueOf(value, "familyName") !== undefined) state.familyName = asText(valueOf(value, "familyName"), "name.familyName");
    } else throw scimInvalidValue("name", "must be an object of givenName and familyName.");
  }
}

function setEnterprise(state: ScimUserState, op: Op, target: PatchTarget, value: unknown) {
  const attribute = (name: string) => `${SCIM_SCHEMAS.enterpriseUser}:${name}`;
  if (target.sub === "department") state.department = text(op, value, attribute("department"));
  else if (target.sub === "employeenumber") state.employeeNumber = text(op, value, attribute("employeeNumber"));
  else if (target.sub === null) {
    if (op === "remove") {
      state.department = null;
      state.employeeNumber = null;
    } else if (isObject(value)) {
      if (valueOf(value, "department") !== undefined) state.department = asText(valueOf(value, "department"), attribute("department"));
      if (valueOf(value, "employeeNumber") !== undefined)
        state.employeeNumber = asText(valueOf(value, "employeeNumber"), attribute("employeeNumber"));
    } else throw scimInvalidValue(SCIM_SCHEMAS.enterpriseUser, "must be an object.");
  }
}

/**
 * `id` and `meta` are the service's: an operation may restate the id (Okta sends it with
 * displayName), never change it.
 */
export function requireSameId(op: Op, target: PatchTarget, value: unknown, id: string | undefined) {
  if (target.attr === "id" && op !== "remove" && single(value) === id) return;
  throw new ScimError(400, `${target.raw} is set by the service provider and can't be changed.`, "mutability");
}

/** Applies a User's PATCH to `before`; returns the new state (`before` is not changed). */
export function patchUserState(before: ScimUserState, operations: ScimPatchOperation[], id?: string): ScimUserState {
  const state = { ...before };
  for (const { op, target, value } of expandOperations(operations)) {
    switch (target.attr) {
      case "active":
        if (op === "remove") throw new ScimError(400, "active can't be removed: set it to true or false.", "mutability");
        state.active = asFlag(single(value), "active");
        break;
      case "username": {
        const userName = text(op, value, "userName");
        if (!userName) throw new ScimError(400, "userName is required: it can be replaced, not removed.", "mutability");
        state.userName = userName;
        break;
      }
      case "externalid":
        state.externalId = text(op, value, "externalId");
        break;
      case "name":
        setName(state, op, target, value);
        break;
      case "title":
        state.title = text(op, value, "title");
        break;
      case "emails":
        setEmail(state, op, target, value);
        break;
      case "phonenumbers":
        setPhones(state, op, target, value);
        break;
      case "enterprise":
        setEnterprise(state, op, target, value);
        break;
      case "id":
      case "meta":
        requireSameId(op, target, value, id);
        break;
      default:
        // displayName, addresses, locale, groups...: not kept, so nothing to change.
        break;
    }
  }
  return state;
}
