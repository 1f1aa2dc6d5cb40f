// A company of a spec's own on the shared server, for specs that change what a whole company
// sees (its domain, its single sign-on, its directory): signed up through the API with an
// admin and a member at `domain`, the member joining by the emailed invitation.
import { expect, request as newRequest } from "@playwright/test";
import { invitationTokenIn, emailTo } from "./outbox";

export type CompanyLogin = { email: string; password: string };

/** A domain no other spec or run uses: `<prefix>-<time>-<process>.test`. */
export const uniqueDomain = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${process.pid}.test`;

const PASSWORD = "Company-pass-1";

/** The demo company's offices, for a company that stands in for it. */
export const DEMO_OFFICES = ["San Francisco HQ", "London Office"];

async function signUp(baseURL: string, data: Record<string, unknown>) {
  const context = await newRequest.newContext({ baseURL });
  const res = await context.post("/api/session/sign-up", {
    data: { password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return context;
}

type Person = { first: string; last: string };

/**
 * Signs up `admin@<domain>` with a new company named `name`, and each of `members` (by the part
 * before the @) into it by invitation. Names: the admin is Alex Morgan, members as given or
 * Morgan Member. `offices`: the names of offices the admin adds.
 */
export async function createCompany(
  baseURL: string,
  name: string,
  domain: string,
  members: Record<string, Person> = { member: { first: "Morgan", last: "Member" } },
  offices: string[] = [],
) {
  const admin: CompanyLogin = { email: `admin@${domain}`, password: PASSWORD };
  const adminRequest = await signUp(baseURL, { email: admin.email, first_name: "Alex", last_name: "Morgan", company_name: name });
  for (const locationName of offices) {
    const office = await adminRequest.post("/api/offices", { data: { locationName } });
    expect(office.status(), await office.text()).toBe(201);
  }
  const logins: Record<string, CompanyLogin> = {};
  for (const [local, person] of Object.entries(members)) {
    const email = `${local}@${domain}`;
    const invited = await adminRequest.post("/api/invitations", { data: { email, role: "user" } });
    expect(invited.status(), await invited.text()).toBe(201);
    const invitationId = ((await invited.json()) as { invitation: { id: string } }).invitation.id;
    const token = invitationTokenIn(await emailTo(adminRequest, email));
    const memberRequest = await signUp(baseURL, {
      email,
      first_name: person.first,
      last_name: person.last,
      invitation_id: invitationId,
      invitation_token: token,
    });
    await memberRequest.dispose();
    logins[local] = { email, password: PASSWORD };
  }
  await adminRequest.dispose();
  return { admin, member: logins.member, logins };
}
