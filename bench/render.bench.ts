// Signature rendering benchmark (npm run bench). In one run it measures, per render
// of the first gallery template: our compiled renderer, a raw lower bound (the same
// template compiled to plain concatenation, no escaping or validation), and the
// per-render alternative (naive replace + DOMPurify on jsdom). The last line is one
// JSON object for CI to read.
//
// Method: 100,000 deterministic members in batches of 1,000; each batch is timed
// for our renderer and for the lower bound (alternating which goes first), and the
// median batch time / 1,000 is reported. Every rendered string is consumed (read,
// which flattens it) as a writer would, then dropped: nothing is kept, so peak RSS
// reflects streaming. jsdom is loaded only after that phase.

import { performance } from "node:perf_hooks";
import { compileTemplate } from "../src/shared/signature/compile-template";
import { GALLERY_TEMPLATES } from "../src/shared/signature/gallery";
import { hasValue, type SignatureData } from "../src/shared/signature/fields";

const MEMBERS = 100_000;
const BATCH = 1_000;
const DOMPURIFY_SAMPLE = 400;
const DOMPURIFY_BATCH = 20;
const ASSET_BASE = "https://app.signet.example";

// ---- deterministic members -------------------------------------------------------
const FIRST = ["Ava", "Noah", "Zoë", "Liam", "Mia", "José", "Olivia", "Ethan", "Amélie", "Lucas", "Sofia", "Mateo", "Chloé", "Aarav", "Hana", "Jonas", "Ingrid", "Kwame", "Yuki", "Léa"];
const LAST = ["Smith", "O'Brien", "García", "Nguyen", "Müller", "Rossi", "Kowalski", "Johnson & Sons", "Dubois", "Tanaka", "Okafor", "Silva", "Larsen", "Cohen", "Patel", "Brown"];
const TITLES = ["Account Executive", "Head of R&D", "Senior Engineer", "VP, Sales", "Customer Success Lead", "CFO", "Designer <UX>", "Office Manager", "Product Owner", ""];
const COMPANIES = ["Acme Corp", "Globex & Partners", "Initech", "Umbrella \"Bio\"", "Stark Industries"];
const OFFICES = ["HQ", "Berlin", "Lisbon office", "", "NYC"];

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

function member(index: number): SignatureData {
  const rnd = mulberry32(index * 7919 + 17);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)];
  const first = pick(FIRST);
  const last = pick(LAST);
  const slug = `${first}-${last}-${index}`.toLowerCase().replace(/[^a-z0-9-]/g, "");
  const company = pick(COMPANIES);
  const phone = () => `+1 (${200 + Math.floor(rnd() * 700)}) ${100 + Math.floor(rnd() * 900)}-${1000 + Math.floor(rnd() * 9000)}`;
  return {
    full_name: `${first} ${last}`,
    job_title: pick(TITLES),
    email: `${slug}@${company.split(" ")[0].toLowerCase().replace(/[^a-z]/g, "")}.com`,
    personal_phone: rnd() < 0.7 ? phone() : "",
    office_phone: rnd() < 0.8 ? phone() : null,
    company_name: company,
    website: rnd() < 0.5 ? `www.${company.split(" ")[0].toLowerCase().replace(/[^a-z]/g, "")}.com` : `https://${company.split(" ")[0].toLowerCase().replace(/[^a-z]/g, "")}.example/about?ref=sig&id=${index}`,
    linkedin_url: rnd() < 0.6 ? `linkedin.com/in/${slug}` : undefined,
    photo_url: rnd() < 0.7 ? `https://cdn.signet.example/photos/${slug}.jpg` : "",
    logo_url: rnd() < 0.9 ? `https://cdn.signet.example/logos/${index % 5}.png` : null,
    address: rnd() < 0.6 ? `${1 + Math.floor(rnd() * 999)} Market St, Suite ${Math.floor(rnd() * 90)}` : "",
    office_name: pick(OFFICES),
    employee_count: 10 + (index % 5000),
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
const rssMb = (): number => process.memoryUsage().rss / 1024 / 1024;
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
  for (let i = 0; i < 20_000; i++) {
    const data = member(MEMBERS + i);
    consume(compiled.render(data, options));
    consume(raw(data));
  }

  const ours: number[] = [];
  const lower: number[] = [];
  let peakRss = rssMb();
  for (let start = 0; start < MEMBERS; start += BATCH) {
    const batch: SignatureData[] = [];
    for (let i = start; i < start + BATCH; i++) batch.push(member(i));
    const timeOurs = () => {
      const t0 = performance.now();
      for (const data of batch) consume(compiled.render(data, options));
      ours.push(((performance.now() - t0) * 1000) / BATCH);
    };
    const timeLower = () => {
      const t0 = performance.now();
      for (const data of batch) consume(raw(data));
      lower.push(((performance.now() - t0) * 1000) / BATCH);
    };
    if ((start / BATCH) % 2 === 0) {
      timeOurs();
      timeLower();
    } else {
      timeLower();
      timeOurs();
    }
    peakRss = Math.max(peakRss, rssMb());
  }
  const renderUs = median(ours);
  const lowerUs = median(lower);
  console.log(`renderer:     ${renderUs.toFixed(3)} us/render (median of ${ours.length} batches of ${BATCH})`);
  console.log(`lower bound:  ${lowerUs.toFixed(3)} us/render`);
  console.log(`peak RSS while streaming ${MEMBERS} renders: ${peakRss.toFixed(1)} MB`);

  // ---- per-render DOMPurify on jsdom (loaded only now) ------------------------------
  const { getServerPurify, sanitizeTemplateHtml } = await import("../src/server/lib/sanitize-html");
  const { SANITIZE_CONFIG } = await import("../src/shared/signature/sanitize-config");
  if (sanitizeTemplateHtml(template).html !== template) console.warn("note: gallery template is not in sanitized form");
  const purify = getServerPurify();
  const naive = (data: SignatureData): string => {
    let html = template;
    const block = /\{\{#if\s+(\w+)\s*\}\}((?:(?!\{\{#if)[\s\S])*?)\{\{\/if\}\}/g;
    for (let prev = ""; prev !== html; ) {
      prev = html;
      html = html.replace(block, (_, field: keyof SignatureData, body: string) => (hasValue(data[field]) ? body : ""));
    }
    html = html.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, field: keyof SignatureData) => String(data[field] ?? ""));
    return purify.sanitize(html, SANITIZE_CONFIG) as string; // one pass, same policy and hooks
  };
  for (let i = 0; i < 40; i++) consume(naive(member(i)));
  const perRender: number[] = [];
  for (let start = 0; start < DOMPURIFY_SAMPLE; start += DOMPURIFY_BATCH) {
    const batch: SignatureData[] = [];
    for (let i = start; i < start + DOMPURIFY_BATCH; i++) batch.push(member(i));
    const t0 = performance.now();
    for (const data of batch) consume(naive(data));
    perRender.push(((performance.now() - t0) * 1000) / DOMPURIFY_BATCH);
    await tick(); // let jsdom release what it holds between batches
  }
  const domUs = median(perRender);
  console.log(`DOMPurify/jsdom: ${domUs.toFixed(1)} us/render (median of ${perRender.length} batches of ${DOMPURIFY_BATCH})`);
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
