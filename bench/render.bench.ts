// Signature rendering benchmark (npm run bench). In one run it measures, per render
// of the first gallery template: our compiled renderer, a raw lower bound (the same
// template compiled to plain concatenation, no escaping or validation), and the
// per-render alternative (naive replace + DOMPurify on jsdom). The last line is one
// JSON object for CI to read.
//
// Method: 100,000 deterministic members in batches of 1,000; each batch is timed
// for our renderer and for the lower bound (alternating which goes first), and the
// median batch time / 1,000 is reported. Times are CPU time of this process
// (process.cpuUsage), not wall time: CI machines are shared and a preempted batch
// would otherwise count someone else's work; wall-clock medians are printed too.
// Every rendered string is consumed (read, which flattens it) as a writer would,
// then dropped: nothing is kept, so peak RSS reflects streaming. jsdom is loaded
// only after that phase.

import { performance } from "node:perf_hooks";
import { compileTemplate } from "../src/shared/signature/compile-template";
import { GALLERY_TEMPLATES } from "../src/shared/signature/gallery";
import { hasValue, type SignatureData } from "../src/shared/signature/fields";
import { benchSize } from "./bench-mode";

const MEMBERS = benchSize(100_000, 1_000);
const BATCH = 1_000;
const DOMPURIFY_SAMPLE = benchSize(400, 20);
const DOMPURIFY_BATCH = 20;
const ASSET_BASE = "https://app.signet.example";

// ---- deterministic members --------------------------------------------------------
// Members belong to accounts (company, website, logo, offices shared) and are
// rendered account by account, as a "deploy to team" job does. Names, titles and
// phones vary per member; some fields are empty; some values need escaping.
const FIRST = [
  "Ava",
  "Noah",
  "Zoë",
  "Liam",
  "Mia",
  "José",
  "Olivia",
  "Ethan",
  "Amélie",
  "Lucas",
  "Sofia",
  "Mateo",
  "Chloé",
  "Aarav",
  "Hana",
  "Jonas",
  "Ingrid",
  "Kwame",
  "Yuki",
  "Léa",
  "Siobhan",
  "Dmitri",
  "Fatima",
  "Oluwaseun",
];
const LAST = [
  "Smith",
  "O'Brien",
  "García",
  "Nguyen",
  "Müller",
  "Rossi",
  "Kowalski",
  "Johnson",
  "Dubois",
  "Tanaka",
  "Okafor",
  "Silva",
  "Larsen",
  "Cohen",
  "Patel",
  "Brown",
  "D'Angelo",
  "Van der Berg",
  "Øster",
  "Lee",
];
const TITLES = [
  "Account Executive",
  "Head of R&D",
  "Senior Software Engineer",
  "VP, Sales",
  "Customer Success Lead",
  "Chief Financial Officer",
  "Product Designer",
  "Office Manager",
  "Product Owner",
  "Marketing Specialist",
  "",
  "Recruiter",
];
const WORDS = ["Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Hooli", "Vandelay", "Soylent", "Tyrell", "Cyberdyne", "Wonka"];
const SUFFIXES = ["Corp", "& Partners", "GmbH", "Labs", "Industries", "Ltd", "Group", "S.A."];
const CITIES = ["Berlin", "Lisbon", "New York", "London", "Paris", "Toronto", "São Paulo", "Tokyo"];

type Account = {
  company: string;
  domain: string;
  website: string;
  logo: string;
  employees: number;
  offices: { name: string; address: string; phone: string }[];
};

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickFrom =
  (rnd: () => number) =>
  <T>(list: T[]): T =>
    list[Math.floor(rnd() * list.length)];
const phone = (rnd: () => number) =>
  `+1 (${200 + Math.floor(rnd() * 700)}) ${100 + Math.floor(rnd() * 900)}-${1000 + Math.floor(rnd() * 9000)}`;

function makeAccount(n: number): Account {
  const rnd = mulberry32(n * 104729 + 3);
  const pick = pickFrom(rnd);
  const word = pick(WORDS);
  const company = `${word} ${pick(SUFFIXES)}`;
  const domain = `${word.toLowerCase()}${n}.example`;
  const site = rnd();
  const offices = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
    const city = pick(CITIES);
    return { name: `${city} office`, address: `${1 + Math.floor(rnd() * 400)} Main Street, ${city}`, phone: phone(rnd) };
  });
  return {
    company,
    domain,
    website: site < 0.4 ? `www.${domain}` : site < 0.8 ? `https://www.${domain}` : `${domain}/about`,
    logo: rnd() < 0.85 ? `https://cdn.signet.example/logos/${n}.png` : "",
    employees: 20 + Math.floor(rnd() * 2000),
    offices,
  };
}

