// Signing mail relay benchmark (npm run bench), on PostgreSQL: the real server (bench/start-server.ts,
// production mode, demo data) for the data and the web app, and the relay in processes of their own
// (SIGNING_RELAY=only), as production may run it; the demo company's mail flow returns to an SMTP
// sink in a process of its own (keeps nothing), and senders reach the relay from an allowed network
// (127.0.0.1/32) as member@acme.test. Each sender's connection is open before the clock starts (a
// provider keeps its connections to the relay).
//   1. 20 concurrent senders (one SMTP connection each) send a 60 KB HTML reply, first through
//      the same stack signing nothing (mode Shadow: checked, traced, passed through untouched),
//      then signing: messages per second and each message's latency (sender's view, DATA to
//      250); the added latency is signing's p50 and p99 less pass-through's.
//   2. Peak resident memory of the relay's process while 20 senders each send a 35 MB message at once.
//   3. One process against two: the same signing run through a small TCP balancer (bench/tcp-balancer.ts)
//      in front of one relay process, then of two; their messages per second.
// Goals: signing at least 0.5 of pass-through and 200 messages a second per process; p99 added
// under 50 ms; peak memory under 300 MB. The load average is printed before and after: the machine may be shared.
import nodemailer from "nodemailer";
import { eq } from "drizzle-orm";
import { postgresUrl, startHelperProcess, startRelayOnly, startServer, freePort, type Server } from "./start-server";
import { freshBenchDatabase, loadAverage, sampleRss } from "./server-measures";
import { benchSize, isSmoke } from "./bench-mode";
import { openDatabase } from "../src/server/db/client";
import { accountUsers, ssoDomains, users } from "../src/server/db/schema";
import { updateRelaySettings } from "../src/server/features/mail-relay/relay-settings";
import { largeMessage } from "../src/server/features/mail-relay/large-message";
import { READ_CACHE_SECONDS } from "../src/server/lib/read-cache";

const SENDERS = benchSize(20, 2);
const PER_SENDER = benchSize(Number(process.env.BENCH_RELAY_MESSAGES ?? 40), 2);
const LARGE_BYTES = benchSize(Number(process.env.BENCH_RELAY_LARGE_MB ?? 35), 1) * 1024 * 1024;
const FROM = "member@acme.test";
const TO = "bob@outside.example";

/** A 60 KB HTML reply as Gmail writes one (i < 0: the untimed first message of a connection): a short answer above "On … wrote:" and the quoted thread. */
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

/**
 * SENDERS connections to `port`, each sending PER_SENDER messages one after the other. Each
 * sender's first message opens its connection and is not counted: the clock starts once all are open.
 */
