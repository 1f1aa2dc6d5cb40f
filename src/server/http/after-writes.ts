// After a write through /api or /scim/v2 (decisions 024, 025, 032): this process's read cache
// is emptied once it has answered, no later request joins a session or membership check that
// started before it, and the webhook events its changes recorded are queued once they committed.
import type { MiddlewareHandler, Next } from "hono";
import type { AppDeps, AppEnv } from "../context";
import { dropChecksUnderWay } from "../auth/session-cache";
import { forgetReads } from "../lib/read-cache";
import { dispatchWebhookDeliveries, webhookRequestScope } from "../features/webhooks/record-webhook-event";
import { READ_METHODS } from "./read-methods";
import { withAsyncStores } from "../lib/async-scopes";

export function afterWrites(deps: AppDeps): MiddlewareHandler<AppEnv> {
  // A read goes straight on, with no step after it.
  return (c, next) => (READ_METHODS.has(c.req.method) ? next() : afterWrite(deps, next));
}

async function afterWrite(deps: AppDeps, next: Next) {
  const webhookEvents = { recorded: false };
  try {
    await withAsyncStores(() => webhookRequestScope.run(webhookEvents, next));
  } finally {
    forgetReads(deps.db);
    dropChecksUnderWay(deps.db);
    if (webhookEvents.recorded)
      await dispatchWebhookDeliveries(deps).catch((error: unknown) =>
        deps.logger.error({ err: String(error) }, "queueing webhooks failed"),
      );
  }
}
