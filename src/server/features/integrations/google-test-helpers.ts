// Shared by the Google Workspace tests: a company connected to the fake of Google (each on a
// verified domain of its own, so one fake serves every test), one whose directory is synced, the
// app's settings that point at the fake, and waiting on a condition.
import { eq, sql } from "drizzle-orm";
import type { TestContext } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { mailboxPushes, ssoDomains } from "../../db/schema";
import { afterAll } from "vitest";
import {
  DIRECTORY_SCOPE,
  GMAIL_SCOPE,
  generateDirectoryUsers,
  startFakeGoogle,
  type FakeGoogle,
} from "../../../../dev-servers/fake-google/fake-google";
import { createServiceAccount } from "../../../../dev-servers/fake-google/service-account";
import { PUSH_QUEUE } from "./gmail/gmail-queues";
import { defineGmailPushQueue, startGmailPushWorkers } from "./gmail/gmail-push-queue";
import { defineMailboxQueues, startMailboxWorkers } from "../mailboxes";
import { renderDeploymentBatch } from "../signature";
import type { AppDeps } from "../../context";

/** The app's Google settings for tests: the fake's address for both APIs. */
/** A fake Google of the test file's own: started when the file loads, closed after its tests. */
export async function fakeGoogleForFile(): Promise<FakeGoogle> {
  const fake = await startFakeGoogle();
  afterAll(() => fake.close());
  return fake;
}

/** The queues and workers that put changed signatures into Gmail, as the server starts them. */
export async function startMailboxPushWorkers(deps: AppDeps) {
  await defineMailboxQueues(deps);
  await defineGmailPushQueue(deps);
  await startMailboxWorkers(deps, renderDeploymentBatch);
  await startGmailPushWorkers(deps);
}

export const googleConfig = (fake: FakeGoogle, pushConcurrency = 4) => ({
  google: { oauthApiUrl: fake.url, gmailApiUrl: fake.url, directoryApiUrl: fake.url, pushConcurrency, quotaUnitsPerMinute: 1_200_000 },
});

let domains = 0;

/** A domain of its own per test (verified domains are unique across companies). */
export const newDomain = () => `g${++domains}-${Date.now().toString(36)}.test`;

/** The company verified `domain`, as the Security tab's DNS TXT check records it. */
export async function verifyDomain(ctx: TestContext, accountId: string, domain: string) {
  await ctx.deps.db
    .insert(ssoDomains)
    .values({ accountId, domain, verificationToken: `signet-verification=${domain}`, verifiedAt: new Date() });
}

/** A company that verified a new domain (as the Security tab's DNS check does), connected to the fake with these scopes. */
export async function connectedCompany(ctx: TestContext, fake: FakeGoogle, scopes = [GMAIL_SCOPE, DIRECTORY_SCOPE]) {
  const domain = newDomain();
  const company = await createCompany(ctx);
  await verifyDomain(ctx, company.accountId, domain);
  const res = await company.admin.client.request("PUT", "/api/integrations/google", {
    serviceAccountKey: JSON.stringify(createServiceAccount(fake, scopes)),
    adminEmail: `it@${domain}`,
  });
  if (res.status !== 200) throw new Error(res.text);
  return { ...company, domain };
}

/** A connected company whose directory of `count` people (the first with an alias) is synced. */
export async function syncedCompany(ctx: TestContext, fake: FakeGoogle, count: number) {
  const company = await connectedCompany(ctx, fake);
  const people = generateDirectoryUsers(count, company.domain);
  people[0].aliases = [`sales@${company.domain}`, "someone@elsewhere.test"];
  fake.setUsers(people);
  const preview = await company.admin.client.post("/api/integrations/google/syncs");
  const applied = await company.admin.client.post(`/api/integrations/google/syncs/${preview.json.sync.id}/apply`);
  if (applied.status !== 200) throw new Error(applied.text);
  return { ...company, people };
}

export const pushesOf = (ctx: TestContext, accountId: string) =>
  ctx.deps.db.select().from(mailboxPushes).where(eq(mailboxPushes.accountId, accountId));

/** The company's Gmail push jobs the queue has not finished (waiting, to retry, running): 0 once it drained. */
export async function pushJobsLeft(ctx: TestContext, accountId: string): Promise<number> {
  const result = await ctx.deps.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${PUSH_QUEUE} and data->>'accountId' = ${accountId} and state < 'completed'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

/** `n` push rows, none waiting. */
export const settled = (rows: { status: string }[], n: number) =>
  rows.length === n && rows.every((r) => r.status === "pushed" || r.status === "failed");
