// Compiles a sanitized template once into a flat list of operations; render() is
// then plain string concatenation with per-value escaping and validation. HTML is
// never parsed at render time: the context of every placeholder (text, attribute,
// URL, style) was decided at compile time.

import { renderCampaigns } from "./campaign-block";
import { escapeHtml } from "./escape";
import { hasValue, isImageField, isSignatureField, type CampaignData, type SignatureData, type SignatureField } from "./fields";
import { imageFieldUrl, styleValue, textValue, type Warn } from "./render-values";
import { parseTemplate, type AttrPart, type TemplateNode } from "./template-parser";
import { compileUrlAttr, renderUrlAttr, type UrlAttr } from "./url-attr";

export type RenderOptions = {
  /** e.g. "http://localhost:3000"; default images live under `${assetBaseUrl}/static/defaults/`. */
  assetBaseUrl: string;
  /** Selected campaigns, rendered in order. */
  campaigns?: CampaignData[];
  /** Wraps campaign links (click tracking); default identity. */
  linkFor?: (campaign: CampaignData, url: string) => string;
  /** Wraps banner addresses (impression tracking); default identity. */
  imageFor?: (campaign: CampaignData, url: string) => string;
  /** Invalid URLs and dropped values are reported here. */
  onWarning?: (message: string, data?: Record<string, unknown>) => void;
};

export type CompiledTemplate = { render(data: SignatureData, options: RenderOptions): string; fields: SignatureField[] };

/** Operation kinds; small integers so the render loop's switch is a jump table. */
const Kind = { Html: 0, Text: 1, ImageText: 2, Style: 3, Url: 4, If: 5, Campaigns: 6 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

/** One shape for every operation keeps the render loop monomorphic (fast in V8). */
type Op = { kind: Kind; html: string; field: SignatureField; url: UrlAttr | null; body: Op[] | null };

const LINK_ATTRS = new Set(["href", "xlink:href", "action", "formaction"]);
const IMAGE_ATTRS = new Set(["src", "background", "poster", "lowsrc", "dynsrc"]);
const NO_EMAIL: SignatureField = "email"; // filler for ops without a field

function op(kind: Kind, html = "", field: SignatureField = NO_EMAIL, url: UrlAttr | null = null, body: Op[] | null = null): Op {
  return { kind, html, field, url, body };
}

class Compiler {
  readonly fields = new Set<SignatureField>();
  hasCampaigns = false;

  compile(nodes: TemplateNode[]): Op[] {
    const ops: Op[] = [];
    const html = (text: string) => {
      const last = ops[ops.length - 1];
      if (last?.kind === Kind.Html) last.html += text;
      else if (text !== "") ops.push(op(Kind.Html, text));
    };
    for (const node of nodes) {
      if (node.kind === "html") html(node.html);
      else if (node.kind === "campaigns") {
        this.hasCampaigns = true;
        ops.push(op(Kind.Campaigns));
      } else if (node.kind === "text") {
        if (!this.use(node.field)) continue; // unknown placeholder: renders as nothing
        ops.push(op(isImageField(node.field) ? Kind.ImageText : Kind.Text, "", node.field));
      } else if (node.kind === "if") {
        const body = this.compile(node.body);
        // An unknown field never has a value, so its block is dropped.
        if (this.use(node.field)) ops.push(op(Kind.If, "", node.field, null, body));
      } else this.compileAttr(node.name, node.parts, ops, html);
    }
    return ops;
  }

  private use(field: string): field is SignatureField {
    if (!isSignatureField(field)) return false;
    this.fields.add(field);
    return true;
  }

  private compileAttr(name: string, parts: AttrPart[], ops: Op[], html: (text: string) => void): void {
    // Event handlers and srcset: a value there could run or smuggle a URL; drop it.
    if (name.startsWith("on") || name === "srcset") {
      html(` ${name}="${escapeHtml(parts.filter((p): p is string => typeof p === "string").join(""))}"`);
      return;
    }
    html(` ${name}="`);
    if (LINK_ATTRS.has(name) || IMAGE_ATTRS.has(name)) {
      for (const part of parts) if (typeof part !== "string") this.use(part.field);
      ops.push(op(Kind.Url, "", NO_EMAIL, compileUrlAttr(IMAGE_ATTRS.has(name) ? "src" : "href", parts)));
    } else {
      for (const part of parts) {
        if (typeof part === "string") html(escapeHtml(part));
        else if (this.use(part.field)) {
          const kind = name === "style" ? Kind.Style : isImageField(part.field) ? Kind.ImageText : Kind.Text;
          ops.push(op(kind, "", part.field));
        }
      }
    }
    html('"');
  }
}

function run(ops: Op[], data: SignatureData, options: RenderOptions): string {
  const warn: Warn = options.onWarning;
  let out = "";
  for (let i = 0; i < ops.length; i++) {
    const o = ops[i];
    switch (o.kind) {
      case Kind.Html:
        out += o.html;
        break;
      case Kind.Text:
        out += textValue(data[o.field]);
        break;
      case Kind.ImageText:
        out += escapeHtml(imageFieldUrl(o.field as "photo_url" | "logo_url", data[o.field], options.assetBaseUrl, warn));
        break;
      case Kind.Style:
        out += styleValue(data[o.field], o.field, warn);
        break;
      case Kind.Url:
        out += renderUrlAttr(o.url as UrlAttr, data, options.assetBaseUrl, warn);
        break;
      case Kind.If:
        if (hasValue(data[o.field])) out += run(o.body as Op[], data, options);
        break;
      case Kind.Campaigns:
        out += renderCampaigns(options.campaigns, options);
        break;
    }
  }
  return out;
}

export function compileTemplate(sanitizedTemplateHtml: string): CompiledTemplate {
  const compiler = new Compiler();
  const ops = compiler.compile(parseTemplate(typeof sanitizedTemplateHtml === "string" ? sanitizedTemplateHtml : ""));
  // No {{campaigns}} placeholder: campaigns go after the template.
  if (!compiler.hasCampaigns) ops.push(op(Kind.Campaigns));
  return {
    fields: [...compiler.fields],
    render(data: SignatureData, options: RenderOptions): string {
      return run(ops, data ?? {}, options);
    },
  };
}
