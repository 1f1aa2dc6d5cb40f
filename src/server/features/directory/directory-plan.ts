// The sync engine's comparison, a pure function: the directory's people against the
// account's members gives who is new, who changed (each field before and after), who is
// deactivated, and which departments are missing. A preview shows it; applying writes it.
import type { DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import type { DirectoryPerson } from "./directory-provider";

/** A member as the engine compares them: the directory-owned fields, and their link if any. */
export type CurrentMember = {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  department: string | null;
  personalPhone: string | null;
  /** The member's office and its name (null: none). */
  officeId?: string | null;
  office?: string | null;
  externalId: string | null;
  provider: DirectoryProviderId | null;
  deactivated: boolean;
  /** SCIM's user name and the directory's employee number (null when never sent). */
  userName?: string | null;
  employeeNumber?: string | null;
  /** A new address of the directory's waiting for the member to confirm (address-changes.ts). */
  pendingEmail?: string | null;
};

export type PlannedValues = {
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  department: string | null;
  personalPhone: string | null;
  /** Absent in plans stored before the directory could send one. */
  employeeNumber?: string | null;
  /** The office's name as the company writes it, or null; undefined: the directory leaves offices alone. */
  office?: string | null;
  officeId?: string | null;
};
export type FieldChange = { field: string; before: string | null; after: string | null };
export type PlannedPerson = {
  externalId: string;
  email: string;
  name: string;
  /** The member it updates or deactivates (null: a new member). */
  userId: string | null;
  changes: FieldChange[];
  values: PlannedValues;
  /** The identity provider's user name (SCIM); absent for other providers. */
  userName?: string | null;
  /** The member is (re)linked to this directory person or reactivated. */
  link: boolean;
  reactivate: boolean;
};

export type DirectoryPlan = {
  provider: DirectoryProviderId;
  created: PlannedPerson[];
  updated: PlannedPerson[];
  deactivated: PlannedPerson[];
  newDepartments: string[];
  unchanged: number;
  /** People left out, and why (an address another company's member uses, a repeat). */
  skipped: { email: string; reason: string }[];
  /** Office names the directory gives that match no office of the company, with how many people have each (absent in older plans). */
  unknownOffices?: { name: string; people: number }[];
  /**
   * Members another directory manages that this one lists too: left alone unless the admin
   * moves them (each with the change moving would make). Absent in older plans.
   */
  conflicts?: ConflictPerson[];
};

/** A plan that changes nothing: what a sync whose directory could not be read records. */
export const emptyPlan = (provider: DirectoryPlan["provider"]): DirectoryPlan => ({
  provider,
  created: [],
  updated: [],
  deactivated: [],
  newDepartments: [],
  unchanged: 0,
  skipped: [],
});

/** A person whose member another directory manages (`managedBy`), and what moving them would write. */
export type ConflictPerson = PlannedPerson & { managedBy: DirectoryProviderId };

/** An office of the company, as the plan matches a directory's office names to it. */
export type CompanyOffice = { id: string; name: string };

const LIMITS = { firstName: 100, lastName: 100, jobTitle: 100, department: 100, personalPhone: 30, employeeNumber: 64, office: 200 };
// Control characters and angle brackets never reach a profile, whatever the directory holds.
const clean = (value: string | null | undefined, max: number) => {
  const text = (value ?? "")
    .replace(/[\p{Cc}<>]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
  return text || null;
};

/**
 * The directory's values as a profile holds them; the profile has one phone: the mobile,
 * else the work number. An office name is matched to the company's offices by name, any
 * case; a name no office has leaves the member without one.
 */
export function plannedValues(person: DirectoryPerson, offices?: Map<string, CompanyOffice>): PlannedValues {
  const values: PlannedValues = {
    firstName: clean(person.firstName, LIMITS.firstName),
    lastName: clean(person.lastName, LIMITS.lastName),
    jobTitle: clean(person.jobTitle, LIMITS.jobTitle),
    department: clean(person.department, LIMITS.department),
    personalPhone: clean(person.mobilePhone ?? person.workPhone, LIMITS.personalPhone),
    employeeNumber: clean(person.employeeNumber, LIMITS.employeeNumber),
  };
  if (person.office !== undefined) {
    const office = offices?.get((clean(person.office, LIMITS.office) ?? "").toLowerCase());
    values.officeId = office?.id ?? null;
    values.office = office?.name ?? null;
  }
  return values;
}

/** The office name a person gives that none of the company's offices has, else null. */
export function unknownOfficeOf(person: DirectoryPerson, values: PlannedValues): string | null {
  const name = clean(person.office, LIMITS.office);
  return person.active && name && !values.officeId ? name : null;
}

const FIELDS = ["firstName", "lastName", "jobTitle", "department", "personalPhone", "employeeNumber"] as const;

/** The member's own values where the directory sends none (an empty field is no reason to wipe one). */
function keepWhereEmpty(values: PlannedValues, member: CurrentMember, person: DirectoryPerson) {
  for (const field of FIELDS) values[field] = values[field] ?? member[field] ?? null;
  if (values.officeId !== undefined && !clean(person.office, LIMITS.office) && member.officeId) {
    values.officeId = member.officeId;
    values.office = member.office ?? null;
  }
}
const sameText = (a: string | null, b: string | null, field: string) =>
  field === "department" ? (a ?? "").toLowerCase() === (b ?? "").toLowerCase() : (a ?? "") === (b ?? "");
const nameOf = (v: PlannedValues, email: string) => [v.firstName, v.lastName].filter(Boolean).join(" ") || email;

/** What the engine does with one person of the directory. */
export type PersonOutcome =
  | { kind: "created" | "updated" | "deactivated"; person: PlannedPerson }
  | { kind: "unchanged" }
  /** Not a member and not active in the directory: nothing to do. */
  | { kind: "ignored" }
  | { kind: "skipped"; reason: string }
  /** Another directory manages the member: left alone unless the admin moves them. */
  | { kind: "conflict"; person: ConflictPerson };

export const SKIP_REASONS = {
  repeat: "Listed twice by the directory",
  otherPerson: "This address belongs to another person of the directory",
  otherCompany: "This address belongs to a member of another company",
} as const;

/**
 * One person against the member they match (by the directory's id, else by address; none:
 * new). A full sync runs it for every person; SCIM provisioning for the one person a request names.
 */
export function planPerson(
  provider: DirectoryProviderId,
  person: DirectoryPerson,
  member: CurrentMember | undefined,
  isTakenElsewhere: boolean,
  offices?: Map<string, CompanyOffice>,
): PersonOutcome {
  const email = person.email.trim().toLowerCase();
  const values = plannedValues(person, offices);
  const userName = person.userName ?? null;
  if (member && member.externalId && member.provider === provider && member.externalId !== person.externalId)
    return { kind: "skipped", reason: SKIP_REASONS.otherPerson };
  // One managing directory per member: another directory's member is never taken over on its own.
  if (member?.provider && member.provider !== provider) {
    if (!person.active) return { kind: "ignored" };
    const moved = planPerson(provider, person, { ...member, provider: null, externalId: null, userName: null }, isTakenElsewhere, offices);
    if (moved.kind !== "updated") return { kind: "ignored" };
    const changes = moved.person.changes.map((c) => (c.field === "source" ? { ...c, before: member.provider } : c));
    return { kind: "conflict", person: { ...moved.person, changes, managedBy: member.provider } };
  }
  if (!member) {
    if (!person.active) return { kind: "ignored" };
    if (isTakenElsewhere) return { kind: "skipped", reason: SKIP_REASONS.otherCompany };
    const created = { externalId: person.externalId, email, name: nameOf(values, email), userId: null, changes: [], values, link: true };
    return { kind: "created", person: { ...created, ...(userName ? { userName } : {}), reactivate: false } };
  }
  // A directory taking up a member it didn't manage: what it leaves empty keeps the member's value.
  if (member.provider !== provider) keepWhereEmpty(values, member, person);
  const entry = {
    externalId: person.externalId,
    email,
    name: nameOf(values, email),
    userId: member.userId,
    values,
    ...(userName ? { userName } : {}),
  };
  if (!person.active) {
    if (member.deactivated) return { kind: "unchanged" };
    return {
      kind: "deactivated",
      person: {
        ...entry,
        changes: [{ field: "status", before: "active", after: "deactivated" }],
        link: member.externalId !== person.externalId,
        reactivate: false,
      },
    };
  }
  const changes: FieldChange[] = FIELDS.filter((f) => !sameText(member[f] ?? null, values[f] ?? null, f)).map((f) => ({
    field: f,
    before: member[f] ?? null,
    after: values[f] ?? null,
  }));
  if (values.officeId !== undefined && (values.officeId ?? null) !== (member.officeId ?? null))
    changes.push({ field: "office", before: member.office ?? null, after: values.office ?? null });
  if (member.email.toLowerCase() !== email) changes.push({ field: "email", before: member.email, after: email });
  // Back at the current address: the address waiting for the member is no longer wanted.
  else if (member.pendingEmail) changes.push({ field: "email", before: member.pendingEmail, after: email });
  if (member.provider === provider && (member.userName ?? null) !== userName)
    changes.push({ field: "userName", before: member.userName ?? null, after: userName });
  const link = member.externalId !== person.externalId || member.provider !== provider;
  if (link) changes.push({ field: "source", before: null, after: provider });
  if (member.deactivated) changes.push({ field: "status", before: "deactivated", after: "active" });
  if (changes.length === 0) return { kind: "unchanged" };
  return { kind: "updated", person: { ...entry, changes, link, reactivate: member.deactivated } };
}

export function planDirectorySync(input: {
  provider: DirectoryProviderId;
  people: DirectoryPerson[];
  members: CurrentMember[];
  departments: string[];
  /** Addresses that belong to users of another company (a user belongs to one company). */
  takenEmails: Set<string>;
  /** The company's offices, for a directory that names them. */
  offices?: CompanyOffice[];
}): DirectoryPlan {
  const { provider } = input;
  const offices = new Map((input.offices ?? []).map((o) => [o.name.trim().toLowerCase(), o]));
  const unknownOffices = new Map<string, { name: string; people: number }>();
  const byExternal = new Map<string, CurrentMember>();
  const byEmail = new Map<string, CurrentMember>();
  for (const m of input.members) {
    if (m.externalId && m.provider === provider) byExternal.set(m.externalId, m);
    byEmail.set(m.email.toLowerCase(), m);
  }
  const knownDepartments = new Set(input.departments.map((d) => d.toLowerCase()));
  const newDepartments = new Map<string, string>();
  const plan: DirectoryPlan = { ...emptyPlan(provider), conflicts: [] };
  const seen = new Set<string>();
  const seenEmails = new Set<string>();

  for (const person of input.people) {
    const email = person.email.trim().toLowerCase();
    if (seen.has(person.externalId) || seenEmails.has(email)) {
      plan.skipped.push({ email, reason: SKIP_REASONS.repeat });
      continue;
    }
    seen.add(person.externalId);
    seenEmails.add(email);
    const member = byExternal.get(person.externalId) ?? byEmail.get(email);
    const outcome = planPerson(provider, person, member, input.takenEmails.has(email), offices);
    const unknownOffice = unknownOfficeOf(person, plannedValues(person, offices));
    if (unknownOffice) {
      const known = unknownOffices.get(unknownOffice.toLowerCase()) ?? { name: unknownOffice, people: 0 };
      known.people++;
      unknownOffices.set(unknownOffice.toLowerCase(), known);
    }
    if (outcome.kind === "skipped") plan.skipped.push({ email, reason: outcome.reason });
    else if (outcome.kind === "conflict") plan.conflicts!.push(outcome.person);
    else if (outcome.kind === "unchanged") plan.unchanged++;
    else if (outcome.kind !== "ignored") {
      plan[outcome.kind].push(outcome.person);
      const department = outcome.kind === "deactivated" ? null : outcome.person.values.department;
      if (department && !knownDepartments.has(department.toLowerCase())) newDepartments.set(department.toLowerCase(), department);
    }
  }
  // Members this directory manages that it no longer lists are deactivated too.
  for (const member of byExternal.values()) {
    if (seen.has(member.externalId!) || member.deactivated) continue;
    const values: PlannedValues = {
      firstName: member.firstName,
      lastName: member.lastName,
      jobTitle: member.jobTitle,
      department: member.department,
      personalPhone: member.personalPhone,
      employeeNumber: member.employeeNumber ?? null,
    };
    plan.deactivated.push({
      externalId: member.externalId!,
      email: member.email,
      name: nameOf(values, member.email),
      userId: member.userId,
      changes: [{ field: "status", before: "active", after: "deactivated" }],
      values,
      link: false,
      reactivate: false,
    });
  }
  plan.newDepartments = [...newDepartments.values()];
  plan.unknownOffices = [...unknownOffices.values()].sort((a, b) => b.people - a.people || a.name.localeCompare(b.name));
  return plan;
}

/** The brake: a scheduled sync deactivates at most this many members (10 %) on its own. */
export function deactivationAllowance(activeMembers: number) {
  return Math.floor(activeMembers * 0.1);
}
