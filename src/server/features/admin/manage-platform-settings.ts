// Super admin: change the platform settings (audit-logged with before and after) and
// send a test email, answering with what the mailer did: sent over SMTP, failed with the
// server's answer, or kept in the outbox when no SMTP server is configured.
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { outgoingEmails } from "../../db/schema";
import { changesOf, recordAudit, type AuditActor } from "../audit/record-audit";
import { forgetPlatformSettings, platformSettingsOf, storePlatformSettings } from "../config/platform-settings";
import type { PlatformSettings } from "../../../shared/admin/admin-schema";

export async function updatePlatformSettings(deps: Pick<AppDeps, "db" | "config">, actor: AuditActor, input: PlatformSettings) {
  const { db, config } = deps;
  await db.transaction(async (tx) => {
    const before = await platformSettingsOf(tx, config);
    const changes = changesOf(before, input);
    if (Object.keys(changes).length === 0) return;
    await storePlatformSettings(tx, input);
    await recordAudit(tx, actor, {
      action: "platform.settings_updated",
      target: { type: "platform", id: "settings", label: "Platform settings" },
      changes,
    });
  });
  // Committed: this process serves the new values at once, the others within a few seconds.
  forgetPlatformSettings(db);
  return platformSettingsOf(db, config);
}

export async function sendTestEmail(deps: Pick<AppDeps, "db" | "mailer">, actor: AuditActor, { to }: { to: string }) {
  const subject = "Signet test email";
  // A failed delivery is recorded by the mailer (status "failed" with the server's answer)
  // and shown to the super admin as such, never as a server error.
  await deps.mailer
    .send({ to, subject, text: "This is a test email from your Signet installation. If you can read it, outgoing email works." })
    .catch(() => undefined);
  const [row] = await deps.db
    .select({ id: outgoingEmails.id, to: outgoingEmails.toAddress, status: outgoingEmails.status, error: outgoingEmails.error })
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.toAddress, to), eq(outgoingEmails.subject, subject)))
    .orderBy(desc(outgoingEmails.createdAt))
    .limit(1);
  const email = row ?? { id: "", to, status: "failed" as const, error: "The mailer kept no record of the email." };
  await recordAudit(deps.db, actor, {
    action: "platform.test_email_sent",
    target: { type: "email", id: email.id || "none", label: to },
    details: { status: email.status },
  });
  return email;
}
