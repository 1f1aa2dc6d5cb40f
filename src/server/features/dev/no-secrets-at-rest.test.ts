// Decision 007: outgoing_emails never holds a reset code, a reset link or an invitation link.
import { expect, it } from "vitest";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { createCompany, signUpUser, uniqueEmail } from "../../test/factories";
import { outgoingEmails } from "../../db/schema";
import { findOutbox } from "./find-outbox";

async function everyStoredEmail(ctx: TestContext) {
  return JSON.stringify(await ctx.deps.db.select().from(outgoingEmails));
}

async function resetAndInvite(ctx: TestContext) {
  const { email } = await signUpUser(ctx);
  expect((await ctx.client().post("/api/session/send-otp", { email })).status).toBe(200);
  const { admin } = await createCompany(ctx);
  const invited = uniqueEmail("invited");
  expect((await admin.client.post("/api/invitations", { email: invited, role: "user" })).status).toBe(201);
  return { email, invited };
}

describeEachDatabase(
  "no secrets at rest in outgoing_emails (SMTP)",
  (ctx) => {
    it("stores reset and invitation emails with code, token and link redacted; SMTP gets them", async () => {
      const { email, invited } = await resetAndInvite(ctx());
      const reset = await ctx().smtp!.waitFor(email, () => ctx().smtp!.received(email).length > 0);
      const invitation = await ctx().smtp!.waitFor(invited, () => ctx().smtp!.received(invited).length > 0);
      const code = /verification code is: (\d{6})/.exec(reset.text)?.[1];
      const token = /token=([A-Za-z0-9_-]+)/.exec(reset.text)?.[1];
      const invitationId = /invitation=([0-9a-f-]{36})/.exec(invitation.text)?.[1];
      expect(code && token && invitationId).toBeTruthy();
      const stored = await everyStoredEmail(ctx());
      for (const secret of [code!, token!, invitationId!]) expect(stored).not.toContain(secret);
      expect(stored).toContain("[redacted]");
    });
  },
  {},
  { smtp: true },
);

describeEachDatabase("no secrets at rest in outgoing_emails (dev outbox)", (ctx) => {
  it("stores redacted bodies; the dev outbox of this process still shows the real code and link", async () => {
    const { email, invited } = await resetAndInvite(ctx());
    const outbox = await findOutbox(ctx().deps.db);
    const reset = outbox.find((row) => row.toAddress === email)!;
    const invitation = outbox.find((row) => row.toAddress === invited)!;
    const code = /verification code is: (\d{6})/.exec(reset.textBody)?.[1];
    const token = /token=([A-Za-z0-9_-]+)/.exec(reset.textBody)?.[1];
    const invitationId = /invitation=([0-9a-f-]{36})/.exec(invitation.textBody)?.[1];
    expect(code && token && invitationId).toBeTruthy();
    const stored = await everyStoredEmail(ctx());
    for (const secret of [code!, token!, invitationId!]) expect(stored).not.toContain(secret);
  });
});
