// One delivery attempt over the network, through the outbound policy (lib/outbound): the host
// is resolved and every address it has is checked on each attempt, the connection goes to the
// checked address (no second lookup: rebinding), redirects are not followed (a 3xx answer is a
// failed attempt). One attempt takes at most 15 seconds; the receiver's answer is read (and
// dropped) up to 64 KB, enough to see it finished.
import type { AppConfig } from "../../context";
import { outboundPolicy } from "../../lib/outbound/outbound-policy";
import { outboundRequest, OutboundRefusedError } from "../../lib/outbound/outbound-request";
import { WEBHOOK_MESSAGES } from "../../../shared/webhooks/webhook-schema";

export const ATTEMPT_TIMEOUT_MS = 15_000;
const ANSWER_BYTES_READ = 64 * 1024;

export type AttemptResult = { ok: boolean; statusCode: number | null; durationMs: number; error: string | null };

export async function sendWebhookRequest(
  target: string,
  body: string,
  headers: Record<string, string>,
  config: Pick<AppConfig, "isProduction" | "outbound" | "webhooks">,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    new URL(target);
  } catch {
    return { ok: false, statusCode: null, durationMs: 0, error: WEBHOOK_MESSAGES.urlInvalid };
  }
  try {
    const answer = await outboundRequest(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "user-agent": "Signet-Webhooks/1" },
        body,
        timeoutMs: config.webhooks?.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS,
        maxBytes: ANSWER_BYTES_READ,
      },
      outboundPolicy(config),
    );
    const status = answer.status;
    if (status >= 200 && status < 300) return { ok: true, statusCode: status, durationMs: elapsed(), error: null };
    const error =
      status >= 300 && status < 400
        ? `The endpoint answered ${status}, a redirect; redirects are not followed.`
        : `The endpoint answered ${status}.`;
    return { ok: false, statusCode: status, durationMs: elapsed(), error };
  } catch (error) {
    const message = error instanceof OutboundRefusedError || error instanceof Error ? error.message : String(error);
    return { ok: false, statusCode: null, durationMs: elapsed(), error: message };
  }
}
