// The live preview per keystroke measured where it runs: in Chromium, with the browser's
// DOMPurify. The editor's preview module is bundled with Vite and timed inside the page.
import path from "node:path";
import { build } from "vite";
import { chromium } from "playwright-core";

type Output = { output: { type: string; code?: string }[] };

export async function browserPreviewTimes(html: string, count: number, warmup: number): Promise<number[] | null> {
  const result = (await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      lib: { entry: path.resolve("bench/browser-preview-entry.ts"), formats: ["iife"], name: "previewBench" },
    },
  })) as Output | Output[];
  const code = (Array.isArray(result) ? result[0] : result).output.find((o) => o.type === "chunk")?.code;
  if (!code) throw new Error("The preview bundle was not built.");
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    })
    .catch(() => null);
  if (!browser) return null; // no Chromium here: the jsdom figure stands alone
  try {
    const page = await browser.newPage();
    await page.setContent("<!DOCTYPE html><html><body></body></html>");
    await page.addScriptTag({ content: code });
    return await page.evaluate(
      ([h, c, w]) =>
        (window as unknown as { previewKeystrokes(html: string, count: number, warmup: number): number[] }).previewKeystrokes(h, c, w),
      [html, count, warmup] as const,
    );
  } finally {
    await browser.close();
  }
}
