// The sync engine's comparison, a pure function: the directory's people against the
// account's members gives who is new, who changed (each field before and after), who is
// deactivated, and which departments are missing. A preview shows it; applying writes it.
import type { DirectoryProviderId } from "../../../../shared/integrations/integration-schema";
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
  officeId: string | null;
  office: string | null;
  externalId: string | null;
  provider: DirectoryProviderId | null;
  deactivated: boolean;
};

export type PlannedValues = {
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  department: string | null;
  personalPhone: string | null;
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
  /** Office names the directory gives that match no office of the company, with how many people have each. */
  unknownOffices: { name: string; people: number }[];
};

/** An office of the company, as the plan matches a directory's office names to it. */
export type CompanyOffice = { id: string; name: string };

const LIMITS = { firstName: 100, lastName: 100, jobTitle: 100, department: 100, personalPhone: 30, office: 200 };
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
  };
  if (person.office !== undefined) {
    const office = offices?.get((clean(person.office, LIMITS.office) ?? "").toLowerCase());
    values.officeId = office?.id ?? null;
    values.office = office?.name ?? null;
  }
  return values;
}

const FIELDS = ["firstName", "lastName", "jobTitle", "department", "personalPhone"] as const;
const sameText = (a: string | null, b: string | null, field: string) =>
  field === "department" ? (a ?? "").toLowerCase() === (b ?? "").toLowerCase() : (a ?? "") === (b ?? "");
const nameOf = (v: PlannedValues, email: string) => [v.firstName, v.lastName].filter(Boolean).join(" ") || email;

export function planDirectorySync(input: {
  provider: DirectoryProviderId;
  people: DirectoryPerson[];
  members: CurrentMember[];
  departments: string[];
  /** Addresses that belong to users of another company (a user belongs to one company). */
  takenEmails: Set<string>;
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
  const plan: DirectoryPlan = {
    provider,
    created: [],
    updated: [],
    deactivated: [],
    newDepartments: [],
    unchanged: 0,
    skipped: [],
    unknownOffices: [],
  };
  const seen = new Set<string>();
  const seenEmails = new Set<string>();

  for (const person of input.people) {
    const email = person.email.trim().toLowerCase();
    if (seen.has(person.externalId) || seenEmails.has(email)) {
      plan.skipped.push({ email, reason: "Listed twice by the directory" });
      continue;
    }
    seen.add(person.externalId);
    seenEmails.add(email);
    const values = plannedValues(person, offices);
    const officeName = clean(person.office, LIMITS.office);
    if (person.active && officeName && !values.officeId) {
      const known = unknownOffices.get(officeName.toLowerCase()) ?? { name: officeName, people: 0 };
      known.people++;
      unknownOffices.set(officeName.toLowerCase(), known);
    }
    const member = byExternal.get(person.externalId) ?? byEmail.get(email);
    if (member && member.externalId && member.provider === provider && member.externalId !== person.externalId) {
      plan.skipped.push({ email, reason: "This address belongs to another person of the directory" });
      continue;
    }
    if (!member) {
      if (!person.active) continue;
      if (input.takenEmails.has(email)) {
        plan.skipped.push({ email, reason: "This address belongs to a member of another company" });
        continue;
      }
      plan.created.push({
        externalId: person.externalId,
        email,
        name: nameOf(values, email),
        userId: null,
        changes: [],
        values,
        link: true,
        reactivate: false,
      });
      if (values.department && !knownDepartments.has(values.department.toLowerCase()))
        newDepartments.set(values.department.toLowerCase(), values.department);
      continue;
    }
    const entry = { externalId: person.externalId, email, name: nameOf(values, email), userId: member.userId, values };
    if (!person.active) {
      if (!member.deactivated)
        plan.deactivated.push({
          ...entry,
          changes: [{ field: "status", before: "active", after: "deactivated" }],
          link: member.externalId !== person.externalId,
          reactivate: false,
        });
      else plan.unchanged++;
      continue;
    }
    const changes: FieldChange[] = FIELDS.filter((f) => !sameText(member[f], values[f], f)).map((f) => ({
      field: f,
      before: member[f],
      after: values[f],
    }));
    if (values.officeId !== undefined && (values.officeId ?? null) !== member.officeId)
      changes.push({ field: "office", before: member.office, after: values.office ?? null });
    if (member.email.toLowerCase() !== email) changes.push({ field: "email", before: member.email, after: email });
    const link = member.externalId !== person.externalId || member.provider !== provider;
    if (link) changes.push({ field: "source", before: null, after: provider });
    if (member.deactivated) changes.push({ field: "status", before: "deactivated", after: "active" });
    if (changes.length === 0) {
      plan.unchanged++;
      continue;
    }
    plan.updated.push({ ...entry, changes, link, reactivate: member.deactivated });
    if (values.department && !knownDepartments.has(values.department.toLowerCase()))
      newDepartments.set(values.department.toLowerCase(), values.department);
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
