// Attack corpora in a real browser (corpora README, property 2). Each payload is
// sanitized as a template and rendered with sample data, and also rendered as
// profile and campaign values through a gallery template; the results go into a
// page where alert, confirm, prompt and print only record their calls (in every
// frame), every element gets click, mouseover and focus, and nothing may be
// recorded. A self-test proves the harness catches a raw payload.
//
// Needs no app server: pages are filled with page.setContent, and every network
// request is refused. Default: a deterministic sample of CORPUS_SAMPLE (300)
// payloadbox payloads plus all DOMPurify fixtures; CORPUS_FULL=1 runs everything
// (scripts/corpus-full.sh).

import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { sanitizeTemplateHtml } from "../src/server/lib/sanitize-html";
import { compileTemplate } from "../src/shared/signature/compile-template";
import type { CampaignData, SignatureData } from "../src/shared/signature/fields";
import { GALLERY_TEMPLATES } from "../src/shared/signature/gallery";
import { SAMPLE_SIGNATURE_DATA } from "../src/shared/signature/sample-data";

const CORPORA = path.resolve(process.cwd(), "../shared/corpora");
const FULL = process.env.CORPUS_FULL === "1";
const SAMPLE = Number(process.env.CORPUS_SAMPLE ?? 300);
const PAYLOADS_PER_PAGE = 50;
const ASSET_BASE = "https://assets.invalid";

function selectPayloads(): string[] {
  const payloadbox = readFileSync(path.join(CORPORA, "payloadbox-xss.txt"), "utf8")
    .split("\n")
    .filter((line) => line !== "");
  const fixtures = (JSON.parse(readFileSync(path.join(CORPORA, "dompurify-fixtures.json"), "utf8")) as { payload: string }[]).map(
    (f) => f.payload,
  );
  if (FULL || SAMPLE >= payloadbox.length) return [...fixtures, ...payloadbox];
  // Evenly spread over the list, the same every run.
  const picked = Array.from({ length: SAMPLE }, (_, i) => payloadbox[Math.floor((i * payloadbox.length) / SAMPLE)]);
  return [...fixtures, ...picked];
}

const payloads = selectPayloads();
const templates = GALLERY_TEMPLATES.map((t) => compileTemplate(t.html));

function casesFor(payload: string, index: number): string[] {
  const asTemplate = compileTemplate(sanitizeTemplateHtml(payload).html).render(SAMPLE_SIGNATURE_DATA, { assetBaseUrl: ASSET_BASE });
  const data: SignatureData = {
    ...SAMPLE_SIGNATURE_DATA,
    full_name: payload,
    job_title: payload,
    personal_phone: payload,
    linkedin_url: payload,
    photo_url: payload,
  };
  const campaign: CampaignData = {
    id: "c",
    name: payload,
    description: payload,
    cta_text: payload,
    image_url: payload,
    landing_page_url: payload,
  };
  const asValues = templates[index % templates.length].render(data, {
    assetBaseUrl: ASSET_BASE,
    campaigns: [campaign],
    onWarning: () => {},
  });
  return [asTemplate, asValues];
}

/** Runs in every frame before its own scripts: the four dialogs only record. */
function installRecorders(): void {
  const frame = window as unknown as { __xssRecord?: (kind: string, detail: string) => void; __recordersInstalled?: boolean };
  if (frame.__recordersInstalled) return;
  frame.__recordersInstalled = true;
  const record =
    (kind: string) =>
    (...args: unknown[]) => {
      const report = frame.__xssRecord;
      report?.(kind, String(args[0] ?? ""));
      return kind === "confirm" ? false : kind === "prompt" ? null : undefined;
    };
  for (const kind of ["alert", "confirm", "prompt", "print"]) {
    Object.defineProperty(window, kind, { value: record(kind), writable: false, configurable: false });
  }
  // Following an http(s)/mailto/tel link would leave the page; anything else
  // (javascript:, data:, vbscript:) is allowed to run, so the recorders see it.
  window.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (link && /^(?:https?|mailto|tel|ftp):$/.test(link.protocol)) event.preventDefault();
    },
    true,
  );
}

/** Click, mouseover and focus on every element of every frame, then a moment to react. */
async function poke(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    await frame
      .evaluate(() => {
        for (const element of Array.from(document.querySelectorAll("*"))) {
          element.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, cancelable: true }));
          element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
          element.dispatchEvent(new FocusEvent("focus"));
          if (element instanceof HTMLElement) element.focus();
        }
      })
      .catch(() => {}); // a frame that navigated away mid-way has nothing left to poke
  }
  await page.waitForTimeout(150);
}

/** Loads the cases into one page and returns every recorded call. */
async function run(page: Page, cases: string[]): Promise<string[]> {
  const calls: string[] = [];
  // A blank page of no origin, as a new page is (the worker's warm page was left on the app's own).
  await page.goto("about:blank");
  await page.route("**/*", (route) => route.abort());
  await page.exposeFunction("__xssRecord", (kind: string, detail: string) => calls.push(`${kind}(${detail})`));
  await page.addInitScript(installRecorders); // frames created from now on
  await page.evaluate(installRecorders); // the blank page that setContent writes into
  page.on("dialog", (dialog) => {
    calls.push(`native ${dialog.type()}`);
    void dialog.dismiss();
  });
  page.on("popup", () => calls.push("popup"));
  const body = cases.map((html, i) => `<div data-case="${i}">${html}</div>`).join("\n");
  await page.setContent(`<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`, { waitUntil: "load" });
  await poke(page);
  return calls;
}

test.describe.configure({ mode: "parallel" });

test("self-test: a raw payload through the same harness is caught", async ({ page }) => {
  const calls = await run(page, [
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:confirm(2)">x</a>',
    '<div onmouseover="prompt(3)">y</div>',
    '<b onfocus="print()" tabindex="1">z</b>',
    '<iframe srcdoc="<img src=x onerror=alert(5)>"></iframe>',
  ]);
  // Recorded by the replaced functions (not as native dialogs), in the frame too.
  expect([...new Set(calls)].sort()).toEqual(["alert(1)", "alert(5)", "confirm(2)", "print()", "prompt(3)"]);
});

for (let start = 0; start < payloads.length; start += PAYLOADS_PER_PAGE) {
  const batch = payloads.slice(start, start + PAYLOADS_PER_PAGE);
  test(`payloads ${start + 1}-${start + batch.length} of ${payloads.length} run nothing`, async ({ page }) => {
    const cases = batch.flatMap((payload, i) => casesFor(payload, start + i));
    expect(await run(page, cases)).toEqual([]);
  });
}
