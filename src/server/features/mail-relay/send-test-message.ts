// "Send a test message": an email from the admin's own address, through the relay with the
// company's credential, to an address the admin gives; each hop is reported as it went: the
// relay reached and the login, the sender checked, the return hop's answer, and what the trace
// recorded (signed, or passed and why).
import nodemailer from "nodemailer";
import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { mailRelayMessages, users } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { MAIL_FLOW_MESSAGES as M, type TestMessageResult } from "../../../shared/mail-relay/mail-flow-schema";
import { getRelaySettings, relayPasswordContext } from "./relay-company";
import { relayOf } from "./mail-flow";

type Hop = TestMessageResult["hops"][number];
type SmtpError = Error & { command?: string; response?: string; code?: string };

const STEPS = { login: "Signet's relay", sender: "Sender check", hop: "Signing and return hop", trace: "Trace" } as const;

/** Which hop a failed send stopped at: the connection and login, the envelope, or the message itself. */
function failedStep(error: SmtpError): "login" | "sender" | "hop" {
  const command = (error.command ?? "CONN").toUpperCase();
  if (command.startsWith("MAIL") || command.startsWith("RCPT")) return "sender";
  if (command === "DATA" || command === "API" || command === "MESSAGE") return "hop";
  return "login";
}

export async function sendTestMessage(
  deps: Pick<AppDeps, "db" | "secrets" | "config">,
  actor: { accountId: string; userId: string },
  to: string,
) {
  const settings = await getRelaySettings(deps.db, actor.accountId);
  if (!settings?.relayUsername || !settings.relayPasswordSealed) throw badRequest(M.noCredential);
  if (!settings.returnHost) throw badRequest(M.noReturnHost, { returnHost: M.noReturnHost });
  const relay = relayOf(deps);
  const [admin] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, actor.userId));
  const password = deps.secrets.open(settings.relayPasswordSealed, relayPasswordContext(actor.accountId));
  // This process's own relay is reached on loopback; a relay run on its own, by its public name.
  const host = relay.running ? "127.0.0.1" : relay.hostname;
  const transport = nodemailer.createTransport({
    host,
    port: relay.port,
    auth: { user: settings.relayUsername, pass: password },
    tls: { servername: relay.hostname, rejectUnauthorized: !relay.running && deps.config.isProduction },
    connectionTimeout: 10_000,
    socketTimeout: 90_000,
    logger: false,
  });
  const where = `${relay.hostname}:${relay.port}`;
  const hops: Hop[] = [];
  const started = new Date();
  // Only a message that reached DATA left a trace row (a refusal at login or MAIL FROM leaves none).
  let reachedData = true;
  try {
    const info = await transport.sendMail({
      from: { name: admin.name, address: admin.email },
      to,
      subject: "Signet test message",
      text: "This is a test message from the Mail flow settings in Signet.\n\nIf your signature is below, the relay signed it.",
      html: "<p>This is a test message from the Mail flow settings in Signet.</p><p>If your signature is below, the relay signed it.</p>",
    });
    hops.push({ step: STEPS.login, ok: true, detail: `Reached ${where} and logged in as ${settings.relayUsername}.` });
    hops.push({ step: STEPS.sender, ok: true, detail: `Accepted ${admin.email} as the sender.` });
    const answer = String(info.response).replace(/^250 Relayed: /, "");
    hops.push({ step: STEPS.hop, ok: true, detail: `${settings.returnHost}:${settings.returnPort} accepted the message: ${answer}` });
  } catch (error) {
    const e = error as SmtpError;
    const failed = failedStep(e);
    reachedData = failed === "hop";
    const order = ["login", "sender", "hop"] as const;
    for (const step of order.slice(0, order.indexOf(failed))) hops.push({ step: STEPS[step], ok: true, detail: "Passed." });
    hops.push({ step: STEPS[failed], ok: false, detail: (e.response ?? e.message).slice(0, 500) });
  } finally {
    transport.close();
  }
  if (!reachedData) return { delivered: false, hops };
  const [traced] = await deps.db
    .select({ reason: mailRelayMessages.reason, createdAt: mailRelayMessages.createdAt })
    .from(mailRelayMessages)
    .where(and(eq(mailRelayMessages.accountId, actor.accountId), eq(mailRelayMessages.sender, admin.email.toLowerCase())))
    .orderBy(desc(mailRelayMessages.createdAt))
    .limit(1);
  if (traced && traced.createdAt >= new Date(started.getTime() - 1000))
    hops.push({ step: STEPS.trace, ok: true, detail: `Recorded: ${traced.reason}.` });
  return { delivered: hops.every((h) => h.ok), hops };
}