async function run(port: number, raw: () => string | ReturnType<typeof largeMessage>, perSender = PER_SENDER) {
  const latencies: number[] = [];
  const transports = Array.from({ length: SENDERS }, () =>
    nodemailer.createTransport({
      host: "127.0.0.1",
      port,
      pool: true,
      maxConnections: 1,
      maxMessages: Infinity,
      ignoreTLS: true,
      socketTimeout: 600_000,
      logger: false,
    }),
  );
  const send = async (transport: (typeof transports)[number], message: ReturnType<typeof raw>) => {
    const info = await transport.sendMail({ envelope: { from: FROM, to: [TO] }, raw: message as never });
    if (!String(info.response).startsWith("250")) throw new Error(`the relay answered ${info.response}`);
  };
  try {
    await Promise.all(transports.map((transport) => send(transport, replyMessage(-1))));
    const started = performance.now();
    await Promise.all(
      transports.map(async (transport) => {
        for (let m = 0; m < perSender; m++) {
          const t = performance.now();
          await send(transport, raw());
          latencies.push(performance.now() - t);
        }
      }),
    );
    return figures([{ seconds: (performance.now() - started) / 1000, latencies }]);
  } finally {
    for (const transport of transports) transport.close();
  }
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

/** A bench helper in a process of its own (the sink, the balancer), so the senders here never hold it up; it prints its port. */
const ms = (n: number) => `${n.toFixed(1)} ms`;

const goal = (met: boolean) => (met ? "met" : "NOT met");

async function main() {
  const found = await postgresUrl();
  if ("reason" in found) {
    console.log(`Relay bench skipped: ${found.reason}.`);
    return;
  }
  const loadBefore = loadAverage();
  const sink = await startHelperProcess("bench/fast-smtp-sink.ts");
  const fresh = await freshBenchDatabase(found.url, "relay");
  const servers: Server[] = [];
  const helpers: { close: () => Promise<void> }[] = [sink];
  try {
    // The web app (migrations, demo data); it runs no relay. The relays run alone beside it.
    const web = await startServer({ DATABASE_URL: fresh.url, DATA_DIR: fresh.dataDir });
    servers.push(web);
    const handle = await openDatabase({ url: fresh.url });
    const [admin] = await handle.db
      .select({ accountId: accountUsers.accountId })
      .from(users)
      .innerJoin(accountUsers, eq(accountUsers.userId, users.id))
      .where(eq(users.email, "admin@acme.test"));
    await handle.db
      .insert(ssoDomains)
      .values({ accountId: admin.accountId, domain: "acme.test", verificationToken: "bench", verifiedAt: new Date() });
    const setMode = async (mode: "sign" | "shadow") => {
      await updateRelaySettings(handle.db, admin, {
        mode,
        provider: "smtp",
        returnHost: sink.host,
        returnPort: sink.port,
        allowedNetworks: ["127.0.0.1/32"],
      });
      // A relay process sees another process's change within READ_CACHE_SECONDS (its read cache).
      await new Promise((resolve) => setTimeout(resolve, READ_CACHE_SECONDS * 1000 + 250));
    };
    const first = await freePort();
    servers.push(await startRelayOnly(fresh.url, first, web.base));
    const relay = servers[1];

    console.log(
      `\nSigning mail relay: ${SENDERS} senders, ${PER_SENDER} messages each, PostgreSQL, the relay in a process of its own (SIGNING_RELAY=only)`,
    );
    console.log(`  load average before ${loadBefore} (1, 5, 15 min)`);
    let i = 0;
    const reply = () => replyMessage(i++);
    // Warm-up: the first messages pay for code loading and the template cache.
    await setMode("sign");
    await run(first, reply, 2);

    // Two rounds each, alternating, so a change in the machine's load weighs on both alike (one
    // each in a smoke run, signing first as the warm-up left it: every change of mode waits out
    // the relay's read cache).
    const rounds: Record<"shadow" | "sign", Awaited<ReturnType<typeof run>>[]> = { shadow: [], sign: [] };
    let current: "shadow" | "sign" = "sign";
    for (const mode of isSmoke ? (["sign", "shadow"] as const) : (["shadow", "sign", "shadow", "sign"] as const)) {
      if (mode !== current) await setMode(mode);
      current = mode;
      rounds[mode].push(await run(first, reply, Math.max(1, PER_SENDER / 2)));
    }
    const pass = combine(rounds.shadow);
    const sign = combine(rounds.sign);
    const ratio = sign.perSecond / pass.perSecond;
    const addedP99 = sign.p99 - pass.p99;
    console.log(
      `  pass-through: ${pass.perSecond.toFixed(0)} messages/s, latency p50 ${ms(pass.p50)}, p99 ${ms(pass.p99)} (${pass.count} messages)`,
    );
    console.log(
      `  signing:      ${sign.perSecond.toFixed(0)} messages/s (goal >= 200 per process: ${goal(sign.perSecond >= 200)}), latency p50 ${ms(sign.p50)}, p99 ${ms(sign.p99)} (${sign.count} messages)`,
    );
    console.log(`  signing / pass-through: ${ratio.toFixed(2)} (goal >= 0.5: ${goal(ratio >= 0.5)})`);
    console.log(`  added latency: p50 ${ms(sign.p50 - pass.p50)}, p99 ${ms(addedP99)} (goal p99 < 50 ms: ${goal(addedP99 < 50)})`);

    // Memory: RSS of the relay process, sampled from just before the run (so the peak is never below the start).
    const rss = sampleRss(relay);
    const idle = rss.start;
    const large = await run(first, () => largeMessage(FROM, TO, LARGE_BYTES), 1);
    const peak = rss.stop();
    console.log(
      `  ${SENDERS} concurrent ${LARGE_BYTES / 1024 / 1024} MB messages: relay process resident memory before ${idle} MB, peak ${peak} MB (goal < 300 MB: ${goal(peak < 300)}), growth ${peak - idle} MB; ${large.count} relayed, slowest ${(large.p99 / 1000).toFixed(1)} s`,
    );

    // One process against two, both through the same kind of TCP balancer.
    const second = await freePort();
    servers.push(await startRelayOnly(fresh.url, second, web.base));
    await run(second, reply, 2);
    const one = await startHelperProcess("bench/tcp-balancer.ts", [String(first)]);
    const two = await startHelperProcess("bench/tcp-balancer.ts", [String(first), String(second)]);
    helpers.push(one, two);
    const byCount: Record<"one" | "two", Awaited<ReturnType<typeof run>>[]> = { one: [], two: [] };
    for (const which of ["one", "two", "one", "two"] as const)
      byCount[which].push(await run((which === "one" ? one : two).port, reply, Math.max(1, PER_SENDER / 2)));
    const oneFigures = combine(byCount.one);
    const twoFigures = combine(byCount.two);
    console.log(
      `  behind a TCP balancer, signing: one process ${oneFigures.perSecond.toFixed(0)} messages/s (p99 ${ms(oneFigures.p99)}), two processes ${twoFigures.perSecond.toFixed(0)} messages/s (p99 ${ms(twoFigures.p99)}), ${(twoFigures.perSecond / oneFigures.perSecond).toFixed(2)}x; the processes share this machine's cores with the senders, the sink, the balancer and PostgreSQL`,
    );
    console.log(`  load average after ${loadAverage()}`);
    if (isSmoke) console.log("  (smoke run: figures mean nothing)");
    await handle.close();
  } finally {
    for (const server of servers) await server.stop();
    for (const helper of helpers) await helper.close();
    await fresh.drop();
  }
}

await main();
