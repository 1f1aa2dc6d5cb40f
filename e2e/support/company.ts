// A company of a spec's own on the shared server, for specs that change what a whole company
// sees (its domain, its single sign-on, its directory): signed up through the API with an
// admin and a member at `domain`, the member joining by the emailed invitation.
import { expect, request as newRequest } from "@playwright/test";
import { invitationTokenIn, emailTo } from "./outbox";

export type CompanyLogin = { email: string; password: string };

/** A domain no other spec or run uses: `<prefix>-<time>-<process>.test`. */
export const uniqueDomain = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${process.pid}.test`;

const PASSWORD = "Company-pass-1";

async function signUp(baseURL: string, data: Record<string, unknown>) {
  const context = await newRequest.newContext({ baseURL });
  const res = await context.post("/api/session/sign-up", {
    data: { password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return context;
}

/**
 * Signs up `admin@<domain>` with a new company named `name`, and `member@<domain>` into it by
 * invitation; names are the demo's (Alex Morgan, Morgan Member).
 */
export async function createCompany(baseURL: string, name: string, domain: string) {
  const admin: CompanyLogin = { email: `admin@${domain}`, password: PASSWORD };
  const member: CompanyLogin = { email: `member@${domain}`, password: PASSWORD };
  const adminRequest = await signUp(baseURL, { email: admin.email, first_name: "Alex", last_name: "Morgan", company_name: name });
  const invited = await adminRequest.post("/api/invitations", { data: { email: member.email, role: "user" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitationId = ((await invited.json()) as { invitation: { id: string } }).invitation.id;
  const token = invitationTokenIn(await emailTo(adminRequest, member.email));
  await adminRequest.dispose();
  const memberRequest = await signUp(baseURL, {
    email: member.email,
    first_name: "Morgan",
    last_name: "Member",
    invitation_id: invitationId,
    invitation_token: token,
  });
  await memberRequest.dispose();
  return { admin, member };
}
