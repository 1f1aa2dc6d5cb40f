// A member's mailbox for their admin: where the signature is live, the signature Gmail holds
// now for their own address (read from Gmail's send-as settings, as Gmail answers it: a
// refusal is shown in words, never thrown), and what the Outlook add-in inserts for a new
// message and for a reply.
import type { AppDeps } from "../../../context";
import { notFound } from "../../../lib/errors";
import type { Scope } from "../../../lib/scope";
import type { MemberMailbox } from "../../../../shared/integrations/mailbox-view";
import { loadGoogleConnection } from "../providers/google/google-provider";
import { explainProviderError } from "../providers/explain-provider-error";
import { sendAsCalls, type SendAs } from "../gmail/push-to-gmail";
import { renderAddinHtml } from "../outlook/addin-signature";
import { findMailboxPlaces } from "./mailbox-places";

type Deps = Pick<AppDeps, "db" | "secrets" | "tokens" | "config" | "logger" | "tracking">;

async function gmailHolds(deps: Deps, accountId: string, email: string): Promise<MemberMailbox["gmailHolds"]> {
  const connection = await loadGoogleConnection(deps, accountId);
  if (!connection) return null;
  try {
    const box = await sendAsCalls(deps, connection, email)<SendAs>(`/${encodeURIComponent(email)}`);
    return { address: email, signature: box.signature ?? "", error: null };
  } catch (error) {
    const reason = explainProviderError(error, {
      address: email,
      clientId: connection.key.client_id,
      adminEmail: connection.settings.adminEmail,
    });
    return { address: email, signature: null, error: reason };
  }
}

export async function getMemberMailbox(deps: Deps, scope: Pick<Scope, "accountId">, userId: string): Promise<MemberMailbox> {
  const found = await findMailboxPlaces(deps.db, scope.accountId, userId);
  if (!found) throw notFound("Member");
  const { email, places } = found;
  const [holds, newMail, reply] = await Promise.all([
    places.gmail?.reachable ? gmailHolds(deps, scope.accountId, email) : null,
    places.outlook ? renderAddinHtml(deps, scope.accountId, userId, "new") : null,
    places.outlook ? renderAddinHtml(deps, scope.accountId, userId, "reply") : null,
  ]);
  return { ...places, gmailHolds: holds, outlookInserts: places.outlook ? { newMail, reply } : null };
}
