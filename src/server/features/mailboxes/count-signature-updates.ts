// What a directory sync's preview says about the mailboxes: how many signatures in each
// connected channel applying it will update ("24 Gmail signatures will be updated"): its
// updated members that have a signature in a mailbox of the channel. None while mailboxes
// don't update automatically (the sync then only stores the new signatures).
import type { AppDeps } from "../../context";
import { connectedChannels } from "./mailbox-channel";
import { membersReached } from "./refresh-signatures";
import { isUpdatingAutomatically } from "./mailbox-settings";

export async function countSignatureUpdates(deps: Pick<AppDeps, "db" | "mailboxChannels">, accountId: string, updatedUserIds: string[]) {
  const { db } = deps;
  if (updatedUserIds.length === 0 || !(await isUpdatingAutomatically(db, accountId))) return [];
  const channels = await connectedChannels(deps, db, accountId);
  if (channels.length === 0) return [];
  const withSignature = await membersReached(db, { accountId, who: { userIds: updatedUserIds } });
  const counts = await Promise.all(channels.map((c) => c.countMailboxes(db, accountId, withSignature)));
  return channels.map((c, i) => ({ label: c.label, count: counts[i] })).filter((c) => c.count > 0);
}
