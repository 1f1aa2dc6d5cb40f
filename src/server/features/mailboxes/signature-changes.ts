// "Signature changed for these members": every change that can alter signatures (a profile,
// a member's edit, a template, a department, an office, the company's details, a campaign
// choice, a directory sync) announces it once, and nothing more. The announcement queues a
// refresh, held back a few seconds on a "short" queue keyed by what changed: edits in those
// seconds find the job waiting and add none, and the job reads the members and renders their
// signatures as they are when it runs, so several quick edits make one push per member.
// Only while some mailbox channel is connected: otherwise there is nothing to keep up to date.
import { randomUUID } from "node:crypto";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { connectedChannels } from "./mailbox-channel";
import { REFRESH_QUEUE } from "./mailbox-queues";
import { membersReached } from "./refresh-signatures";

/** Whose signature may have changed: named members, or everyone a template, department or office reaches, or everyone. */
export type ChangedMembers =
  { userIds: string[] } | { templateId: string } | { departmentId: string } | { officeId: string } | { everyone: true };
/** `create`: members without a signature get one (people a sync added). */
export type RefreshJob = { accountId: string; who: ChangedMembers; create?: boolean };

/** How long a change waits for the next edits before the signatures are rendered and pushed. */
export const SIGNATURE_CHANGE_DELAY_SECONDS = 5;
const CHUNK = 500;

/** What a service that changes signatures needs to announce it. */
export type AnnounceDeps = Pick<AppDeps, "db" | "queue" | "mailboxChannels">;
export type AnnounceOptions = {
  /** Written in this transaction, with the change (or not at all). */
  tx?: Database;
  /** A sync's changes are pushed at once: nobody is typing. */
  isImmediate?: boolean;
  create?: boolean;
};

function keyOf(accountId: string, who: ChangedMembers) {
  if ("userIds" in who) return who.userIds.length === 1 ? `member:${accountId}:${who.userIds[0]}` : `members:${randomUUID()}`;
  if ("templateId" in who) return `template:${accountId}:${who.templateId}`;
  if ("departmentId" in who) return `department:${accountId}:${who.departmentId}`;
  if ("officeId" in who) return `office:${accountId}:${who.officeId}`;
  return `everyone:${accountId}`;
}

export async function announceSignatureChange(deps: AnnounceDeps, accountId: string, who: ChangedMembers, options: AnnounceOptions = {}) {
  const db = options.tx ?? deps.db;
  if ("userIds" in who && who.userIds.length === 0) return;
  if ((await connectedChannels(deps, db, accountId)).length === 0) return;
  // Named members with nothing in a mailbox to keep up to date (no signature yet) queue nothing.
  if ("userIds" in who) who = { userIds: await membersReached(db, { accountId, who, create: options.create }) };
  if ("userIds" in who && who.userIds.length === 0) return;
  const whos: ChangedMembers[] =
    "userIds" in who
      ? Array.from({ length: Math.ceil(who.userIds.length / CHUNK) }, (_, i) => ({
          userIds: who.userIds.slice(i * CHUNK, (i + 1) * CHUNK),
        }))
      : [who];
  const jobs: RefreshJob[] = whos.map((w) => ({ accountId, who: w, ...(options.create ? { create: true } : {}) }));
  // Each job its own key: the "short" queue keeps one waiting job per key.
  const keys = new Map(jobs.map((job) => [job, keyOf(accountId, job.who)]));
  await deps.queue.sendMany(REFRESH_QUEUE, jobs, {
    tx: options.tx,
    startAfterSeconds: options.isImmediate ? undefined : SIGNATURE_CHANGE_DELAY_SECONDS,
    singletonKey: (job) => keys.get(job as RefreshJob) ?? randomUUID(),
  });
}
