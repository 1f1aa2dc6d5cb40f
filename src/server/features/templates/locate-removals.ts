// The sanitizer reports what it removed in words ("<script> tag", "onerror attribute on
// <img>", 'unsafe CSS "behavior: x"', "javascript: link"); the save answers each as a
// RemovalSchema item, with where it was in the HTML the admin sent ("<img> on line 4").
import type { Removal } from "../../../shared/templates/template-responses";
import { describeLines, linesAt, offsetsOf } from "./template-lines";

type Tag = { name: string; attrs: string; offset: number };

const TAG = /<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>?/g;
const NOWHERE = "in the template";

export function scanTags(html: string): Tag[] {
  return [...html.matchAll(TAG)].map((m) => ({ name: m[1].toLowerCase(), attrs: m[2], offset: m.index ?? 0 }));
}

/** The value of attribute `name` in a tag's attribute text, or null. */
function attrValue(attrs: string, name: string): string | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`(?:^|[\\s"'/])${escaped}\\s*(?:=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]*)))?`, "i").exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : null;
}

function where(input: string, label: string, offsets: number[]): string {
  const lines = describeLines(linesAt(input, offsets));
  return lines ? `${label} on ${lines}` : NOWHERE;
}

function tagsWhere(input: string, tags: Tag[], test: (tag: Tag) => boolean): string {
  const found = tags.filter(test);
  const names = [...new Set(found.map((t) => `<${t.name}>`))];
  return where(
    input,
    names.length === 1 ? names[0] : "tags",
    found.map((t) => t.offset),
  );
}

function locateUrl(input: string, tags: Tag[], reason: string): string {
  const attribute = /image$/.test(reason) ? "src" : "href";
  const scheme = /^([a-z][\w+.-]*): /i.exec(reason)?.[1]?.toLowerCase();
  const known = scheme && scheme !== "encoded" && scheme !== "invalid";
  return tagsWhere(input, tags, (tag) => {
    const value = attrValue(tag.attrs, attribute);
    if (value === null) return false;
    const text = value.trim().toLowerCase();
    // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    if (known) return text.replace(/[\s\u0000-\u001f]/g, "").includes(`${scheme}:`);
    if (reason.startsWith("relative")) return /^[/\\#?.]/.test(text);
    return !/^(?:https?:|mailto:|tel:|\{\{)/.test(text);
  });
}

function locateCss(input: string, tags: Tag[], declaration: string): string {
  const property = declaration.split(":")[0].trim().toLowerCase();
  const inStyle = tags.filter((t) => (attrValue(t.attrs, "style") ?? "").toLowerCase().includes(property));
  if (inStyle.length) return tagsWhere(input, inStyle, () => true);
  return where(input, "<style>", offsetsOf(input, property));
}

/** One sanitizer message as a removal, located in `input`. */
export function locateRemoval(input: string, tags: Tag[], message: string): Removal {
  const tag = /^<([^>]+)> tag$/.exec(message);
  if (tag) return { kind: "tag", name: tag[1], where: tagsWhere(input, tags, (t) => t.name === tag[1]) };
  if (message === "HTML comment") return { kind: "tag", name: "comment", where: where(input, "comment", offsetsOf(input, "<!--")) };
  const attribute = /^(.+) attribute on <([^>]+)>$/.exec(message);
  if (attribute) {
    const [, name, on] = attribute;
    return { kind: "attribute", name, where: tagsWhere(input, tags, (t) => t.name === on && attrValue(t.attrs, name) !== null) };
  }
  const css = /^unsafe CSS "([\s\S]*)"$/.exec(message);
  if (css) return { kind: "css", name: css[1], where: locateCss(input, tags, css[1]) };
  const scriptInAttribute = /^javascript: text in (\S+) attribute$/.exec(message);
  if (scriptInAttribute)
    return {
      kind: "url",
      name: "javascript:",
      where: tagsWhere(input, tags, (t) => (attrValue(t.attrs, scriptInAttribute[1]) ?? "").toLowerCase().includes("javascript")),
    };
  if (message === "javascript: text")
    return { kind: "url", name: "javascript:", where: where(input, "text", offsetsOf(input, "javascript")) };
  if (/(?:link|image)$/.test(message)) return { kind: "url", name: message, where: locateUrl(input, tags, message) };
  return { kind: "tag", name: message, where: NOWHERE };
}

export function locateRemovals(input: string, messages: string[]): Removal[] {
  const tags = scanTags(input);
  return messages.map((message) => locateRemoval(input, tags, message));
}
