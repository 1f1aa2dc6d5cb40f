// No route answers 500 to bad input: every state-changing route gets bodies of the wrong
// shape, from a signed-in super admin (so the role guards let the input through).
import { expect, it } from "vitest";
import { describeEachDatabase } from "./test/test-app";
import { addMember, createCompany } from "./test/factories";

const ROUTES: Array<[string, string]> = [
  ["POST", "/api/session/sign-up"],
  ["POST", "/api/session/sign-in"],
  ["POST", "/api/session/send-otp"],
  ["POST", "/api/session/verify-otp-reset-password"],
  ["POST", "/api/session/reset-password"],
  ["POST", "/api/invitations"],
  ["POST", "/api/onboarding"],
  ["POST", "/api/contact"],
  ["POST", "/api/offices"],
  ["PUT", "/api/offices/00000000-0000-4000-8000-000000000000"],
  ["PUT", "/api/profile"],
  ["POST", "/api/profile/photo"],
  ["POST", "/api/campaign-selections"],
  ["POST", "/api/account-settings/password"],
  ["POST", "/api/admin/accounts/00000000-0000-4000-8000-000000000000/suspend"],
  ["GET", "/api/signature?template=%00%ff"],
  ["GET", "/api/admin/accounts?limit=-1&offset=x"],
];

const BODIES: unknown[] = [
  "not json at all",
  "null",
  "[]",
  "42",
  JSON.stringify({ email: { $ne: 1 }, password: ["x"], name: "x".repeat(100_000) }),
];

describeEachDatabase("bad input", (ctx) => {
  it("gets a 4xx with a message from every route, never a 500", async () => {
    const { accountId } = await createCompany(ctx());
    const superAdmin = await addMember(ctx(), accountId, "super_admin");
    for (const [method, path] of ROUTES) {
      for (const body of BODIES) {
        const res = await superAdmin.client.request(method, path, method === "GET" ? undefined : body, {
          "content-type": "application/json",
        });
        expect(res.status, `${method} ${path} with ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} with ${String(body).slice(0, 40)}`).toBeLessThan(500);
        expect(res.json?.error?.message, `${method} ${path}`).toBeTruthy();
      }
    }
  });
});
