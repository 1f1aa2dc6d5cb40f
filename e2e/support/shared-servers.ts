// The servers playwright.config.ts starts once for the whole run, on ports derived from E2E_PORT
// (so runs on other ports never meet): the shared e2e server, and the fakes of the outside
// services it is pointed at: Google's APIs, Microsoft's sign-in and Graph, a SAML and an
// OpenID Connect identity provider, and a file of DNS TXT answers. Specs that use one keep to
// their own company, tenant, domain or directory, so specs running in parallel never collide.
import { mkdirSync, renameSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const port = Number(process.env.E2E_PORT ?? 3100);
// Four ports of its own for each E2E_PORT (so 3205 and 3305 never share one), below the
// range the system hands out for outgoing connections (32768 and up).
const fakePort = (slot: number) => 16_000 + 4 * (port % 4_000) + slot;
const at = (slot: number) => `http://127.0.0.1:${fakePort(slot)}`;

/** The shared e2e server's address (every spec's baseURL). */
export const E2E_BASE_URL = `http://localhost:${port}`;

export const SHARED_FAKES = {
  /** Its own directory is the demo's at `domain`, which no spec's company uses: each spec adds a customer of its own (google-customer.ts). */
  google: {
    port: fakePort(0),
    url: at(0),
    keyFile: resolve(`.tmp/e2e-fake-google-${port}/service-account.json`),
    domain: "google-workspace.test",
  },
  microsoft: { port: fakePort(1), url: at(1) },
  saml: { port: fakePort(2), url: at(2), metadataUrl: `${at(2)}/metadata` },
  oidc: { port: fakePort(3), url: at(3) },
  /** The shared server's signing mail relay (SMTP), below the ephemeral range like the fakes. */
  relayPort: 32_000 + (port % 700),
  /** The main server's DNS: `publishTxtRecord` adds a record to it. */
  dnsFile: resolve(`.tmp/e2e-dns-${port}.json`),
};

/**
 * Publishes a TXT record at `domain` in the shared server's DNS file. Other workers write the
 * same file, so each write holds a lock (a directory only one process can create) and
 * replaces the file whole (the server never reads half of it).
 */
export async function publishTxtRecord(domain: string, record: string) {
  const file = SHARED_FAKES.dnsFile;
  const lock = `${file}.lock`;
  for (let tries = 0; ; tries += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || tries > 200) throw error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  try {
    const records = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
    records[domain] = [...(records[domain] ?? []), record];
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(records));
    renameSync(`${file}.${process.pid}`, file);
  } finally {
    rmdirSync(lock);
  }
}
