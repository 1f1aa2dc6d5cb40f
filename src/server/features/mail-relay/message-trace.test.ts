// The trace keeps 30 days and no content: older rows go, a company sees only its own.
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { mailRelayMessages } from "../../db/schema";
import { findTrace, pruneTrace, recipientDomains } from "./message-trace";

describeEachDatabase("mail relay: message trace", (ctx) => {
  it("deletes rows older than 30 days, keeps newer ones, and shows a company only its own", async () => {
    const a = await createCompany(ctx());
    const b = await createCompany(ctx());
    const day = 86_400_000;
    const row = (accountId: string, ageDays: number, sender: string) => ({
      accountId,
      sender,
      recipientDomains: ["example.com"],
      outcome: "signed" as const,
      reason: "signed (at the end)",
      createdAt: new Date(Date.now() - ageDays * day),
    });
    await ctx()
      .deps.db.insert(mailRelayMessages)
      .values([row(a.accountId, 31, "old@a.test"), row(a.accountId, 29, "new@a.test"), row(b.accountId, 1, "other@b.test")]);
    expect((await findTrace(ctx().deps.db, { accountId: a.accountId })).map((r) => r.sender)).toEqual(["new@a.test"]);
    await pruneTrace(ctx().deps.db);
    const left = await ctx().deps.db.select({ sender: mailRelayMessages.sender }).from(mailRelayMessages);
    expect(left.map((r) => r.sender)).not.toContain("old@a.test");
    expect(left.map((r) => r.sender)).toEqual(expect.arrayContaining(["new@a.test", "other@b.test"]));
  });

  it("records recipients' domains only, each once", () => {
    expect(recipientDomains(["Bob@Example.com", "ann@example.com", "x@Other.test"])).toEqual(["example.com", "other.test"]);
  });
});
