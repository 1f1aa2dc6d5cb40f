// Signing mail relay benchmark (npm run bench), on PostgreSQL (two relay processes share it):
// the real server (bench/start-server.ts, production mode, demo data) with SIGNING_RELAY=true,
// the demo company's mail flow returning to an SMTP sink in this process (keeps nothing), and
// senders that reach the relay from an allowed network (127.0.0.1/32) as member@acme.test.
//   1. 20 concurrent senders (one SMTP connection each) send a 60 KB HTML reply, first through
//      the same stack signing nothing (mode Shadow: checked, traced, passed through untouched),
//      then signing: messages per second and each message's latency (sender's view, DATA to
//      250); the added latency is signing's p50 and p99 less pass-through's.
//   2. Peak resident memory of the relay's process while 20 senders each send a 35 MB message at once.
//   3. One process against two: the same signing run spread over two processes (as a TCP load
//      balancer would), their combined messages per second.
// Goals: signing at least 0.5 of pass-through and 200 messages a second per process; p99 added
// under 50 ms; peak memory under 300 MB. The load average is printed: the machine may be shared.
import nodemailer from "nodemailer";
import { eq } from "drizzle-orm";
import { postgresUrl, startServer, freePort, type Server } from "./start-server";
import { freshBenchDatabase, loadAverage, mb, rssBytes, sampleRss } from "./server-measures";
import { benchSize, isSmoke } from "./bench-mode";
import { openDatabase } from "../src/server/db/client";
import { accountUsers, ssoDomains, users } from "../src/server/db/schema";
import { updateRelaySettings } from "../src/server/features/mail-relay/relay-settings";
import { spawn } from "node:child_process";
import { largeMessage } from "../src/server/features/mail-relay/large-message";

const SENDERS = benchSize(20, 2);
const PER_SENDER = benchSize(Number(process.env.BENCH_RELAY_MESSAGES ?? 40), 2);
const LARGE_BYTES = benchSize(35, 1) * 1024 * 1024;
const FROM = "member@acme.test";
const TO = "bob@outside.example";

/** A 60 KB HTML reply as Gmail writes one: a short answer above "On … wrote:" and the quoted thread. */
function replyMessage(i: number): string {
  const quoted = Array.from(
    { length: 260 },
    (_, k) =>
      `<p style="margin:0 0 8px">Line ${k} of the earlier thread, with <b>some</b> formatting and a <a href="https://example.com/${k}">link</a>.</p>`,
  ).join("\n");
  const html = `<html><body><div dir="ltr">Thanks, that works for me.</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, 3 Nov 2025 at 10:12, Bob Brown &lt;${TO}&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0 0 0 .8ex;border-left:1px #ccc solid;padding-left:1ex">${quoted}</blockquote></div></body></html>`;
  const text = `Thanks, that works for me.\r\n\r\nOn Mon, 3 Nov 2025 at 10:12, Bob Brown <${TO}> wrote:\r\n> The earlier thread.\r\n`;
  return [
    `From: Member <${FROM}>`,
    `To: Bob Brown <${TO}>`,
    "Subject: Re: Planning",
    `Message-ID: <bench-${i}-${Date.now()}@acme.test>`,
    "In-Reply-To: <thread@outside.example>",
    "MIME-Version: 1.0",
    'Content-Type: multipart/alternative; boundary="alt"',
    "",
    "--alt",
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
    "--alt",
    "Content-Type: text/html; charset=utf-8",
    "",
    html,
    "--alt--",
    "",
  ].join("\r\n");
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** SENDERS connections spread over `ports`, each sending PER_SENDER messages one after the other. */
async function run(ports: number[], raw: () => string | ReturnType<typeof largeMessage>, perSender = PER_SENDER) {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, s) => {
      const transport = nodemailer.createTransport({
        host: "127.0.0.1",
        port: ports[s % ports.length],
        pool: true,
        maxConnections: 1,
        maxMessages: Infinity,
        ignoreTLS: true,
        socketTimeout: 600_000,
        logger: false,
      });
      try {
        for (let m = 0; m < perSender; m++) {
          const t = performance.now();
          const info = await transport.sendMail({ envelope: { from: FROM, to: [TO] }, raw: raw() as never });
          if (!String(info.response).startsWith("250")) throw new Error(`the relay answered ${info.response}`);
          latencies.push(performance.now() - t);
        }
      } finally {
        transport.close();
      }
    }),
  );
  return figures([{ seconds: (performance.now() - started) / 1000, latencies }]);
}

type Round = { seconds: number; latencies: number[] };

function figures(rounds: Round[]) {
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = rounds.reduce((s, r) => s + r.seconds, 0);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    count: latencies.length,
    rounds,
  };
}

const combine = (runs: ReturnType<typeof figures>[]) => figures(runs.flatMap((r) => r.rounds));

