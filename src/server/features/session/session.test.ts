import { VALIDATION_MESSAGES } from "../../../shared/fields/fields";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { signUpUser, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { accountUsers, companyTemplates, profiles, users } from "../../db/schema";

describeEachDatabase("sign-up, sign-in, sign-out and /api/me", (ctx) => {
  it("sign-up with a company creates the account and makes the user its admin", async () => {
    const { client, userId } = await signUpUser(ctx(), { company: "Globex & Co.", first: "Hank", last: "Scorpio" });
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.profile).toMatchObject({ id: userId, firstName: "Hank", lastName: "Scorpio" });
    expect(me.json.membership.role).toBe("admin");
    expect(me.json.account).toMatchObject({ name: "Globex & Co.", status: "active" });
    const templates = await ctx().deps.db.select().from(companyTemplates).where(eq(companyTemplates.accountId, me.json.account.id));
    expect(templates.filter((t) => t.isDefault)).toHaveLength(1);
  });

  it("sign-up without a company leaves the user without an account", async () => {
    const { client, userId } = await signUpUser(ctx());
    const me = await client.get("/api/me");
    expect(me.json.membership).toBeNull();
    expect(me.json.account).toBeNull();
    expect(await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, userId))).toHaveLength(0);
    expect(await ctx().deps.db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(1);
  });

  it("sets the session in an httpOnly, SameSite=Lax cookie", async () => {
    const res = await ctx()
      .client()
      .post("/api/session/sign-up", { email: uniqueEmail(), password: TEST_PASSWORD, first_name: "A", last_name: "B", acceptTerms: true });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses one of the 10,000 most common passwords whatever its case, naming the field", async () => {
    for (const password of ["Password1", "PASSword123", "Iloveyou1"]) {
      const email = uniqueEmail("common");
      const res = await ctx().client().post("/api/session/sign-up", {
        email,
        password,
        confirmPassword: password,
        first_name: "Com",
        last_name: "Mon",
        acceptTerms: true,
      });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: "common_password", fields: { password: VALIDATION_MESSAGES.passwordCommon } });
      expect(await ctx().deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it("refuses an email that is already registered, naming the field", async () => {
    const { email } = await signUpUser(ctx());
    const res = await ctx()
      .client()
      .post("/api/session/sign-up", { email, password: TEST_PASSWORD, first_name: "A", last_name: "B", acceptTerms: true });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.error.code).toBe("email_already_in_use");
    expect(res.json.error.fields.email).toBeTruthy();
  });

  it("rejects bad sign-up input with 400 and a message per field", async () => {
    const res = await ctx()
      .client()
      .post("/api/session/sign-up", { email: "not-an-email", password: "short", first_name: "", last_name: "B<>", acceptTerms: false });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      email: "Please enter a valid email address (e.g., name@example.com)",
      password: "Password must be at least 8 characters long",
      first_name: "This field is required",
    });
    expect(res.json.error.fields.acceptTerms).toBe("You must accept the terms and conditions to continue");
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const res = await ctx().client().request("POST", "/api/session/sign-in", "{not json", { "content-type": "application/json" });
    expect(res.status).toBe(400);
  });

  it("signs in with the right password and gives the same answer for a wrong password and an unknown email", async () => {
    const { email } = await signUpUser(ctx());
    const ok = await ctx().client().post("/api/session/sign-in", { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    const wrong = await ctx().client().post("/api/session/sign-in", { email, password: "Wrong-password-1" });
    const unknown = await ctx()
      .client()
      .post("/api/session/sign-in", { email: uniqueEmail("nobody"), password: "Wrong-password-1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error.message).toMatch(/^The email or password you entered is incorrect/);
  });

  it("sign-out revokes the session on the server: the old cookie no longer works", async () => {
    const { client } = await signUpUser(ctx());
    const oldCookie = client.cookieHeader();
    expect((await client.post("/api/session/sign-out")).status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);
    const replay = await ctx().client().get("/api/me", { cookie: oldCookie });
    expect(replay.status).toBe(401);
  });

  it("answers 401 to /api/me without a session", async () => {
    const res = await ctx().client().get("/api/me");
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("unauthorized");
  });

  it("refuses a state-changing request from another origin", async () => {
    const res = await ctx()
      .client()
      .post(
        "/api/contact",
        { name: "A", email: "a@example.com", subject: "Hi", message: "Hello there, friends" },
        { origin: "https://evil.example" },
      );
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("csrf_rejected");
  });
});

describe("better-auth's own sign-up route", () => {
  describeEachDatabase("is closed", (ctx) => {
    it("answers 404 so that every sign-up goes through the shared validation", async () => {
      const res = await ctx().client().post("/api/auth/sign-up/email", { email: uniqueEmail(), password: "x", name: "<b>x</b>" });
      expect(res.status).toBe(404);
    });
  });
});
