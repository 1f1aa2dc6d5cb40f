// DOMPurify hooks shared by the server (jsdom) and the browser. They do what the
// allow-lists alone can't: keep `{{placeholders}}` in href/src (DOMPurify would drop
// them as unknown URIs), apply the URL and CSS rules, remove any remaining
// javascript:/vbscript: text, and keep only the comments that protect template
// block tags. What they remove is reported in words for the template editor.

import type { DOMPurify, UponSanitizeAttributeHookEvent } from "dompurify";
import { ALLOWED_ATTRIBUTE_SET } from "./allow-lists";
import { sanitizeStyle } from "./css-rules";
import { removeScriptSchemes } from "./script-scheme";
import { checkImageUrl, checkTemplateLinkUrl, isOwnAssetPath, type UrlVerdict } from "./url-rules";

export type SanitizeMode = "template" | "final";

type RunState = { mode: SanitizeMode; report: string[]; rejected: WeakMap<object, Set<string>> };

const runs = new WeakMap<DOMPurify, RunState>();
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** The comments sanitizeTemplateWith() wraps block tags in, e.g. `<!--{{/if}}-->`. */
export const BLOCK_MARKER = /^\{\{(?:#if [A-Za-z_]\w*|\/if|campaigns)\}\}$/;

export function beginRun(purify: DOMPurify, mode: SanitizeMode, report: string[]): void {
  runs.set(purify, { mode, report, rejected: new WeakMap() });
}

export function endRun(purify: DOMPurify): RunState | undefined {
  const state = runs.get(purify);
  runs.delete(purify);
  return state;
}

export function wasRejectedByHook(state: RunState | undefined, element: object, attribute: string): boolean {
  return state?.rejected.get(element)?.has(attribute) ?? false;
}

function note(state: RunState | undefined, message: string): void {
  if (state && !state.report.includes(message)) state.report.push(message);
}

/** Removes the attribute; `message` says why (null: its parts were reported already). */
function reject(state: RunState | undefined, element: object, data: UponSanitizeAttributeHookEvent, message: string | null): void {
  data.keepAttr = false;
  if (!state) return;
  const names = state.rejected.get(element) ?? new Set<string>();
  names.add(data.attrName);
  state.rejected.set(element, names);
  if (message) note(state, message);
}

/** A placeholder URL keeps its placeholders; the literal before them must be a safe start. */
function checkTemplateUrl(value: string, attr: string): UrlVerdict {
  const start = value.indexOf("{{");
  const prefix = value.slice(0, start).trim();
  const rest = removeScriptSchemes(value.slice(start));
  if (prefix === "") return { url: rest };
  if (attr === "href" && (/^mailto:$/i.test(prefix) || /^tel:[\d\s+().-]*$/i.test(prefix))) return { url: prefix + rest };
  // Check the prefix as if a value followed it, then take that value off again.
  const verdict = attr === "src" ? checkImageUrl(`${prefix}x`) : checkTemplateLinkUrl(`${prefix}x`);
  return verdict.url.endsWith("x") ? { url: verdict.url.slice(0, -1) + rest } : { url: "", reason: verdict.reason };
}

function checkUrlAttribute(value: string, attr: string, tag: string, mode: SanitizeMode): UrlVerdict {
  if (mode === "template" && value.includes("{{")) return checkTemplateUrl(value, attr);
  // Our hosted images by site path: the renderer makes them absolute (url-rules.ts).
  if (mode === "template" && attr === "src" && tag === "img" && isOwnAssetPath(value)) return { url: value };
  if (attr === "href") return checkTemplateLinkUrl(value);
  const verdict = checkImageUrl(value);
  return tag !== "img" && verdict.url.startsWith("data:") ? { url: "", reason: "data: image" } : verdict;
}

function onAttribute(this: DOMPurify, node: Element, data: UponSanitizeAttributeHookEvent): void {
  const state = runs.get(this);
  const name = data.attrName;
  if (!ALLOWED_ATTRIBUTE_SET.has(name)) return; // DOMPurify removes and reports it
  const value = data.attrValue;
  if (name === "href" || name === "src") {
    if (value === "") return;
    const verdict = checkUrlAttribute(value, name, node.nodeName.toLowerCase(), state?.mode ?? "final");
    if (verdict.url) data.attrValue = verdict.url;
    else reject(state, node, data, verdict.reason ?? `invalid ${name}`);
    return;
  }
  if (name === "style") {
    const verdict = sanitizeStyle(value);
    for (const dropped of verdict.dropped) note(state, `unsafe CSS "${dropped.length > 60 ? `${dropped.slice(0, 57)}...` : dropped}"`);
    if (verdict.style === "") reject(state, node, data, null);
    else data.attrValue = verdict.style;
    return;
  }
  const cleaned = removeScriptSchemes(value);
  if (cleaned !== value) {
    note(state, `javascript: text in ${name} attribute`);
    data.attrValue = cleaned;
  }
}

function onNode(this: DOMPurify, node: Node): void {
  const state = runs.get(this);
  if (node.nodeType === COMMENT_NODE) {
    if (state?.mode === "template" && BLOCK_MARKER.test((node as Comment).data)) return;
    node.parentNode?.removeChild(node);
    note(state, "HTML comment");
  } else if (node.nodeType === TEXT_NODE) {
    const text = node as Text;
    const cleaned = removeScriptSchemes(text.data);
    if (cleaned !== text.data) {
      text.data = cleaned;
      note(state, "javascript: text");
    }
  }
}

/** Call once per DOMPurify instance (server: jsdom window; client: browser window). */
export function installSanitizerHooks(purify: DOMPurify): void {
  purify.addHook("uponSanitizeAttribute", onAttribute);
  purify.addHook("beforeSanitizeElements", onNode);
}
