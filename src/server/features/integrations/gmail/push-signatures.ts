// A fetch of push jobs: claimed in one statement (claim-pushes.ts), the company's Google
// connection opened once, each member's signature put in Gmail (push-to-gmail.ts) in the
// lanes shared by every fetch of this process, and each outcome written as it comes, a
// group a statement (record-pushes.ts). A 429 or 5xx that outlasts the retries inside the
// push sends the job back to the queue's backoff (its row `queued`, saying why) until
// PUSH_ATTEMPTS tries, then the member is `failed` with Gmail's reason. A push that fails for
// good (not because the signature changed or the connection is gone) emails the member their
// signature to copy instead (features/mailboxes, push-failure-notice.ts).
import type { AppDeps } from "../../../context";
import type { QueuedJob } from "../../../lib/queue";
import { GMAIL_SIGNATURE_LIMIT, gmailLimitReason } from "../../../../shared/templates/gmail-limit";
import { explainProviderError } from "../providers/explain-provider-error";
import type { GoogleConnection } from "../providers/google/google-connection";
import { loadGoogleConnection } from "../providers/google/google-provider";
import { GoogleApiError } from "../providers/google/google-http";
import { claimPushes, type ClaimedPush, type PushJob } from "./claim-pushes";
import { pushSignatureToGmail, type GmailDeps } from "./push-to-gmail";
import type { PushOutcome, PushRecorder } from "./record-pushes";
import { signatureVersion } from "../../mailboxes";
import type { Lanes } from "./lanes";

export type { PushJob } from "./claim-pushes";
/** Tries per version before the member is marked failed (the queue retries with backoff in between). */
export const PUSH_ATTEMPTS = 6;

export type PushDeps = Pick<AppDeps, "db" | "secrets"> & GmailDeps & { lanes: Lanes; recorder: PushRecorder };

/** Answers the ids of the jobs to retry later. */
export async function pushSignatures(deps: PushDeps, jobs: QueuedJob<PushJob>[]): Promise<string[]> {
  const claimed = await claimPushes(deps.db, jobs);
  const connections = new Map<string, GoogleConnection | null>();
  for (const accountId of new Set(claimed.map((c) => c.accountId))) connections.set(accountId, await loadGoogleConnection(deps, accountId));
  const retries: string[] = [];
  await Promise.all(
    claimed.map((push) =>
      deps.lanes.run(async () => {
        const outcome = await pushOne(deps, push, connections.get(push.accountId) ?? null);
        await deps.recorder.record(push, outcome);
        if (outcome.status === "queued") retries.push(push.jobId);
      }),
    ),
  );
  return retries;
}

async function pushOne(deps: GmailDeps, push: ClaimedPush, connection: GoogleConnection | null): Promise<PushOutcome> {
  if (push.html === null || signatureVersion(push.html) !== push.version)
    // The signature changed since: its own job pushes the newer version.
    return { status: "failed", error: "The signature changed before it was pushed; the newer one is pushed instead." };
  if (push.html.length > GMAIL_SIGNATURE_LIMIT) return { status: "failed", notify: true, error: gmailLimitReason(push.html.length) };
  if (!connection) return { status: "failed", error: "Google Workspace is not connected." };
  try {
    return { status: "pushed", error: null, ...(await pushSignatureToGmail(deps, connection, push.email, push.html)) };
  } catch (error) {
    // What the refusal means and what to do, never Google's raw answer (provider-refusals.ts).
    const reason = explainProviderError(error, {
      address: push.email,
      clientId: connection.key.client_id,
      adminEmail: connection.settings.adminEmail,
    }).slice(0, 500);
    // Back to the queue's retry (with backoff); the row says why it waits.
    if (error instanceof GoogleApiError && error.isTransient && push.attempts < PUSH_ATTEMPTS) return { status: "queued", error: reason };
    return { status: "failed", error: reason, notify: true };
  }
}
