// A domain a company verified is that company's: a stranger can't sign up an address of it
// (which would take the address from the real person's single sign-on, invitation or
// provisioning), another company can't invite it nor give it a password, and the verifying
// company's own invitation still brings its people in.
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMemberWithoutPassword, createCompany, TEST_PASSWORD } from "../../test/factories";
import { users } from "../../db/schema";
import { addVerifiedDomain, fakeDns, uniqueDomain } from "./sso-test-helpers";

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  first_name: "New",
  last_name: "Hire",
  acceptTerms: true,
  ...extra,
});

const userCount = async (ctx: TestContext, email: string) => (await ctx.deps.db.select().from(users).where(eq(users.email, email))).length;

/**
 * Acme with a verified domain. The domain is Acme's whether or not it requires single sign-on
 * (turning that on needs a provider that passed a test sign-in, which these tests don't need).
 */
async function acmeWithDomain(ctx: TestContext) {
  const acme = await createCompany(ctx, "Acme");
  fakeDns(ctx);
  const domain = uniqueDomain();
  await addVerifiedDomain(ctx, acme.admin.client, domain);
  return { ...acme, domain };
}

describeEachDatabase(
  "verified domains and password users",
  (ctx) => {
    it("sign-up refuses an address on a verified domain, naming the field, with or without a new company", async () => {
      const { domain } = await acmeWithDomain(ctx());
      const email = `newhire@${domain}`;
      for (const extra of [{ company_name: "Squatter Ltd" }, {}]) {
        const res = await ctx().client().post("/api/session/sign-up", signUpBody(email, extra));
        expect(res.status).toBe(409);
        expect(res.json.error.code).toBe("domain_claimed");
        expect(res.json.error.fields.email).toBe(
          `${domain} is a verified domain of a company on Signet: sign in with single sign-on, or ask that company's admin for an invitation.`,
        );
      }
      expect(await userCount(ctx(), email)).toBe(0);
      // Another domain is not affected.
      expect(
        (
          await ctx()
            .client()
            .post("/api/session/sign-up", signUpBody(`newhire@${uniqueDomain()}`))
        ).status,
      ).toBe(201);
    });

    it("another company can't invite the address (alone or in a list), nor give one of its members a password for it", async () => {
      const { domain } = await acmeWithDomain(ctx());
      const other = await createCompany(ctx(), "Other");
      const email = `newhire@${domain}`;
      const invited = await other.admin.client.post("/api/invitations", { email, role: "user" });
      expect(invited.status).toBe(409);
      expect(invited.json.error).toMatchObject({ code: "domain_claimed", fields: { email: expect.stringContaining(domain) } });
      const preview = await other.admin.client.post("/api/invitations/preview", { source: "list", text: email });
      expect(preview.status).toBe(200);
      expect(preview.json.rows[0]).toMatchObject({ status: "invalid", reason: expect.stringContaining(domain), row: null });

      // A member the other company had before Acme verified (a synced person with no password).
      const synced = await addMemberWithoutPassword(ctx(), other.accountId);
      await ctx()
        .deps.db.update(users)
        .set({ email: `synced-${Date.now()}@${domain}` })
        .where(eq(users.id, synced.userId));
      const signIn = await other.admin.client.post(`/api/team/members/${synced.userId}/sign-in-invitation`);
      expect(signIn.status).toBe(409);
      expect(signIn.json.error.code).toBe("domain_claimed");
    });

    it("the verifying company's own invitation still lets its person sign up", async () => {
      const { domain, admin } = await acmeWithDomain(ctx());
      const email = `invited-${Date.now()}@${domain}`;
      const res = await admin.client.post("/api/invitations", { email, role: "user" });
      expect(res.status).toBe(201);
      const mail = await ctx().smtp!.waitFor(email);
      const link = new URL(/(http:\/\/localhost:3999\/auth\?invitation=[^\s]+)/.exec(mail.text)![1]);
      const signedUp = await ctx()
        .client()
        .post(
          "/api/session/sign-up",
          signUpBody(email, { invitation_id: link.searchParams.get("invitation"), invitation_token: link.searchParams.get("token") }),
        );
      expect(signedUp.status).toBe(201);
      expect(await userCount(ctx(), email)).toBe(1);
    });
  },
  {},
  { smtp: true },
);
