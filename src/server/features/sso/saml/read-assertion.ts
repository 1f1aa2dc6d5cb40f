// What we read from a verified assertion (node-saml's profile: its attributes, and the
// signed assertion as xml2js parsed it, prefixes stripped): its id, issuer, the bearer
// subject confirmation, the email and name, and until when it may be accepted.
import type { Profile } from "@node-saml/node-saml";
import { MAX_ASSERTION_AGE_MS, NAME_ID_EMAIL } from "./saml-client";

type Node = { $?: Record<string, string>; _?: string } & { [child: string]: Node[] | Record<string, string> | string | undefined };

export type AssertionFacts = {
  id: string | null;
  issuer: string | null;
  bearerConfirmation: { recipient: string | null; notOnOrAfter: number | null; inResponseTo: string | null } | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The earliest of the NotOnOrAfter times and the issue instant plus the largest age taken. */
  acceptedUntil: number;
};

const BEARER = "urn:oasis:names:tc:SAML:2.0:cm:bearer";
const EMAIL_ATTRIBUTES = [
  "email",
  "mail",
  "emailAddress",
  "urn:oid:0.9.2342.19200300.100.1.3",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
];
const NAME_ATTRIBUTES = [
  "displayName",
  "name",
  "urn:oid:2.16.840.1.113730.3.1.241",
  "http://schemas.microsoft.com/identity/claims/displayname",
];
const GIVEN_NAME_ATTRIBUTES = [
  "givenName",
  "firstName",
  "urn:oid:2.5.4.42",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
];
const SURNAME_ATTRIBUTES = [
  "sn",
  "surname",
  "lastName",
  "urn:oid:2.5.4.4",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname",
];
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const children = (node: Node | undefined, name: string): Node[] => {
  const value = node?.[name];
  return Array.isArray(value) ? value : [];
};
const time = (text: string | undefined) => (text ? Date.parse(text) : NaN);

export function readAssertion(profile: Profile): AssertionFacts {
  const assertion = ((profile.getAssertion?.() ?? {}) as { Assertion?: Node }).Assertion;
  const issuer = children(assertion, "Issuer")[0]?._?.trim() ?? null;
  const confirmationData = children(children(assertion, "Subject")[0], "SubjectConfirmation")
    .filter((c) => c.$?.Method === BEARER)
    .map((c) => children(c, "SubjectConfirmationData")[0]?.$ ?? {});
  const data = confirmationData[0];
  const conditions = children(assertion, "Conditions")[0]?.$ ?? {};

  const limits = [time(conditions.NotOnOrAfter), time(data?.NotOnOrAfter), time(assertion?.$?.IssueInstant) + MAX_ASSERTION_AGE_MS].filter(
    (t) => Number.isFinite(t),
  );

  return {
    id: assertion?.$?.ID ?? null,
    issuer,
    bearerConfirmation: data
      ? {
          recipient: data.Recipient ?? null,
          notOnOrAfter: Number.isFinite(time(data.NotOnOrAfter)) ? time(data.NotOnOrAfter) : null,
          inResponseTo: data.InResponseTo || null,
        }
      : null,
    email: emailOf(profile),
    ...namesOf(profile),
    acceptedUntil: limits.length ? Math.min(...limits) : Date.now(),
  };
}

/** The first value of the first attribute present among `names`, trimmed. */
function attribute(profile: Profile, names: string[]): string | null {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  for (const name of names) {
    const value = attributes[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string" && first.trim()) return first.trim();
  }
  return null;
}

function emailOf(profile: Profile): string | null {
  const nameId = profile.nameID?.trim() ?? "";
  const fromNameId = profile.nameIDFormat === NAME_ID_EMAIL && EMAIL_SHAPE.test(nameId) ? nameId : null;
  const fromAttribute = attribute(profile, EMAIL_ATTRIBUTES);
  const email =
    fromNameId ?? (fromAttribute && EMAIL_SHAPE.test(fromAttribute) ? fromAttribute : null) ?? (EMAIL_SHAPE.test(nameId) ? nameId : null);
  return email ? email.toLowerCase() : null;
}

/** Given name and surname when the IdP sends them, else a display name split at its first space. */
function namesOf(profile: Profile): { firstName: string | null; lastName: string | null } {
  const firstName = attribute(profile, GIVEN_NAME_ATTRIBUTES);
  const lastName = attribute(profile, SURNAME_ATTRIBUTES);
  if (firstName || lastName) return { firstName, lastName };
  const full = attribute(profile, NAME_ATTRIBUTES);
  if (!full || EMAIL_SHAPE.test(full)) return { firstName: null, lastName: null };
  const [first, ...rest] = full.split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") || null };
}
