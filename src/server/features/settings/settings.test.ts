import { VALIDATION_MESSAGES } from "../../../shared/fields/fields";
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, signUpUser, TEST_PASSWORD } from "../../test/factories";
import { accountUsers, profiles, sessions, userCampaignSelections, userSignatures, users, campaigns } from "../../db/schema";
import { SETTINGS_MESSAGES } from "../../../shared/settings/settings-schema";

const NEW_PASSWORD = "Brand-new-pass-2";
const CHROME_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

async function signInAgain(ctx: TestContext, email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) {
  const client = ctx.client();
  const res = await client.post("/api/session/sign-in", { email, password }, headers);
  return { client, status: res.status };
}

describeEachDatabase("account settings: password, sessions, delete own user", (ctx) => {
  it("changes the password with the current one; the old password stops working and other sessions end", async () => {
    const { admin } = await createCompany(ctx());
    const other = await signInAgain(ctx(), admin.email);
    const res = await admin.client.post("/api/account-settings/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect((await admin.client.get("/api/me")).status).toBe(200); // this device keeps working with its new cookie
    expect((await other.client.get("/api/me")).status).toBe(401);
    expect((await signInAgain(ctx(), admin.email)).status).toBe(401);
    expect((await signInAgain(ctx(), admin.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("applies the sign-up password rules and names each field", async () => {
    const { admin } = await createCompany(ctx());
    const post = (body: object) => admin.client.post("/api/account-settings/password", body);
    const weak = await post({ currentPassword: TEST_PASSWORD, newPassword: "short", confirmPassword: "short" });
    expect(weak.status).toBe(400);
    expect(weak.json.error.fields.newPassword).toBe("Password must be at least 8 characters long");
    expect(
      (await post({ currentPassword: TEST_PASSWORD, newPassword: "alllowercase1", confirmPassword: "alllowercase1" })).json.error.fields
        .newPassword,
    ).toBe("Password must contain at least one uppercase letter");
    const mismatch = await post({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "Other-pass-3" });
    expect(mismatch.json.error.fields.confirmPassword).toBe("Passwords do not match");
    const common = await post({ currentPassword: TEST_PASSWORD, newPassword: "Qwerty123", confirmPassword: "Qwerty123" });
    expect(common.status).toBe(400);
    expect(common.json.error.fields.newPassword).toBe(VALIDATION_MESSAGES.passwordCommon);
    const same = await post({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
    expect(same.json.error.fields.newPassword).toBe(SETTINGS_MESSAGES.samePassword);
    const missing = await post({});
    expect(Object.keys(missing.json.error.fields).sort()).toEqual(["confirmPassword", "currentPassword", "newPassword"]);
    const wrong = await post({ currentPassword: "Wrong-password-9", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ currentPassword: SETTINGS_MESSAGES.currentPasswordWrong });
    expect((await signInAgain(ctx(), admin.email)).status).toBe(200); // unchanged
  });

  it("lists the user's sessions with device, browser and this-device marker, and signs out the others", async () => {
    const { admin } = await createCompany(ctx());
    const phone = await signInAgain(ctx(), admin.email, TEST_PASSWORD, {
      "user-agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    });
    const laptop = await signInAgain(ctx(), admin.email, TEST_PASSWORD, { "user-agent": CHROME_MAC });
    const someoneElse = await signUpUser(ctx());

    const list = await laptop.client.get("/api/account-settings/sessions");
    expect(list.status).toBe(200);
    expect(list.json.sessions).toHaveLength(3);
    expect(list.json.sessions[0]).toMatchObject({ isCurrent: true, browser: "Chrome", os: "macOS", device: "desktop" });
    expect(list.json.sessions.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    expect(
      list.json.sessions.some(
        (s: { browser: string; os: string; device: string }) => s.browser === "Safari" && s.os === "iOS" && s.device === "mobile",
      ),
    ).toBe(true);
    expect(JSON.stringify(list.json)).not.toMatch(/token/i);

    expect((await laptop.client.post("/api/account-settings/sessions/revoke-others")).status).toBe(200);
    expect((await laptop.client.get("/api/me")).status).toBe(200);
    expect((await phone.client.get("/api/me")).status).toBe(401);
    expect((await admin.client.get("/api/me")).status).toBe(401);
    expect((await someoneElse.client.get("/api/me")).status).toBe(200); // another user's sessions are untouched
    expect((await laptop.client.get("/api/account-settings/sessions")).json.sessions).toHaveLength(1);
  });

  it("deletes a member with their profile, membership, signature and selections, and signs them out", async () => {
    const { accountId } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    await member.client.post("/api/signature/ensure");
    const [campaign] = await ctx().deps.db.insert(campaigns).values({ accountId, name: "Promo" }).returning();
    await member.client.post("/api/campaign-selections", { campaignId: campaign.id });

    const refused = await member.client.request("DELETE", "/api/account-settings/user", {
      confirm: "delete",
      currentPassword: TEST_PASSWORD,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.confirm).toBe(SETTINGS_MESSAGES.deleteConfirmation);
    const noPassword = await member.client.request("DELETE", "/api/account-settings/user", { confirm: "DELETE" });
    expect(noPassword.json.error.fields.currentPassword).toBe("Password is required");
    const wrong = await member.client.request("DELETE", "/api/account-settings/user", {
      confirm: "DELETE",
      currentPassword: "Wrong-password-9",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.currentPassword).toBe(SETTINGS_MESSAGES.currentPasswordWrong);
    expect(await ctx().deps.db.select().from(users).where(eq(users.id, member.userId))).toHaveLength(1);

    const res = await member.client.request("DELETE", "/api/account-settings/user", { confirm: "DELETE", currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect((await member.client.get("/api/me")).status).toBe(401);
    const db = ctx().deps.db;
    for (const [table, column] of [
      [users, users.id],
      [profiles, profiles.id],
      [accountUsers, accountUsers.userId],
      [sessions, sessions.userId],
      [userSignatures, userSignatures.userId],
      [userCampaignSelections, userCampaignSelections.userId],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, member.userId))).toHaveLength(0);
    }
    expect((await signInAgain(ctx(), member.email)).status).toBe(401);
  });

  it("refuses to delete the last admin of an account, but not an admin who has a fellow admin", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const last = await admin.client.request("DELETE", "/api/account-settings/user", { confirm: "DELETE", currentPassword: TEST_PASSWORD });
    expect(last.status).toBe(409);
    expect(last.json.error.code).toBe("last_admin");
    expect(last.json.error.message).toMatch(/last admin/);
    expect((await admin.client.get("/api/me")).status).toBe(200);

    const second = await addMember(ctx(), accountId, "admin");
    const [a, b] = await Promise.all([
      admin.client.request("DELETE", "/api/account-settings/user", { confirm: "DELETE", currentPassword: TEST_PASSWORD }),
      second.client.request("DELETE", "/api/account-settings/user", { confirm: "DELETE", currentPassword: TEST_PASSWORD }),
    ]);
    // Two admins leaving at once: exactly one may go.
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const admins = await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId));
    expect(admins).toHaveLength(1);
  });

  it("limits password-change attempts per user, so a stolen session can't guess the current password", async () => {
    const { admin } = await createCompany(ctx());
    const guess = () =>
      admin.client.post("/api/account-settings/password", {
        currentPassword: "Guess-password-1",
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
    for (let i = 0; i < 10; i += 1) expect((await guess()).status).toBe(400);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("too_many_requests");
  });

  it("needs a signed-in user", async () => {
    const anonymous = ctx().client();
    expect((await anonymous.get("/api/account-settings/sessions")).status).toBe(401);
    expect(
      (
        await anonymous.post("/api/account-settings/password", {
          currentPassword: "x",
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        })
      ).status,
    ).toBe(401);
    expect(
      (await anonymous.request("DELETE", "/api/account-settings/user", { confirm: "DELETE", currentPassword: TEST_PASSWORD })).status,
    ).toBe(401);
  });
});
