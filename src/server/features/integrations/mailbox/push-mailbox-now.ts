// An admin's "Push now" for one member: their signature is rendered again as a deployment
// renders it (stored when it changed) and pushed into Gmail, even when Gmail already got this
// version (it may have been changed in Gmail since). Refused in words when there is no Gmail
// to push to: Google Workspace not connected, an address outside its domain, a member the
// directory deactivated, or no signature to push. Audit-logged.
import type { AppDeps } from "../../../context";
import { conflict, notFound } from "../../../lib/errors";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import { MAILBOX_MESSAGES } from "../../../../shared/integrations/mailbox-view";
import { refreshSignatures } from "../../mailboxes";
import { renderDeploymentBatch } from "../../signature";
import { enqueueMailboxPushes } from "../gmail/enqueue-mailbox-pushes";
import { findMailboxPlaces } from "./mailbox-places";

export async function pushMailboxNow(deps: AppDeps, actor: AuditActor, userId: string) {
  const { db } = deps;
  const before = await findMailboxPlaces(db, actor.accountId, userId);
  if (!before) throw notFound("Member");
  if (!before.places.gmail) throw conflict(MAILBOX_MESSAGES.notConnected);
  if (before.places.gmail.reason) throw conflict(before.places.gmail.reason);
  await refreshSignatures(deps, renderDeploymentBatch, { accountId: actor.accountId, who: { userIds: [userId] }, create: true });
  await enqueueMailboxPushes(deps, actor.accountId, [userId], { force: true });
  const after = (await findMailboxPlaces(db, actor.accountId, userId))!;
  const push = after.places.gmail?.push;
  if (!push) throw conflict(MAILBOX_MESSAGES.noSignature);
  await recordAudit(db, actor, { action: "mailbox.push_requested", target: { type: "member", id: userId, label: after.email } });
  return { queued: push.status === "queued" || push.status === "pushing", mailbox: after.places };
}
