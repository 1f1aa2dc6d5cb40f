// A SCIM User as we keep it: what POST and PUT send is read into this shape, PATCH changes
// it (scim-patch.ts), and the directory engine writes it as one DirectoryPerson. The
// member's address is the work email when one is sent, else the userName.
import { randomUUID } from "node:crypto";
import type { CurrentMember, DirectoryPerson } from "../directory";
import { SCIM_SCHEMAS } from "../../../shared/scim/scim-schema";
import { ScimError, scimInvalidValue } from "./scim-errors";
import { asFlag, asText, multiValues, pickValue, valueOf } from "./scim-values";

export type ScimUserState = {
  userName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  title: string | null;
  /** The work email as sent; null: the userName is the address. */
  email: string | null;
  workPhone: string | null;
  mobilePhone: string | null;
  active: boolean;
  department: string | null;
  employeeNumber: string | null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

// A provisioned person needs a directory id to be linked by; when the identity provider
// sends no externalId, one of ours stands in, and is never answered as theirs.
const STAND_IN = "signet:";
export const standInExternalId = () => `${STAND_IN}${randomUUID()}`;
export const sentExternalId = (externalId: string | null) => (externalId && !externalId.startsWith(STAND_IN) ? externalId : null);

/** The member as SCIM sees them: the base a PATCH changes. */
export function memberState(member: CurrentMember): ScimUserState {
  return {
    userName: member.userName ?? member.email,
    externalId: member.provider === "scim" ? sentExternalId(member.externalId) : null,
    givenName: member.firstName,
    familyName: member.lastName,
    title: member.jobTitle,
    // The directory's view: an address it sent that waits for the member stays what it sent.
    email: member.pendingEmail ?? member.email,
    workPhone: member.personalPhone,
    mobilePhone: null,
    active: !member.deactivated,
    department: member.department,
    employeeNumber: member.employeeNumber ?? null,
  };
}

/** A whole User as POST or PUT send it; `active` keeps `activeWhenAbsent` when not sent. */
export function inputState(body: unknown, activeWhenAbsent: boolean): ScimUserState {
  const userName = asText(valueOf(body, "userName"), "userName");
  if (!userName) throw new ScimError(400, "userName: is required.", "invalidValue");
  const name = valueOf(body, "name");
  const emails = multiValues(valueOf(body, "emails"), "emails");
  const phones = multiValues(valueOf(body, "phoneNumbers"), "phoneNumbers");
  const enterprise = valueOf(body, SCIM_SCHEMAS.enterpriseUser);
  const active = valueOf(body, "active");
  return {
    userName,
    externalId: asText(valueOf(body, "externalId"), "externalId"),
    givenName: asText(valueOf(name, "givenName"), "name.givenName"),
    familyName: asText(valueOf(name, "familyName"), "name.familyName"),
    title: asText(valueOf(body, "title"), "title"),
    email: pickValue(emails, "work", true),
    workPhone: pickValue(phones, "work", true),
    mobilePhone: pickValue(phones, "mobile", false),
    active: active === undefined || active === null ? activeWhenAbsent : asFlag(active, "active"),
    department: asText(valueOf(enterprise, "department"), `${SCIM_SCHEMAS.enterpriseUser}:department`),
    employeeNumber: asText(valueOf(enterprise, "employeeNumber"), `${SCIM_SCHEMAS.enterpriseUser}:employeeNumber`),
  };
}

/** The attribute the member's address comes from, as a refusal names it. */
export const addressAttribute = (state: ScimUserState) => (state.email ? 'emails[type eq "work"].value' : "userName");

/** The member's address, lower-cased: the work email, else the userName; refused when it is not an address. */
export function addressOf(state: ScimUserState): string {
  const address = (state.email ?? state.userName).trim().toLowerCase();
  if (address.length > EMAIL_MAX || !EMAIL.test(address))
    throw scimInvalidValue(addressAttribute(state), "must be an email address (name@example.com).");
  return address;
}

export function toDirectoryPerson(state: ScimUserState, externalId: string): DirectoryPerson {
  return {
    externalId,
    email: addressOf(state),
    userName: state.userName,
    firstName: state.givenName,
    lastName: state.familyName,
    jobTitle: state.title,
    department: state.department,
    workPhone: state.workPhone,
    mobilePhone: state.mobilePhone,
    employeeNumber: state.employeeNumber,
    active: state.active,
  };
}
