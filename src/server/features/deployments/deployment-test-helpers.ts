// Shared by the deployment tests: a company with members in departments, and waiting for a deployment.
import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import type { FakeGoogle } from "../../../../dev-servers/fake-google/fake-google";
import { connectedCompany } from "../integrations/google-test-helpers";
import {
  companyTemplates,
  departments,
  deploymentMembers,
  deployments,
  outgoingEmails,
  profiles,
  templateDepartments,
} from "../../db/schema";
import { SIGNATURE_CHANGED_EMAIL_SUBJECT } from "../mailboxes";

/**
 * An admin, two members in Sales, one in Support whose department template is over Gmail's
 * limit. With `google` (a fake of it), the company has Google Workspace connected, so its
 * deployments put signatures in Gmail and Gmail's limit fails the Support member.
 */
export async function companyWithTeam(ctx: TestContext, google?: FakeGoogle) {
  const { accountId, admin } = google ? await connectedCompany(ctx, google) : await createCompany(ctx);
  const db = ctx.deps.db;
  const [sales] = await db.insert(departments).values({ accountId, name: "Sales" }).returning();
  const [support] = await db.insert(departments).values({ accountId, name: "Support" }).returning();
  const [long] = await db
    .insert(companyTemplates)
    .values({ accountId, name: "Support (long)", htmlContent: `<p>{{full_name}}</p><p>${"x".repeat(10_050)}</p>` })
    .returning();
  await db.insert(templateDepartments).values({ templateId: long.id, departmentId: support.id });
  const sellers = [await addMember(ctx, accountId), await addMember(ctx, accountId)];
  const supporter = await addMember(ctx, accountId);
  await db
    .update(profiles)
    .set({ departmentId: sales.id })
    .where(
      inArray(
        profiles.id,
        sellers.map((s) => s.userId),
      ),
    );
  await db.update(profiles).set({ departmentId: support.id }).where(eq(profiles.id, supporter.userId));
  return { accountId, admin, sellers, supporter, sales, support, longTemplate: long };
}

/** Waits (no time assertion: a generous deadline) until the deployment is finished and its emails left the queue. */
export async function waitForDeployment(ctx: TestContext, id: string, options: { emails?: boolean } = {}) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const [row] = await ctx.deps.db.select({ status: deployments.status }).from(deployments).where(eq(deployments.id, id));
    const queued = options.emails
      ? await ctx.deps.db
          .select({ userId: deploymentMembers.userId })
          .from(deploymentMembers)
          .where(and(eq(deploymentMembers.deploymentId, id), inArray(deploymentMembers.emailStatus, ["queued", "sending"])))
      : [];
    if (row?.status === "finished" && queued.length === 0) return;
    if (Date.now() > deadline) expect.fail(`deployment ${id} did not finish (status ${row?.status}, ${queued.length} emails queued)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function signatureEmailsTo(ctx: TestContext, address: string) {
  return ctx.deps.db
    .select()
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.toAddress, address), eq(outgoingEmails.subject, SIGNATURE_CHANGED_EMAIL_SUBJECT)));
}
