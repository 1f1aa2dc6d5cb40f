// An alert to a company's admins by email (a failed or held directory sync, signatures that
// can't be pushed): once per cause a day, however many runs or members hit it. The cause is
// claimed first (admin_alerts), so two processes or a retried job send it once.
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { escapeHtml } from "../../../shared/signature/escape";
import { button, emailHtml, emailText, paragraph } from "../../lib/email-layout";

export type AdminAlert = {
  /** What the alert is about, the same words for the same cause ("sync.failed:google:<reason>"). */
  cause: string;
  subject: string;
  lines: string[];
  /** The page of the app where an admin acts on it. */
  path: string;
  action: string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Emails the company's admins unless the same cause was emailed in the last day. Returns whether it was sent. */
export async function alertAdminsOnce(deps: Pick<AppDeps, "db" | "mailer" | "config">, accountId: string, alert: AdminAlert) {
  const cause = alert.cause.slice(0, 500);
  const claimed = rowsOf(
    await deps.db.execute(sql`
      insert into admin_alerts (account_id, cause) values (${accountId}, ${cause})
      on conflict (account_id, cause) do update set sent_at = now() where admin_alerts.sent_at < now() - interval '1 day'
      returning cause`),
  );
  if (claimed.length === 0) return false;
  const admins = rowsOf<{ email: string }>(
    await deps.db.execute(sql`
      select u.email from account_users au join users u on u.id = au.user_id
      where au.account_id = ${accountId} and au.role = 'admin' order by u.email`),
  );
  const link = `${deps.config.baseUrl}${alert.path}`;
  try {
    for (const { email } of admins)
      await deps.mailer.send({
        to: email,
        subject: alert.subject,
        text: emailText([...alert.lines, "", `${alert.action}: ${link}`]),
        html: emailHtml([...alert.lines.map((line) => paragraph(escapeHtml(line))), button(link, alert.action)]),
      });
  } catch (error) {
    // Unclaimed, so the next run (or the job's retry) sends it.
    await deps.db.execute(sql`delete from admin_alerts where account_id = ${accountId} and cause = ${cause}`);
    throw error;
  }
  return true;
}
