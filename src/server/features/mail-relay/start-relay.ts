// Starts the signing relay in this server process (SIGNING_RELAY=true; npm start and npm run dev set it), or as the
// process's only work (SIGNING_RELAY=only, relay-process.ts). Several processes may run it behind a TCP load balancer:
// it keeps no state outside PostgreSQL but a few seconds' cache of what it reads.
import { readFileSync } from "node:fs";

import type { Env } from "../../env";
import type { RelayDeps } from "./relay-server";

export async function startRelayFromEnv(deps: RelayDeps, env: Env) {
  if (!env.SIGNING_RELAY) return null;
  const tls =
    env.SIGNING_RELAY_TLS_KEY_FILE && env.SIGNING_RELAY_TLS_CERT_FILE
      ? { key: readFileSync(env.SIGNING_RELAY_TLS_KEY_FILE), cert: readFileSync(env.SIGNING_RELAY_TLS_CERT_FILE) }
      : undefined;
  // The relay's modules (the SMTP server, the MIME parser and its encodings) load only in a process that runs it.
  const { createSigningRelay } = await import("./relay-server");
  const relay = createSigningRelay(deps, {
    hostname: env.SIGNING_RELAY_HOSTNAME,
    tls,
    allowInsecureAuth: env.SIGNING_RELAY_ALLOW_INSECURE_AUTH,
  });
  try {
    const port = await relay.listen(env.SIGNING_RELAY_PORT, env.SIGNING_RELAY_HOST);
    return { port, close: relay.close };
  } catch (error) {
    // In production, or in a process that is only the relay, a relay that cannot listen stops the start;
    // elsewhere (a second local server, a test's server processes) the app runs without it.
    if (env.isProduction || env.SIGNING_RELAY === "only") throw error;
    deps.logger.error({ err: (error as Error).message }, `signing mail relay not started on port ${env.SIGNING_RELAY_PORT}`);
    return null;
  }
}
