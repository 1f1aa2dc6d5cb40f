// One sanitizing run, the same on server and client: protect template block tags,
// DOMPurify with the shared config and hooks, serialize, restore, and repeat until
// the output no longer changes. Re-parsing can rearrange what DOMPurify left (an
// <a> hoisted out of a removed <svg> into another <a>), so a single pass is not
// always idempotent; the fixed point is, by construction.

import type { DOMPurify, RemovedAttribute, RemovedElement } from "dompurify";
import { SANITIZE_CONFIG } from "./sanitize-config";
import { beginRun, endRun, wasRejectedByHook, type SanitizeMode } from "./sanitize-hooks";
import { canonicalBlockTag, classifyToken, PLACEHOLDER } from "./template-tokens";

export type SanitizeResult = { html: string; removed: string[] };

const MAX_PASSES = 5;
const RUN_CONFIG = { ...SANITIZE_CONFIG, RETURN_DOM: true } as const;
const MARKER_COMMENT = /<!--(\{\{(?:#if [A-Za-z_]\w*|\/if|campaigns)\}\})-->/g;

/**
 * `{{#if}}` between table rows is text where the parser allows none: it would be
 * moved in front of the table. As a comment it stays where the author put it.
 */
export function protectBlockTags(html: string): string {
  return html.replace(PLACEHOLDER, (match, inner: string) => {
    const canonical = canonicalBlockTag(classifyToken(inner));
    return canonical ? `<!--${canonical}-->` : match;
  });
}

export function restoreBlockTags(html: string): string {
  return html.replace(MARKER_COMMENT, "$1");
}

function describe(entry: RemovedElement | RemovedAttribute, state: ReturnType<typeof endRun>): string | null {
  if ("from" in entry) {
    const name = entry.attribute?.name ?? "unknown";
    if (wasRejectedByHook(state, entry.from, name)) return null; // the hook said why
    return `${name} attribute on <${entry.from.nodeName.toLowerCase()}>`;
  }
  const name = entry.element.nodeName.toLowerCase();
  if (name === "#text") return null;
  return name === "#comment" ? "HTML comment" : `<${name}> tag`;
}

function onePass(purify: DOMPurify, html: string, mode: SanitizeMode, report: string[]): string {
  beginRun(purify, mode, report);
  let serialized: string;
  try {
    // null when the input parses without a body (a <frameset> document): nothing survives.
    const body = purify.sanitize(mode === "template" ? protectBlockTags(html) : html, RUN_CONFIG) as Element | null;
    serialized = body ? body.innerHTML : "";
  } finally {
    const state = endRun(purify);
    for (const entry of purify.removed) {
      const message = describe(entry, state);
      if (message && !report.includes(message)) report.push(message);
    }
  }
  // Final HTML holds no template syntax at all: braces become references.
  return mode === "template" ? restoreBlockTags(serialized) : serialized.replace(/[{}]/g, (ch) => (ch === "{" ? "&#123;" : "&#125;"));
}

function run(purify: DOMPurify, html: string, mode: SanitizeMode): SanitizeResult {
  const removed: string[] = [];
  let current = typeof html === "string" ? html : "";
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = onePass(purify, current, mode, removed);
    if (next === current) return { html: next, removed };
    current = next;
  }
  // Never settled: refuse the content rather than return something unstable.
  removed.push("content that could not be sanitized stably");
  return { html: "", removed };
}

/** Template mode: placeholders and block tags survive, literal URLs are checked. */
export function sanitizeTemplateWith(purify: DOMPurify, html: string): SanitizeResult {
  return run(purify, html, "template");
}

/** Final mode: for rendered HTML; no template syntax is kept. */
export function sanitizeFinalWith(purify: DOMPurify, html: string): string {
  return run(purify, html, "final").html;
}
