// The refresh a change announced (signature-changes.ts): the members it reaches are rendered
// as a deployment renders them, the signatures that changed are stored, and, while the company
// updates mailboxes automatically, pushed into every connected channel in the same
// transaction (a channel pushes a version once). With the switch off the new signatures are
// stored only, and the mailboxes that now hold an older one are counted as out of date until
// an admin pushes them. Only members with an active signature (a member nobody deployed to,
// or who never opened their signature page, has nothing in a mailbox to keep up to date),
// not deactivated by the directory; `create` also takes members without one (a new hire's
// first signature, once the company has put signatures in mailboxes).
import { sql, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { arrayOfParams } from "../../db/array-param";
import { connectedChannels, pushToMailboxes } from "./mailbox-channel";
import type { ChangedMembers, RefreshJob } from "./signature-changes";
import { isUpdatingAutomatically } from "./mailbox-settings";
import { storeActiveSignatures } from "./store-signatures";

const CHUNK = 500;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const idsJson = (ids: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

function reached(who: ChangedMembers): SQL {
  if ("userIds" in who) return sql`au.user_id in ${idsJson(who.userIds)}`;
  if ("templateId" in who)
    return sql`exists (select 1 from user_signatures s where s.user_id = au.user_id and s.account_id = au.account_id and s.is_active and s.template_id = ${who.templateId})`;
  if ("departmentId" in who)
    return sql`exists (select 1 from profiles p where p.id = au.user_id and p.department_id = ${who.departmentId})`;
  if ("officeId" in who) return sql`exists (select 1 from profiles p where p.id = au.user_id and p.office_id = ${who.officeId})`;
  return sql`true`;
}

/** The account's members the change reaches whose mailboxes may get a signature. */
export async function membersReached(db: Database, job: RefreshJob): Promise<string[]> {
  const create = job.create === true;
  const rows = rowsOf<{ userId: string }>(
    await db.execute(sql`
      select au.user_id as "userId" from account_users au
      where au.account_id = ${job.accountId} and ${reached(job.who)}
        and not exists (select 1 from directory_members dm where dm.account_id = au.account_id and dm.user_id = au.user_id and dm.deactivated_at is not null)
        and (${create} or exists (select 1 from user_signatures s where s.user_id = au.user_id and s.account_id = au.account_id and s.is_active))
      order by au.user_id`),
  );
  return rows.map((r) => r.userId);
}

/** The company has put signatures in mailboxes before: a new hire gets theirs at once. */
export async function hasPushedBefore(db: Database, accountId: string) {
  const [{ pushed }] = rowsOf<{ pushed: boolean }>(
    await db.execute(sql`select exists (select 1 from mailbox_pushes where account_id = ${accountId}) as pushed`),
  );
  return pushed;
}

/**
 * Members' signatures rendered as a deployment renders them (features/signature's, given at
 * boot: the signature reads campaigns, and campaigns announce their changes here).
 */
export type RenderSignatures = (
  deps: AppDeps,
  accountId: string,
  members: { userId: string; member: boolean }[],
  options: { forGmail: boolean },
) => Promise<({ userId: string; html: string; replyHtml: string | null; templateId: string } | { userId: string; reason: string })[]>;

export async function refreshSignatures(deps: AppDeps, render: RenderSignatures, job: RefreshJob) {
  const { db } = deps;
  const channels = await connectedChannels(deps, db, job.accountId);
  if (channels.length === 0) return;
  // Gmail's length limit holds for a signature that goes into Gmail.
  const forGmail = channels.some((c) => c.id === "gmail");
  const userIds = await membersReached(db, job);
  const isAutomatic = await isUpdatingAutomatically(db, job.accountId);
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const chunk = userIds.slice(i, i + CHUNK);
    const renders = await render(
      deps,
      job.accountId,
      chunk.map((userId) => ({ userId, member: true })),
      { forGmail },
    );
    const rendered = renders.flatMap((r) => ("html" in r ? [r] : []));
    if (rendered.length === 0) continue;
    await db.transaction(async (tx) => {
      // The same write as a deployment's, the long texts one parameter each (decision 071).
      await tx.execute(
        storeActiveSignatures(
          job.accountId,
          sql`select * from unnest(${sql.param(rendered.map((r) => r.userId))}::text[], ${sql.param(rendered.map((r) => r.templateId))}::uuid[],
                                   ${arrayOfParams(rendered.map((r) => r.html))}, ${arrayOfParams(rendered.map((r) => r.replyHtml))})`,
        ),
      );
      if (isAutomatic)
        await pushToMailboxes(
          deps,
          job.accountId,
          rendered.map((r) => r.userId),
          { tx },
        );
    });
  }
}
