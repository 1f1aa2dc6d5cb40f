// Every SVG that reaches the server (a logo, an SVG image in template HTML) is judged
// here before librsvg sees it, and the template editor's preview says the same of a
// pasted one before it is saved. It is parsed as XML and every node is judged by its local
// name and namespace, never by text patterns, so `x1:href` bound to xlink is an href like
// any other. Only a self-contained drawing passes: shapes, text, gradients, patterns,
// clips, masks and markers, whose references point into the same document (`#id`).
// Refused: scripts, event handlers, foreignObject, entities (a DOCTYPE internal subset),
// processing instructions, any reference outside the document (href/src under any prefix,
// xml:base, CSS url() and @import), any embedded or referenced picture (<image>,
// <feImage>, data: URIs of any kind) and filters (<filter>, every fe* primitive, the
// filter property). A picture inside an SVG would be decoded with no pixel limit, and a
// filter can take seconds per megapixel: both escape every limit on the stored image.
// A drawing is also refused when it would draw more than MAX_DRAWN_ELEMENTS elements once
// every <use> is expanded (nested uses multiply: ten levels of ten uses draw ten billion),
// or when a <use> refers to itself through any chain.

export const MAX_DRAWN_ELEMENTS = 10_000;

export type SvgVerdict = { kind: "safe" } | { kind: "unsafe"; found: string } | { kind: "unreadable" };

const SVG_NS = "http://www.w3.org/2000/svg";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
// Elements of these namespaces are loaded or run by some renderer; others (editor
// metadata such as Inkscape's or RDF) are ignored by librsvg.
const ACTIVE_NAMESPACES = new Set([
  "http://www.w3.org/1999/xhtml",
  "http://www.w3.org/2001/XInclude",
  "http://www.w3.org/1999/XSL/Transform",
]);

/** SVG elements a drawing may use; anything else in the SVG namespace (or none) is refused. */
const DRAWING = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "switch",
  "title",
  "desc",
  "metadata",
  "style",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
]);
/** Never allowed, in any namespace and any letter case. */
const NEVER = new Set([
  "script",
  "foreignobject",
  "image",
  "feimage",
  "filter",
  "iframe",
  "embed",
  "object",
  "include",
  "handler",
  "listener",
]);

const SAME_DOCUMENT = /^#[^\s#()'"\\]+$/;
const CSS_URL = /url\(\s*(["']?)([\s\S]*?)\1\s*\)/gi;
// Escapes could spell any of the words below; image functions load pictures.
const CSS_HAZARD =
  /\\|@import|\b(?:image|image-set|-webkit-image-set|cross-fade|element|paint|expression)\s*\(|filter\s*:\s*(?!none\s*(?:[;}!]|$))/i;

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}...` : text);

function cssHazard(css: string): string | null {
  const hazard = CSS_HAZARD.exec(css);
  if (hazard) return clip(css.slice(hazard.index).trim());
  for (const [whole, , target] of css.matchAll(CSS_URL)) if (!SAME_DOCUMENT.test(target.trim())) return clip(whole);
  return null;
}

function attributeHazard(attr: Attr): string | null {
  const name = attr.localName.toLowerCase();
  const value = attr.value.trim();
  const shown = `${attr.name}="${clip(value)}"`;
  if (name.startsWith("on")) return shown; // event handlers
  if ((name === "href" || name === "src") && !SAME_DOCUMENT.test(value)) return shown;
  if (attr.namespaceURI === XML_NS && name === "base") return shown;
  if (name === "filter" && value !== "none") return shown;
  if (name === "style" || /url\(/i.test(value)) return cssHazard(value) ? shown : null;
  return null;
}

function elementHazard(element: Element): string | null {
  const name = element.localName;
  const ns = element.namespaceURI;
  const isSvg = ns === SVG_NS || ns === null;
  if (NEVER.has(name.toLowerCase()) || (isSvg && !DRAWING.has(name)) || (ns && ACTIVE_NAMESPACES.has(ns))) return `<${element.tagName}>`;
  for (const attr of element.attributes) {
    const hazard = attributeHazard(attr);
    if (hazard) return hazard;
  }
  if (isSvg && name === "style") {
    const hazard = cssHazard(element.textContent ?? "");
    if (hazard) return `<style> with ${hazard}`;
  }
  return null;
}

function useTarget(element: Element, byId: Map<string, Element>): Element | null {
  if (element.localName !== "use") return null;
  for (const attr of element.attributes) if (attr.localName === "href") return byId.get(attr.value.trim().slice(1)) ?? null;
  return null;
}

/** How many elements the drawing draws with every <use> expanded, or "cycle"; stops counting past the cap. */
function drawnElements(root: Element, doc: Document): number | "cycle" {
  const byId = new Map<string, Element>();
  for (const element of doc.getElementsByTagName("*")) {
    const id = element.getAttribute("id");
    if (id && !byId.has(id)) byId.set(id, element);
  }
  const sizes = new Map<Element, number>();
  const open = new Set<Element>();
  const size = (element: Element): number | "cycle" => {
    const known = sizes.get(element);
    if (known !== undefined) return known;
    if (open.has(element)) return "cycle";
    open.add(element);
    let total = 1;
    const target = useTarget(element, byId);
    for (const part of target ? [...element.children, target] : [...element.children]) {
      const partSize = size(part);
      if (partSize === "cycle") return "cycle";
      total = Math.min(total + partSize, MAX_DRAWN_ELEMENTS + 1);
    }
    open.delete(element);
    sizes.set(element, total);
    return total;
  };
  return size(root);
}

/** Whether the SVG is a self-contained drawing; when it is not, `found` names the first hazard. */
export function judgeSvg(svg: string, parse: (svg: string) => Document): SvgVerdict {
  // Entities are declared in a DOCTYPE's internal subset: refused before parsing, since
  // the parser would expand them.
  if (/<!ENTITY/i.test(svg) || /<!DOCTYPE[^>]*\[/i.test(svg)) return { kind: "unsafe", found: "<!ENTITY>" };
  const doc = parse(svg);
  const root = doc.documentElement;
  if (!root || root.localName !== "svg" || (root.namespaceURI !== SVG_NS && root.namespaceURI !== null)) return { kind: "unreadable" };
  const walker = doc.createTreeWalker(doc, 0x1 | 0x40); // SHOW_ELEMENT | SHOW_PROCESSING_INSTRUCTION
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 7) return { kind: "unsafe", found: `<?${(node as ProcessingInstruction).target}?>` };
    const hazard = elementHazard(node as Element);
    if (hazard) return { kind: "unsafe", found: hazard };
  }
  const drawn = drawnElements(root, doc);
  if (drawn === "cycle") return { kind: "unsafe", found: "a <use> that refers to itself" };
  if (drawn > MAX_DRAWN_ELEMENTS)
    return { kind: "unsafe", found: `more than ${MAX_DRAWN_ELEMENTS.toLocaleString("en-US")} drawn elements` };
  return { kind: "safe" };
}

/** Why a template's SVG image is refused on save (the editor's preview says it before). */
export function svgRefusal(verdict: Exclude<SvgVerdict, { kind: "safe" }>): string {
  if (verdict.kind === "unreadable") return "An SVG image in the template could not be read";
  return `An SVG image in the template embeds a picture, uses a filter or script, or refers to another file (it has ${verdict.found}), so it can't be turned into a PNG. Export it as PNG and use that instead`;
}
