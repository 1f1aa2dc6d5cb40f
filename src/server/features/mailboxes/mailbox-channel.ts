// A mailbox channel: somewhere members' signatures are put for them (Gmail now; the relay and
// Outlook next). The channels subscribe where the app's dependencies are made (deps.ts puts
// them on `deps.mailboxChannels`); the announcement of changed signatures (signature-changes.ts) and
// deployments reach every connected channel through this one shape, never a provider by name.
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";

export type ChannelDeps = Pick<AppDeps, "db" | "queue">;

export type MailboxChannel = {
  id: string;
  /** The mailboxes' name as the admin reads it ("Gmail"). */
  label: string;
  isConnected(db: Database, accountId: string): Promise<boolean>;
  /**
   * Queues the members' stored signatures into their mailboxes (null: every member); a
   * version a mailbox already holds is not sent again. Given `tx`, queued in it. Returns
   * the members queued.
   */
  push(deps: ChannelDeps, accountId: string, userIds: string[] | null, options?: { tx?: Database }): Promise<string[]>;
  /** Of the members (null: every member), how many mailboxes don't hold their stored signature; null: not connected. */
  countOutOfDate(db: Database, accountId: string, userIds: string[] | null): Promise<number | null>;
  /** Of the members, how many have a mailbox on this channel. */
  countMailboxes(db: Database, accountId: string, userIds: string[]): Promise<number>;
};

export type ChannelsDeps = Pick<AppDeps, "mailboxChannels">;

/** The channels the company has connected. */
export async function connectedChannels(deps: ChannelsDeps, db: Database, accountId: string): Promise<MailboxChannel[]> {
  const connected = await Promise.all(deps.mailboxChannels.map((c) => c.isConnected(db, accountId)));
  return deps.mailboxChannels.filter((_, i) => connected[i]);
}

/** Of the members, how many mailboxes of every connected channel don't hold their stored signature; null: no channel connected. */
export async function countOutOfDateMailboxes(
  deps: ChannelsDeps,
  db: Database,
  accountId: string,
  userIds: string[] | null,
): Promise<number | null> {
  const channels = await connectedChannels(deps, db, accountId);
  if (channels.length === 0) return null;
  const counts = await Promise.all(channels.map((c) => c.countOutOfDate(db, accountId, userIds)));
  return counts.reduce<number>((sum, n) => sum + (n ?? 0), 0);
}

/** The members' stored signatures into every connected channel (a deployment's, or "push now"). Returns the members queued. */
export async function pushToMailboxes(
  deps: ChannelDeps & ChannelsDeps,
  accountId: string,
  userIds: string[] | null,
  options: { tx?: Database } = {},
): Promise<string[]> {
  const db = options.tx ?? deps.db;
  const queued = new Set<string>();
  for (const channel of await connectedChannels(deps, db, accountId))
    for (const id of await channel.push(deps, accountId, userIds, options)) queued.add(id);
  return [...queued];
}
