// A refusal's audit entry keeps its code as `reason` and the provider's kind, whatever the
// protocol code put in the details (a library's own "reason" must not stand in for ours).
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { recordSsoRefusal, SsoRefusal } from "./sso-refusal";
import { refusalsOf } from "./sso-test-helpers";

describeEachDatabase("single sign-on refusals in the audit log", (ctx) => {
  it("keeps the refusal's code and the provider's kind over details of the same names", async () => {
    const { accountId } = await createCompany(ctx());
    const provider = { id: crypto.randomUUID(), accountId, name: "Okta", kind: "oidc" };
    const refusal = new SsoRefusal("wrong_audience", { reason: "aud mismatch", kind: "jwt", email: "ada@example.test" });
    const location = await recordSsoRefusal(ctx().deps.db, provider, "127.0.0.1", refusal);
    expect(location).toBe("/auth?sso_error=wrong_audience");
    const [entry] = await refusalsOf(ctx(), accountId);
    expect(entry.reason).toBe("wrong_audience");
    expect(entry.data).toMatchObject({ reason: "wrong_audience", kind: "oidc", email: "ada@example.test" });
  });
});