/** Account sizes vary (20 to 1,000 members); member i's account is found by scanning. */
const accountStarts: number[] = [0];
for (let n = 0; accountStarts[n] < 200_000; n++) accountStarts.push(accountStarts[n] + 20 + Math.floor(mulberry32(n)() * 980));
const accounts = new Map<number, Account>();
let cursor = 0;

function member(index: number): SignatureData {
  while (accountStarts[cursor + 1] <= index) cursor++;
  while (accountStarts[cursor] > index) cursor--;
  let account = accounts.get(cursor);
  if (!account) {
    account = makeAccount(cursor);
    accounts.clear(); // one account at a time, like a deploy job
    accounts.set(cursor, account);
  }
  const rnd = mulberry32(index * 7919 + 17);
  const pick = pickFrom(rnd);
  const first = pick(FIRST);
  const last = pick(LAST);
  const office = account.offices[Math.floor(rnd() * account.offices.length)];
  const slug = `${first}.${last}`
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z.]/g, "");
  return {
    full_name: `${first} ${last}`,
    job_title: pick(TITLES),
    email: `${slug}${index % 97}@${account.domain}`,
    personal_phone: rnd() < 0.7 ? phone(rnd) : "",
    office_phone: office.phone,
    company_name: account.company,
    website: account.website,
    linkedin_url: rnd() < 0.6 ? `linkedin.com/in/${slug.replace(".", "-")}-${index}` : undefined,
    photo_url: rnd() < 0.7 ? `https://cdn.signet.example/photos/${index}.jpg` : "",
    logo_url: account.logo,
    address: office.address,
    office_name: office.name,
    employee_count: account.employees,
  };
}

// ---- raw lower bound: same template, plain concatenation --------------------------
type RawOp = string | { field: string } | { ifField: string; body: RawOp[] };

