// Small factories: real users with real passwords, signed in through the real API.
import type { Role } from "../../shared/permissions";
import type { TestContext } from "./test-app";
import { accounts, accountUsers, profiles, users } from "../db/schema";
import { eq } from "drizzle-orm";
import { forgetAccount, forgetUser } from "../auth/session-cache";
import { forgetReads } from "../lib/read-cache";

let counter = 0;
export const TEST_PASSWORD = "Test-password-1";

export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function signUpUser(ctx: TestContext, options: { company?: string; email?: string; first?: string; last?: string } = {}) {
  const client = ctx.client();
  const email = options.email ?? uniqueEmail();
  const res = await client.post("/api/session/sign-up", {
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    first_name: options.first ?? "Test",
    last_name: options.last ?? "User",
    company_name: options.company,
    acceptTerms: true,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const me = await client.get("/api/me");
  return { client, email, userId: me.json.user.id as string, accountId: (me.json.membership?.accountId ?? null) as string | null };
}

// A company with an admin; more members are added with `addMember`.
export async function createCompany(ctx: TestContext, name = "Company") {
  const admin = await signUpUser(ctx, { company: `${name} ${++counter}` });
  return { accountId: admin.accountId!, admin };
}

export async function addMember(ctx: TestContext, accountId: string, role: Role = "user") {
  const member = await signUpUser(ctx);
  await ctx.deps.db.insert(accountUsers).values({ userId: member.userId, accountId, role });
  // A direct write past the services: the answers kept for this user (their /api/me) go.
  forgetUser(ctx.deps.db, member.userId);
  return member;
}

export async function setAccountStatus(ctx: TestContext, accountId: string, status: "active" | "pending_activation" | "suspended") {
  await ctx.deps.db.update(accounts).set({ status }).where(eq(accounts.id, accountId));
  // A direct write past the services: the session cache forgets the account, as setStatus does.
  forgetAccount(ctx.deps.db, accountId);
  // And the read cache, as every write through the API does (app.ts).
  forgetReads(ctx.deps.db);
}

/**
 * A member who never signed in and has no password (as a directory sync adds them): no auth
 * account. Also the way to add a person on a domain a company verified: sign-up refuses such an
 * address to anyone without that company's invitation.
 */
export async function addMemberWithoutPassword(
  ctx: TestContext,
  accountId: string,
  options: { email?: string; first?: string; last?: string } = {},
) {
  const email = options.email ?? uniqueEmail("synced");
  const [firstName, lastName] = [options.first ?? "Synced", options.last ?? "Person"];
  const userId = `nopw-${crypto.randomUUID()}`;
  await ctx.deps.db.insert(users).values({ id: userId, name: `${firstName} ${lastName}`, email, emailVerified: false });
  await ctx.deps.db.insert(profiles).values({ id: userId, email, firstName, lastName });
  await ctx.deps.db.insert(accountUsers).values({ userId, accountId, role: "user" });
  return { userId, email };
}

/** Invites the synced member to sign in and accepts through the emailed link: their client, signed in. */
export async function acceptSignInInvitation(
  ctx: TestContext,
  admin: { client: ReturnType<TestContext["client"]> },
  userId: string,
  email: string,
) {
  const invited = await admin.client.post(`/api/team/members/${userId}/sign-in-invitation`);
  if (invited.status !== 200) throw new Error(`the sign-in invitation answered ${invited.status}: ${invited.text}`);
  const mail = await ctx.smtp!.waitFor(email);
  const link = new URL(/(http:\/\/localhost:3999\/auth\?invitation=[^\s]+)/.exec(mail.text)![1]);
  const client = ctx.client();
  const signedUp = await client.post("/api/session/sign-up", {
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    first_name: "Typed",
    last_name: "Name",
    acceptTerms: true,
    invitation_id: link.searchParams.get("invitation"),
    invitation_token: link.searchParams.get("token"),
  });
  return { invited, signedUp, client, link };
}
