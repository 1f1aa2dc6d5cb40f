// Templates benchmark (npm run bench), the services in process on a fresh
// embedded PGlite database (a smoke run's on PostgreSQL when one answers: the code is the same,
// and opening a migrated PGlite is most of its CPU). It prints:
// - the save pipeline of a 10 KB template with a <style> block (size and placeholder
//   checks, juice, image hosting, sanitizing, locating removals; no database), ms;
// - the email-client check of that template for an account of 5,000 members and three
//   campaigns (caniemail findings plus the longest rendered signature: one query for the
//   members, one render each), ms: the editor calls it on a debounced keystroke.
// Medians of several runs after a warm-up. Figures depend on the machine and its load.
import pino from "pino";
import { openDatabase } from "../src/server/db/client";
import { seedGallery } from "../src/server/seed/seed";
import { createDeps } from "../src/server/deps";
import { accounts, accountUsers, campaigns, profiles, users } from "../src/server/db/schema";
import { GALLERY_TEMPLATES } from "../src/shared/signature/gallery";
import { prepareTemplateHtml } from "../src/server/features/templates/prepare-template-html";
import { checkTemplate } from "../src/server/features/templates/check-template";
import { benchSize, isSmoke } from "./bench-mode";
import { freshPostgres } from "./fresh-postgres";
import { postgresUrl } from "./start-server";

const MEMBERS = benchSize(5_000, 20);
const RUNS = benchSize(7, 1);

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** About 10 KB: a gallery template, a <style> block and a long disclaimer. */
function tenKilobyteTemplate(): string {
  const disclaimer = "This email and any attachments are confidential and intended only for the named recipient. ".repeat(100);
  const style = "<style>p { margin: 0 } .legal { font-size: 10px; color: #6b7280 }</style>";
  return `${style}${GALLERY_TEMPLATES[0].html}<p class="legal">${disclaimer}</p>`.slice(0, 10_240);
}

const found = isSmoke ? await postgresUrl() : null;
const handle = found?.url ? await freshPostgres(found.url) : await openDatabase({ dataDir: null });
try {
  await seedGallery(handle.db);
  const deps = createDeps({
    db: handle.db,
    logger: pino({ level: "silent" }),
    authSecret: "bench-secret-bench-secret-bench-secret-0123",
    mailFrom: "Signet <no-reply@signet.test>",
    config: {
      baseUrl: "http://localhost:3999",
      isProduction: true,
      supportEmail: "support@signet.test",
      requireAccountActivation: false,
      dataDir: ".tmp/bench-templates",
      clientDistDir: "dist/client",
      trustedProxies: [],
    },
  });
  const [account] = await handle.db.insert(accounts).values({ name: "Bench Inc", website: "https://bench.example" }).returning();
  for (let i = 0; i < MEMBERS; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, MEMBERS - i) }, (_, j) => {
      const n = i + j;
      return { id: `bench-user-${n}`, email: `member-${n}@bench.example`, first: `Member${n}`, last: "Benchmark" };
    });
    await handle.db.insert(users).values(batch.map((u) => ({ id: u.id, name: `${u.first} ${u.last}`, email: u.email })));
    await handle.db
      .insert(profiles)
      .values(batch.map((u) => ({ id: u.id, email: u.email, firstName: u.first, lastName: u.last, jobTitle: "Account Executive" })));
    await handle.db.insert(accountUsers).values(batch.map((u) => ({ userId: u.id, accountId: account.id })));
  }
  await handle.db.insert(campaigns).values(
    ["Webinar", "Launch", "Survey"].map((name, i) => ({
      accountId: account.id,
      name,
      description: `Campaign ${name} `.repeat(i + 1),
      imageUrl: `https://cdn.bench.example/${name}.png`,
      landingPageUrl: `https://bench.example/${name}`,
      ctaText: "Read more",
    })),
  );
  const html = tenKilobyteTemplate();
  const scope = { accountId: account.id, userId: "bench-user-0", role: "admin" as const };
  const saveMs = await timed(() => prepareTemplateHtml(deps, { accountId: account.id, userId: null }, html));
  let longest = 0;
  const checkMs = await timed(async () => {
    longest = (await checkTemplate(deps, scope, html)).gmail.longest;
  });
  console.log(`\nTemplates: a ${(html.length / 1024).toFixed(1)} KB template`);
  console.log(`  save pipeline (checks, inline, images, sanitize) ${saveMs.toFixed(1)} ms`);
  console.log(
    `  email-client check with ${MEMBERS.toLocaleString("en-US")} members and 3 campaigns ${checkMs.toFixed(0)} ms (longest ${longest.toLocaleString("en-US")} characters)`,
  );
  console.log(
    JSON.stringify({ templates: { saveMs: Math.round(saveMs * 10) / 10, checkMs: Math.round(checkMs), members: MEMBERS, longest } }),
  );
} finally {
  await handle.close();
}
