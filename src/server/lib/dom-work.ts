// The server's work on a DOM, in the thread that calls it: DOMPurify on jsdom with the shared
// config and hooks, and the SVG judge on jsdom's XML parser. The sanitizer's thread
// (dom-worker.ts) runs it; benches and tests may too. One jsdom window per thread, created
// on first use: a window costs tens of milliseconds, and jsdom itself about 95 MB of memory once
// loaded, so it is required only then. DOMPurify keeps no state in the window between calls.
import createDOMPurify, { type DOMPurify, type WindowLike } from "dompurify";
import { createRequire } from "node:module";
import type { JSDOM as JsdomClass } from "jsdom";
import { installSanitizerHooks } from "../../shared/signature/sanitize-config";
import { sanitizeFinalWith, sanitizeTemplateWith, type SanitizeResult } from "../../shared/signature/sanitize-run";
import { judgeSvg, type SvgVerdict } from "../../shared/signature/svg-judge";

let window: WindowLike | null = null;
let purify: DOMPurify | null = null;
let svgParser: DOMParser | null = null;

function jsdomWindow(): WindowLike {
  if (!window) {
    // No scripts, no resource loading: the window only parses and serializes.
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: typeof JsdomClass };
    window = new JSDOM("<!DOCTYPE html><html><head></head><body></body></html>").window as unknown as WindowLike;
  }
  return window;
}

/** This thread's DOMPurify instance (hooks installed). */
export function getServerPurify(): DOMPurify {
  if (!purify) {
    purify = createDOMPurify(jsdomWindow());
    installSanitizerHooks(purify);
  }
  return purify;
}

/** Whether the SVG is a self-contained drawing (shared/signature/svg-judge.ts), parsed as XML. */
export function judgeSvgHere(svg: string): SvgVerdict {
  svgParser ??= new (jsdomWindow() as unknown as typeof globalThis).DOMParser();
  return judgeSvg(svg, (text) => svgParser!.parseFromString(text, "image/svg+xml"));
}

/**
 * One piece of work for a DOM: "template" sanitizes a template on save (keeps `{{placeholders}}`
 * and block tags), "final" sanitizes rendered or imported HTML, "svg" judges an SVG.
 */
export type DomWork = { kind: "template"; html: string } | { kind: "final"; html: string } | { kind: "svg"; svg: string };
export type DomResult<W extends DomWork> = W extends { kind: "template" }
  ? SanitizeResult
  : W extends { kind: "final" }
    ? string
    : SvgVerdict;

export function domWorkHere<W extends DomWork>(work: W): DomResult<W>;
export function domWorkHere(work: DomWork): SanitizeResult | string | SvgVerdict {
  if (work.kind === "template") return sanitizeTemplateWith(getServerPurify(), work.html);
  if (work.kind === "final") return sanitizeFinalWith(getServerPurify(), work.html);
  return judgeSvgHere(work.svg);
}