function compileRaw(source: string): (data: SignatureData) => string {
  const root: RawOp[] = [];
  const stack: RawOp[][] = [root];
  const re = /\{\{\s*(#if\s+(\w+)|\/if|(\w+))\s*\}\}/g;
  let last = 0;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const top = stack[stack.length - 1];
    if (m.index > last) top.push(source.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[2]) {
      const node = { ifField: m[2], body: [] as RawOp[] };
      top.push(node);
      stack.push(node.body);
    } else if (m[1] === "/if") stack.pop();
    else if (m[3] !== "campaigns") top.push({ field: m[3] });
  }
  root.push(source.slice(last));
  const run = (ops: RawOp[], data: Record<string, unknown>): string => {
    let out = "";
    for (const op of ops) {
      if (typeof op === "string") out += op;
      else if ("field" in op) {
        const v = data[op.field];
        out += v == null ? "" : v;
      } else {
        const v = data[op.ifField];
        if (v != null && v !== "") out += run(op.body, data);
      }
    }
    return out;
  };
  return (data) => run(root, data as Record<string, unknown>);
}

// ---- helpers ----------------------------------------------------------------------
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n: number, digits = 3): number => Number(n.toFixed(digits));
/** The process's peak resident set so far (the kernel's high-water mark), in MB. */
const peakRssMb = (): number => process.resourceUsage().maxRSS / 1024;

type Sample = { cpu: number; wall: number };
/** Runs `work` once and returns its CPU and wall time in microseconds. */
function measure(work: () => void): Sample {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  work();
  const wall = (performance.now() - wall0) * 1000;
  const cpu = process.cpuUsage(cpu0);
  return { cpu: cpu.user + cpu.system, wall };
}
const medianOf = (samples: Sample[], key: keyof Sample, per: number): number => median(samples.map((s) => s[key])) / per;
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

let sink = 0;
/** Reads the string as a writer would (flattens V8's rope) and lets it go. */
function consume(html: string): void {
  sink = (sink + html.length + html.charCodeAt(html.length - 1)) | 0;
}

async function main(): Promise<void> {
  const template = GALLERY_TEMPLATES[0].html;
  const compiled = compileTemplate(template);
  const raw = compileRaw(template);
  const options = { assetBaseUrl: ASSET_BASE };

  // Warm up both paths so the JIT settles before timing.
  for (let i = 0; i < benchSize(20_000, 200); i++) {
    const data = member(MEMBERS + 20_000 + i);
    consume(compiled.render(data, options));
    consume(raw(data));
  }

  const ours: Sample[] = [];
  const lower: Sample[] = [];
  for (let start = 0; start < MEMBERS; start += BATCH) {
    const batch: SignatureData[] = [];
    for (let i = start; i < start + BATCH; i++) batch.push(member(i));
    const timeOurs = () => ours.push(measure(() => batch.forEach((data) => consume(compiled.render(data, options)))));
    const timeLower = () => lower.push(measure(() => batch.forEach((data) => consume(raw(data)))));
    if ((start / BATCH) % 2 === 0) {
      timeOurs();
      timeLower();
    } else {
      timeLower();
      timeOurs();
    }
  }
  const peakRss = peakRssMb(); // before jsdom is loaded: the streaming phase's peak
  const renderUs = medianOf(ours, "cpu", BATCH);
  const lowerUs = medianOf(lower, "cpu", BATCH);
  console.log(
    `renderer:        ${renderUs.toFixed(3)} us/render CPU, ${medianOf(ours, "wall", BATCH).toFixed(3)} wall (median of ${ours.length} batches of ${BATCH})`,
  );
  console.log(`lower bound:     ${lowerUs.toFixed(3)} us/render CPU, ${medianOf(lower, "wall", BATCH).toFixed(3)} wall`);
  console.log(`peak RSS while streaming ${MEMBERS} renders: ${peakRss.toFixed(1)} MB`);
  console.log(`ratio to lower bound: ${(renderUs / lowerUs).toFixed(2)} (target <= 2)`);

  // ---- per-render DOMPurify on jsdom (loaded only now) ------------------------------
  const { sanitizeTemplateHtml } = await import("../src/server/lib/sanitize-html");
  const { getServerPurify } = await import("../src/server/lib/dom-work");
  const { SANITIZE_CONFIG } = await import("../src/shared/signature/sanitize-config");
  if (sanitizeTemplateHtml(template).html !== template) console.warn("note: gallery template is not in sanitized form");
  const purify = getServerPurify();
  const naive = (data: SignatureData): string => {
    let html = template;
    const block = /\{\{#if\s+(\w+)\s*\}\}((?:(?!\{\{#if)[\s\S])*?)\{\{\/if\}\}/g;
    for (let prev = ""; prev !== html;) {
      prev = html;
      html = html.replace(block, (_, field: keyof SignatureData, body: string) => (hasValue(data[field]) ? body : ""));
    }
    html = html.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, field: keyof SignatureData) => String(data[field] ?? ""));
    return purify.sanitize(html, SANITIZE_CONFIG) as string; // one pass, same policy and hooks
  };
  for (let i = 0; i < 40; i++) consume(naive(member(i)));
  const perRender: Sample[] = [];
  for (let start = 0; start < DOMPURIFY_SAMPLE; start += DOMPURIFY_BATCH) {
    const batch: SignatureData[] = [];
    for (let i = start; i < start + DOMPURIFY_BATCH; i++) batch.push(member(i));
    perRender.push(measure(() => batch.forEach((data) => consume(naive(data)))));
    await tick(); // let jsdom release what it holds between batches
  }
  const domUs = medianOf(perRender, "cpu", DOMPURIFY_BATCH);
  console.log(
    `DOMPurify/jsdom: ${domUs.toFixed(1)} us/render CPU, ${medianOf(perRender, "wall", DOMPURIFY_BATCH).toFixed(1)} wall (median of ${perRender.length} batches of ${DOMPURIFY_BATCH}, ${DOMPURIFY_SAMPLE} members)`,
  );
  const result = {
    render_us: round(renderUs),
    lower_bound_us: round(lowerUs),
    dompurify_jsdom_us: round(domUs, 1),
    ratio_to_lower_bound: round(renderUs / lowerUs, 2),
    speedup_vs_dompurify_jsdom: Math.round(domUs / renderUs),
    peak_rss_mb: round(peakRss, 1),
  };
  if (sink === 42) console.log(""); // keeps `sink` observable so no work is optimized away
  console.log(JSON.stringify(result));
}

await main();
