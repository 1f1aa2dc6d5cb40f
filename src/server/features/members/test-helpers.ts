// Test-only helpers for the team tests.
import type { TestContext } from "../../test/test-app";
import { companyTemplates, userSignatures } from "../../db/schema";
import { and, eq } from "drizzle-orm";

/** An active signature for a member, with copy and install dates as given. */
export async function ensureSignatureFor(
  ctx: TestContext,
  userId: string,
  accountId: string,
  dates: { lastCopiedAt?: Date; deployedAt?: Date },
) {
  const [template] = await ctx.deps.db
    .select({ id: companyTemplates.id })
    .from(companyTemplates)
    .where(and(eq(companyTemplates.accountId, accountId)))
    .limit(1);
  await ctx.deps.db
    .insert(userSignatures)
    .values({ userId, accountId, templateId: template?.id ?? null, htmlContent: "<p>sig</p>", ...dates });
}
