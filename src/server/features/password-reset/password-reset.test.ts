import { VALIDATION_MESSAGES } from "../../../shared/fields/fields";
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { signUpUser, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { outgoingEmails, passwordResets, sessions, users } from "../../db/schema";
import { deliverPasswordReset } from "./request-password-reset";
import { AUTH_ERROR_MESSAGES } from "../../../shared/auth/error-catalogue";

const NEW_PASSWORD = "Brand-new-pass-2";

async function requestCode(ctx: TestContext, email: string) {
  const before = ctx.smtp!.received(email).length;
  const res = await ctx.client().post("/api/session/send-otp", { email });
  expect(res.status).toBe(200);
  const mail = await ctx.smtp!.waitFor(email, () => ctx.smtp!.received(email).length > before);
  const code = /verification code is: (\d{6})/.exec(mail.text)?.[1];
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!code || !token) throw new Error(`no code or link in the email:\n${mail.text}`);
  return { code, token, mail };
}

const verify = (ctx: TestContext, body: Record<string, unknown>) => ctx.client().post("/api/session/verify-otp-reset-password", body);
const signIn = (ctx: TestContext, email: string, password: string) => ctx.client().post("/api/session/sign-in", { email, password });

async function userIdOf(ctx: TestContext, email: string) {
  const [user] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user.id;
}

