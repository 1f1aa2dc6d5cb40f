// The Mail flow tab's settings: what an admin sees (never the credential's password) and saves.
// Every change and every new credential is audit-logged, without secrets.
import { and, eq } from "drizzle-orm";
import { isIP } from "node:net";
import type { AppDeps } from "../../context";
import { accountUsers } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { outboundPolicy } from "../../lib/outbound/outbound-policy";
import { blockedAddressReason } from "../../lib/outbound/address-policy";
import { changesOf, recordAudit, type AuditActor } from "../audit/record-audit";
import { MAIL_FLOW_MESSAGES as M, type MailFlow, type UpdateMailFlowSchema } from "../../../shared/mail-relay/mail-flow-schema";
import type { z } from "zod";
import { getRelaySettings, verifiedDomainsOf, type RelaySettings } from "./relay-company";
import { updateRelaySettings } from "./relay-settings";
import { rotateRelayCredential } from "./relay-credential";
import { RELAY_HEADER } from "./relay-header";

const DEFAULTS = { mode: "off", provider: "google", failurePolicy: "deliver_unsigned", signRule: "everyone", returnPort: 587 } as const;

/** Where the relay is for this server: its public name, its port, and whether this process runs it. */
export const relayOf = (deps: Pick<AppDeps, "config">) => deps.config.mailRelay ?? { hostname: "localhost", port: 2525, running: false };

function answer(deps: Pick<AppDeps, "config">, row: RelaySettings | null, verifiedDomains: string[]): MailFlow {
  const relay = relayOf(deps);
  return {
    mode: row?.mode ?? DEFAULTS.mode,
    provider: row?.provider ?? DEFAULTS.provider,
    failurePolicy: row?.failurePolicy ?? DEFAULTS.failurePolicy,
    signRule: row?.signRule ?? DEFAULTS.signRule,
    returnHost: row?.returnHost ?? null,
    returnPort: row?.returnPort ?? DEFAULTS.returnPort,
    allowedNetworks: row?.allowedNetworks ?? [],
    credentialUsername: row?.relayPasswordSealed ? row.relayUsername : null,
    relay: { hostname: relay.hostname, port: relay.port, running: relay.running },
    header: { name: RELAY_HEADER, values: ["signed", "passed", "shadow"] },
    verifiedDomains,
  };
}

export async function getMailFlow(deps: Pick<AppDeps, "db" | "config">, scope: { accountId: string }) {
  const [row, domains] = await Promise.all([getRelaySettings(deps.db, scope.accountId), verifiedDomainsOf(deps.db, scope.accountId)]);
  return answer(deps, row, domains);
}

/** The audited view of the settings: no credential. */
const audited = (flow: MailFlow) => ({
  mode: flow.mode,
  provider: flow.provider,
  failurePolicy: flow.failurePolicy,
  signRule: flow.signRule,
  returnHost: flow.returnHost,
  returnPort: flow.returnPort,
  allowedNetworks: flow.allowedNetworks,
});

export async function saveMailFlow(deps: Pick<AppDeps, "db" | "config">, actor: AuditActor, input: z.output<typeof UpdateMailFlowSchema>) {
  // A return host given as an address must be public (outside tests): the relay connects to it.
  const host = input.returnHost;
  if (host && isIP(host) && blockedAddressReason(host) && !outboundPolicy(deps.config).allowLoopback)
    throw badRequest(M.hostPrivate, { returnHost: M.hostPrivate });
  const before = await getMailFlow(deps, actor);
  await deps.db.transaction(async (tx) => {
    await updateRelaySettings(tx as never, actor, input);
    const changes = changesOf(audited(before), input);
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, actor, {
        action: "mail_flow.updated",
        target: { type: "mail_flow", id: actor.accountId, label: "Mail flow" },
        changes,
      });
  });
  return getMailFlow(deps, actor);
}

/** A new relay credential: answered this once; the old one stops working at once. */
export async function makeRelayCredential(deps: Pick<AppDeps, "db" | "secrets">, actor: AuditActor) {
  const credential = await rotateRelayCredential(deps, actor);
  await recordAudit(deps.db, actor, {
    action: "mail_flow.credential_made",
    target: { type: "mail_flow", id: actor.accountId, label: credential.username },
  });
  return credential;
}

/** `userId` when it is a member of the company; else 404, as for any id of another company. */
export async function requireMemberOf(deps: Pick<AppDeps, "db">, scope: { accountId: string }, userId: string) {
  const [row] = await deps.db
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, scope.accountId), eq(accountUsers.userId, userId)));
  if (!row) throw notFound("Member");
  return row.userId;
}
