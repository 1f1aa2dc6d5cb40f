// What a deployment would do, without doing it: how many members get a new signature,
// how many are unchanged, which can't be rendered and why, and one member's before/after.
// "Before" is the signature the member has now, rendered: a deployed one as stored; one never
// deployed holds its template's HTML, and what the member has is that template rendered for
// them (what /signature shows), which is the render itself.
import { and, eq, inArray } from "drizzle-orm";
import { profiles, userSignatures } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import type { AppDeps } from "../../context";
import type { RenderDeps } from "../signature/render-signature";
import type { DryRun } from "../../../shared/deployments/deployment-schema";
import type { DryRunResult } from "../../../shared/deployments/deployment-responses";
import { checkDepartments, findTargetMembers } from "./deployment-targets";
import { renderDeploymentBatch, yieldToRequests } from "../signature";
import { accountEmailsMembers } from "./start-deployment";
import { runningDeploymentOf } from "./find-deployments";
import { connectedChannels, countOutOfDateMailboxes } from "../mailboxes";

const FAILURES_SHOWN = 50;
const CHUNK = 500;

export async function dryRunDeployment(
  deps: RenderDeps & Pick<AppDeps, "mailboxChannels">,
  scope: Scope,
  input: DryRun,
): Promise<DryRunResult> {
  const { db } = deps;
  const departmentIds = await checkDepartments(db, scope.accountId, input.departmentIds);
  const members = await findTargetMembers(db, scope.accountId, departmentIds);
  // As a deployment would run by default: into the mailboxes of every connected channel (Gmail,
  // whose limit then holds).
  const forGmail = (await connectedChannels(deps, db, scope.accountId)).some((c) => c.id === "gmail");
  let changed = 0;
  let unchanged = 0;
  const failures: DryRunResult["failures"] = [];
  let failed = 0;
  let overLimit = 0;
  let sample: { userId: string; before: string; deployed: boolean; after: string } | null = null;
  for (let i = 0; i < members.length; i += CHUNK) {
    const ids = members.slice(i, i + CHUNK).map((m) => m.userId);
    const stored = await db
      .select({ userId: userSignatures.userId, html: userSignatures.htmlContent, deployedAt: userSignatures.deployedAt })
      .from(userSignatures)
      .where(and(eq(userSignatures.accountId, scope.accountId), eq(userSignatures.isActive, true), inArray(userSignatures.userId, ids)));
    const before = new Map(stored.map((s) => [s.userId, s]));
    const renders = await renderDeploymentBatch(
      deps,
      scope.accountId,
      ids.map((userId) => ({ userId, member: true })),
      { forGmail },
    );
    for (const r of renders) {
      const { userId } = r;
      if ("reason" in r) {
        failed++;
        if ("isOverLimit" in r) overLimit++;
        if (failures.length < FAILURES_SHOWN) failures.push({ userId, name: null, email: null, reason: r.reason });
      } else if (before.get(userId)?.html === r.html) unchanged++;
      else {
        changed++;
        const deployed = before.get(userId)?.deployedAt ? before.get(userId)!.html : null;
        sample ??= { userId, before: deployed ?? r.html, deployed: deployed !== null, after: r.html };
      }
    }
    await yieldToRequests();
  }
  const named = [...failures.map((f) => f.userId), ...(sample ? [sample.userId] : [])];
  const people = named.length
    ? await db
        .select({ id: profiles.id, first: profiles.firstName, last: profiles.lastName, email: profiles.email })
        .from(profiles)
        .where(inArray(profiles.id, named))
    : [];
  const person = (id: string) => {
    const p = people.find((x) => x.id === id);
    return { name: p ? [p.first, p.last].filter(Boolean).join(" ") || null : null, email: p?.email ?? null };
  };
  return {
    members: members.length,
    changed,
    unchanged,
    failed,
    overLimit,
    failures: failures.map((f) => ({ ...f, ...person(f.userId) })),
    sample: sample ? { ...person(sample.userId), before: sample.before, deployed: sample.deployed, after: sample.after } : null,
    gmailOutOfDate: await countOutOfDateMailboxes(
      deps,
      db,
      scope.accountId,
      members.map((m) => m.userId),
    ),
    emailMembers: await accountEmailsMembers(db, scope.accountId),
    running: await runningDeploymentOf(db, scope.accountId),
  };
}