/** The return hop in a process of its own (bench/fast-smtp-sink.ts), so the senders here never hold up its answers. */
async function startSinkProcess() {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/fast-smtp-sink.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (d: Buffer) => resolve(Number(String(d).trim())));
    child.once("exit", (code) => reject(new Error(`the sink exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    host: "127.0.0.1",
    port,
    close: async () => {
      child.kill("SIGINT");
      await exited;
    },
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const found = await postgresUrl();
  if ("reason" in found) {
    console.log(`Relay bench skipped: ${found.reason}.`);
    return;
  }
  const sink = await startSinkProcess();
  const fresh = await freshBenchDatabase(found.url, "relay");
  const servers: Server[] = [];
  const relayEnv = async () => {
    const port = await freePort();
    return {
      port,
      env: {
        DATABASE_URL: fresh.url,
        DATA_DIR: fresh.dataDir,
        SIGNING_RELAY: "true",
        SIGNING_RELAY_HOST: "127.0.0.1",
        SIGNING_RELAY_PORT: String(port),
      },
    };
  };
  try {
    const first = await relayEnv();
    servers.push(await startServer(first.env));
    const handle = await openDatabase({ url: fresh.url });
    const [admin] = await handle.db
      .select({ accountId: accountUsers.accountId })
      .from(users)
      .innerJoin(accountUsers, eq(accountUsers.userId, users.id))
      .where(eq(users.email, "admin@acme.test"));
    await handle.db
      .insert(ssoDomains)
      .values({ accountId: admin.accountId, domain: "acme.test", verificationToken: "bench", verifiedAt: new Date() });
    const setMode = (mode: "sign" | "shadow") =>
      updateRelaySettings(handle.db, admin, {
        mode,
        provider: "smtp",
        returnHost: sink.host,
        returnPort: sink.port,
        allowedNetworks: ["127.0.0.1/32"],
      });

    console.log(
      `\nSigning mail relay: ${SENDERS} senders, ${PER_SENDER} messages each, PostgreSQL; load average at the start ${loadAverage()} (1, 5, 15 min)`,
    );
    let i = 0;
    const reply = () => replyMessage(i++);
    // Warm-up: the first messages pay for code loading and the template cache.
    await setMode("sign");
    await run([first.port], reply, 2);

    // Two rounds each, alternating, so a change in the machine's load weighs on both alike.
    const rounds: Record<"shadow" | "sign", Awaited<ReturnType<typeof run>>[]> = { shadow: [], sign: [] };
    for (const mode of ["shadow", "sign", "shadow", "sign"] as const) {
      await setMode(mode);
      rounds[mode].push(await run([first.port], reply, Math.max(1, PER_SENDER / 2)));
    }
    const pass = combine(rounds.shadow);
    const sign = combine(rounds.sign);
    console.log(
      `  pass-through: ${pass.perSecond.toFixed(0)} messages/s, latency p50 ${ms(pass.p50)}, p99 ${ms(pass.p99)} (${pass.count} messages)`,
    );
    console.log(
      `  signing:      ${sign.perSecond.toFixed(0)} messages/s, latency p50 ${ms(sign.p50)}, p99 ${ms(sign.p99)} (${sign.count} messages)`,
    );
    console.log(
      `  signing / pass-through: ${(sign.perSecond / pass.perSecond).toFixed(2)} (goal >= 0.5); added latency p50 ${ms(sign.p50 - pass.p50)}, p99 ${ms(sign.p99 - pass.p99)} (goal p99 < 50 ms); goal 200 messages/s per process`,
    );

    const idle = mb(rssBytes(servers[0].child.pid!));
    const rss = sampleRss(servers[0]);
    const large = await run([first.port], () => largeMessage(FROM, TO, LARGE_BYTES), 1);
    const peak = rss.stop();
    console.log(
      `  ${SENDERS} concurrent ${LARGE_BYTES / 1024 / 1024} MB messages: relay process resident memory idle ${idle} MB, peak ${peak} MB, growth ${peak - idle} MB (goal < 300 MB; the process also serves the web app), ${large.count} relayed, slowest ${(large.p99 / 1000).toFixed(1)} s`,
    );

    const second = await relayEnv();
    servers.push(await startServer({ ...second.env, SEED_DEMO: "false" }));
    await run([second.port], reply, 2);
    const two = await run([first.port, second.port], reply);
    console.log(
      `  two processes: ${two.perSecond.toFixed(0)} messages/s signing (one: ${sign.perSecond.toFixed(0)}), latency p50 ${ms(two.p50)}, p99 ${ms(two.p99)}; the processes share this machine's cores with the senders and the sink`,
    );
    console.log(`  load average at the end ${loadAverage()}`);
    if (isSmoke) console.log("  (smoke run: figures mean nothing)");
    await handle.close();
  } finally {
    for (const server of servers) await server.stop();
    await sink.close();
    await fresh.drop();
  }
}

await main();
