// Leases of request slots across windows (request-limits.ts): a busy caller keeps its lease's
// size into the next window, so its requests don't wait for a string of renewals at each
// window's start; a quiet caller starts again from one slot, so its count stays exact.
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase } from "../test/test-app";
import { until } from "../test/until";
import { rateLimits } from "../db/schema";
import { rateLimitKey } from "./rate-limit";
import { takeLeasedSlot } from "./request-limits";

// A twentieth of the quota is the largest lease: 100 slots.
const RULE = { name: "lease-test", max: 2000, windowSeconds: 3 };

describeEachDatabase("request slots leased across windows", (ctx) => {
  const row = async (subject: string) => {
    const [found] = await ctx()
      .deps.db.select()
      .from(rateLimits)
      .where(eq(rateLimits.key, rateLimitKey(RULE, subject)));
    return found;
  };
  const take = async (subject: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await takeLeasedSlot(ctx().deps.db, RULE, subject)).allowed).toBe(true);
  };
  const windowEnded = async (subject: string) => {
    const { resetAt } = await row(subject);
    await until(
      () => Date.now(),
      (now) => now > resetAt.getTime() + 50,
      "the window's end",
    );
  };

  it("a caller that used its whole lease starts the next window with a lease of the same size", async () => {
    const subject = `busy-${Date.now()}`;
    // Leases of 1, 2, 4, ... 64: 127 slots, the last lease used up; the next would be 100.
    await take(subject, 127);
    expect((await row(subject)).count).toBe(127);
    await windowEnded(subject);
    await take(subject, 1);
    expect((await row(subject)).count).toBe(100);
  });

  it("a caller that left slots of its lease unused starts the next window from one slot", async () => {
    const subject = `quiet-${Date.now()}`;
    // Leases of 1 and 2: one slot of the second unused.
    await take(subject, 2);
    expect((await row(subject)).count).toBe(3);
    await windowEnded(subject);
    await take(subject, 1);
    expect((await row(subject)).count).toBe(1);
  });
});