describeEachDatabase(
  "password reset by code and by link",
  (ctx) => {
    it("emails a 6-digit code that resets the password once; the old password stops working", async () => {
      const { email } = await signUpUser(ctx());
      const { code, mail } = await requestCode(ctx(), email);
      expect(mail.subject).toBe("Your Signet password reset code");
      const codes = await ctx()
        .deps.db.select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, await userIdOf(ctx(), email)));
      const stored = codes.find((r) => r.kind === "code")!;
      expect(stored.secretHash).not.toContain(code);
      expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);

      const res = await verify(ctx(), { email: email.toUpperCase(), code, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect((await signIn(ctx(), email, TEST_PASSWORD)).status).toBe(401);
      expect((await signIn(ctx(), email, NEW_PASSWORD)).status).toBe(200);

      const again = await verify(ctx(), { email, code, newPassword: "Another-pass-3" });
      expect(again.status).toBe(400);
      expect(again.json.error).toMatchObject({ code: "otp_already_used", message: AUTH_ERROR_MESSAGES.otp_already_used });
    });

    it("answers an unknown email exactly like a registered one, and sends nothing", async () => {
      const { email } = await signUpUser(ctx());
      const unknown = uniqueEmail("nobody");
      const stranger = await ctx().client().post("/api/session/send-otp", { email: unknown });
      const known = await ctx().client().post("/api/session/send-otp", { email });
      expect(stranger.status).toBe(known.status);
      expect(stranger.text).toBe(known.text);
      // The route delivers after answering; the same delivery, awaited, is the event to wait for.
      await ctx().smtp!.waitFor(email);
      expect(await deliverPasswordReset(ctx().deps, unknown)).toBe(false);
      expect(ctx().smtp!.received(unknown)).toHaveLength(0);
      expect(await ctx().deps.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, unknown))).toEqual([]);
      const guess = await verify(ctx(), { email: unknown, code: "123456", newPassword: NEW_PASSWORD });
      expect(guess.status).toBe(400);
      expect(guess.json.error.code).toBe("otp_invalid");
    });

    it("lets exactly one of two concurrent submissions of the same code through", async () => {
      const { email } = await signUpUser(ctx());
      const { code } = await requestCode(ctx(), email);
      const results = await Promise.all([
        verify(ctx(), { email, code, newPassword: "Racer-one-pass-1" }),
        verify(ctx(), { email, code, newPassword: "Racer-two-pass-2" }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)!.json.error.code).toBe("otp_already_used");
      const winner = results[0].status === 200 ? "Racer-one-pass-1" : "Racer-two-pass-2";
      expect((await signIn(ctx(), email, winner)).status).toBe(200);
    });

    it("refuses an expired code", async () => {
      const { email } = await signUpUser(ctx());
      const { code } = await requestCode(ctx(), email);
      const userId = await userIdOf(ctx(), email);
      await ctx()
        .deps.db.update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, userId));
      const res = await verify(ctx(), { email, code, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: "otp_expired", message: AUTH_ERROR_MESSAGES.otp_expired });
      expect((await signIn(ctx(), email, TEST_PASSWORD)).status).toBe(200);
    });

    it("kills a code after 5 wrong tries, even for the right code afterwards", async () => {
      const { email } = await signUpUser(ctx());
      const { code } = await requestCode(ctx(), email);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) {
        const res = await verify(ctx(), { email, code: wrong, newPassword: NEW_PASSWORD });
        expect(res.status).toBe(400);
        expect(res.json.error).toMatchObject({ code: "otp_invalid", fields: { code: AUTH_ERROR_MESSAGES.otp_invalid } });
      }
      const right = await verify(ctx(), { email, code, newPassword: NEW_PASSWORD });
      expect(right.status).toBe(429);
      expect(right.json.error.code).toBe("too_many_requests");
      expect((await signIn(ctx(), email, TEST_PASSWORD)).status).toBe(200);
    });

    it("makes an earlier code worthless once a new one is sent", async () => {
      const { email } = await signUpUser(ctx());
      const first = await requestCode(ctx(), email);
      const second = await requestCode(ctx(), email);
      if (first.code !== second.code) {
        expect((await verify(ctx(), { email, code: first.code, newPassword: NEW_PASSWORD })).json.error.code).toBe("otp_invalid");
      }
      expect((await verify(ctx(), { email, code: second.code, newPassword: NEW_PASSWORD })).status).toBe(200);
    });

    it("caps the codes sent per account per hour with 429", async () => {
      const { email } = await signUpUser(ctx());
      for (let i = 0; i < 5; i++) expect((await ctx().client().post("/api/session/send-otp", { email })).status).toBe(200);
      const sixth = await ctx().client().post("/api/session/send-otp", { email });
      expect(sixth.status).toBe(429);
      expect(sixth.json.error).toEqual({ code: "too_many_requests", message: AUTH_ERROR_MESSAGES.too_many_requests });
      expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("refuses the current password as the new one, without using up the code", async () => {
      const { email } = await signUpUser(ctx());
      const { code } = await requestCode(ctx(), email);
      const same = await verify(ctx(), { email, code, newPassword: TEST_PASSWORD });
      expect(same.status).toBe(400);
      expect(same.json.error).toMatchObject({ code: "same_password", fields: { newPassword: AUTH_ERROR_MESSAGES.same_password } });
      expect((await verify(ctx(), { email, code, newPassword: NEW_PASSWORD })).status).toBe(200);
    });

    it("revokes every session of the user after a reset", async () => {
      const { email, client } = await signUpUser(ctx());
      const other = ctx().client();
      expect((await other.post("/api/session/sign-in", { email, password: TEST_PASSWORD })).status).toBe(200);
      const { code } = await requestCode(ctx(), email);
      expect((await verify(ctx(), { email, code, newPassword: NEW_PASSWORD })).status).toBe(200);
      expect((await client.get("/api/me")).status).toBe(401);
      expect((await other.get("/api/me")).status).toBe(401);
      const userId = await userIdOf(ctx(), email);
      expect(await ctx().deps.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    });

    it("refuses one of the most common passwords by code, and the code still works for a better one", async () => {
      const { email } = await signUpUser(ctx());
      const { code } = await requestCode(ctx(), email);
      const common = await verify(ctx(), { email, code, newPassword: "Password1" });
      expect(common.status).toBe(400);
      expect(common.json.error).toMatchObject({ code: "common_password", fields: { newPassword: VALIDATION_MESSAGES.passwordCommon } });
      expect((await signIn(ctx(), email, "Password1")).status).toBe(401);
      expect((await verify(ctx(), { email, code, newPassword: NEW_PASSWORD })).status).toBe(200);
    });

    it("resets by the emailed link, once, and revokes sessions", async () => {
      const { email, client } = await signUpUser(ctx());
      const { token, mail } = await requestCode(ctx(), email);
      expect(mail.text).toContain(`http://localhost:3999/auth?mode=reset-password&token=${token}`);
      const same = await ctx().client().post("/api/session/reset-password", { token, newPassword: TEST_PASSWORD });
      expect(same.json.error.code).toBe("same_password");
      const weak = await ctx().client().post("/api/session/reset-password", { token, newPassword: "alllowercase1" });
      expect(weak.status).toBe(400);
      expect(weak.json.error.fields.newPassword).toBe("Password must contain at least one uppercase letter");
      const common = await ctx().client().post("/api/session/reset-password", { token, newPassword: "Password1" });
      expect(common.status).toBe(400);
      expect(common.json.error).toMatchObject({ code: "common_password", fields: { newPassword: VALIDATION_MESSAGES.passwordCommon } });

      const res = await ctx().client().post("/api/session/reset-password", { token, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect((await client.get("/api/me")).status).toBe(401);
      expect((await signIn(ctx(), email, NEW_PASSWORD)).status).toBe(200);
      const reuse = await ctx().client().post("/api/session/reset-password", { token, newPassword: "Another-pass-3" });
      expect(reuse.status).toBe(400);
      expect(reuse.json.error).toMatchObject({ code: "invalid_token", message: AUTH_ERROR_MESSAGES.invalid_token });
    });

    it("refuses an unknown or expired link token", async () => {
      const unknown = await ctx().client().post("/api/session/reset-password", { token: "not-a-real-token", newPassword: NEW_PASSWORD });
      expect(unknown.json.error.code).toBe("invalid_token");
      const { email } = await signUpUser(ctx());
      const { token } = await requestCode(ctx(), email);
      await ctx()
        .deps.db.update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, await userIdOf(ctx(), email)));
      const expired = await ctx().client().post("/api/session/reset-password", { token, newPassword: NEW_PASSWORD });
      expect(expired.json.error.code).toBe("invalid_token");
    });

    it("uses the code up when the link is used, and the other way round", async () => {
      const { email } = await signUpUser(ctx());
      const { code, token } = await requestCode(ctx(), email);
      expect((await ctx().client().post("/api/session/reset-password", { token, newPassword: NEW_PASSWORD })).status).toBe(200);
      expect((await verify(ctx(), { email, code, newPassword: "Another-pass-3" })).status).toBe(400);
    });
  },
  {},
  { smtp: true },
);
