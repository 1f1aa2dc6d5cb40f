// A registered and an unknown address must cost the server the same work when a reset
// code is asked for or checked: measured as the statements sent to the database, not as
// a timing. Both run on every test database.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../test/test-app";
import { openTestDatabase, testDatabaseKinds } from "../../test/test-database";
import { signUpUser, uniqueEmail } from "../../test/factories";
import { deliverPasswordReset } from "./request-password-reset";

for (const kind of testDatabaseKinds()) {
  describe(`reset codes cost the same for known and unknown addresses [${kind}]`, () => {
    let statements: string[] = [];
    let ctx: TestContext;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const handle = await openTestDatabase(kind, (query, params) => {
        // Every request's own caller limit (per IP here) leases its slots now and then, whatever
        // it asks: not work for this address (auth/request-limits.ts).
        if (typeof params[0] === "string" && params[0].startsWith("anonymous:")) return;
        statements.push(query.replace(/\s+/g, " ").trim());
      });
      close = handle.close;
      ctx = createTestContext(kind, handle.db);
    });
    afterAll(() => close());

    // The rate limits' occasional sweep of old windows is chance, not work for this address.
    const work = () => statements.filter((query) => !/^delete from "rate_limits"/i.test(query));

    async function statementsOf(request: () => Promise<unknown>, settled: (log: string[]) => boolean = () => true) {
      statements = [];
      await request();
      // Its timeout is a backstop (vi.waitFor gives up after 1 s by default: a busy machine may be slower).
      await vi.waitFor(() => expect(settled(work())).toBe(true), { timeout: 60_000 });
      return work();
    }

    it("checking a wrong code sends the same statements, one beside the rate limits", async () => {
      const { email } = await signUpUser(ctx);
      await deliverPasswordReset(ctx.deps, email);
      const check = (address: string) => () =>
        ctx.client().post("/api/session/verify-otp-reset-password", { email: address, code: "000000", newPassword: "Brand-new-pass-2" });
      const known = await statementsOf(check(email));
      const unknown = await statementsOf(check(uniqueEmail("nobody")));
      expect(unknown).toEqual(known);
      expect(known.filter((query) => !query.includes('"rate_limits"'))).toHaveLength(1);
    });

    it("asking for a code sends the same statements; only the email itself follows for a registered address", async () => {
      const { email } = await signUpUser(ctx);
      const ask = (address: string) => () => ctx.client().post("/api/session/send-otp", { email: address });
      const stored = (log: string[]) => log.some((query) => query.includes('"password_resets"'));
      const mailed = (log: string[]) => stored(log) && log.some((query) => query.includes('"outgoing_emails"'));
      const known = await statementsOf(ask(email), mailed);
      const unknown = await statementsOf(ask(uniqueEmail("nobody")), stored);
      expect(unknown).toEqual(known.filter((query) => !query.includes('"outgoing_emails"')));
      expect(unknown.filter((query) => !query.includes('"rate_limits"'))).toHaveLength(1);
    });
  });
}
