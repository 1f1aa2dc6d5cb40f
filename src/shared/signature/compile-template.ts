// Compiles a sanitized template once: the template is tokenized a single time,
// every placeholder's context (text, attribute, URL, style) is decided here, and
// the result is a flat list of operations (render-ops.ts). Rendering is then
// concatenation with per-value escaping and validation, never HTML parsing.

import { escapeHtml } from "./escape";
import { isImageField, isSignatureField, type CampaignData, type SignatureData, type SignatureField } from "./fields";
import { Kind, makeOp, newFieldMemo, run, type FieldMemo, type Op } from "./render-ops";
import { parseTemplate, type AttrPart, type TemplateNode } from "./template-parser";
import { compileUrlAttr } from "./url-attr";

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

const LINK_ATTRS = new Set(["href", "xlink:href", "action", "formaction"]);
const IMAGE_ATTRS = new Set(["src", "background", "poster", "lowsrc", "dynsrc"]);

/**
 * Literal HTML was built by concatenation, i.e. as V8 rope strings; appending ropes
 * to every render makes each output's flatten walk trees. Using a string as a
 * property key stores one flat copy, which Object.keys hands back.
 */
function flat(text: string): string {
  return Object.keys({ [text]: 0 })[0] ?? text;
}

class Compiler {
  readonly fields = new Set<SignatureField>();
  readonly memos = new Map<SignatureField, FieldMemo>();
  hasCampaigns = false;

  compile(nodes: TemplateNode[]): Op[] {
    const ops: Op[] = [];
    const html = (text: string) => {
      const last = ops[ops.length - 1];
      if (last?.kind === Kind.Html) last.html += text;
      else if (text !== "") ops.push(makeOp(Kind.Html, text));
    };
    for (const node of nodes) {
      if (node.kind === "html") html(node.html);
      else if (node.kind === "campaigns") {
        this.hasCampaigns = true;
        ops.push(makeOp(Kind.Campaigns));
      } else if (node.kind === "text") {
        if (!this.use(node.field)) continue; // unknown placeholder: renders as nothing
        ops.push(this.valueOp(isImageField(node.field) ? Kind.ImageText : Kind.Text, node.field));
      } else if (node.kind === "if") {
        // An unknown field never has a value, so its block is dropped.
        const known = this.use(node.field);
        const body = this.compile(node.body);
        if (known) ops.push(makeOp(Kind.If, "", node.field as SignatureField, null, body));
      } else if (node.kind === "logoHeight") {
        html(' height="');
        const op = makeOp(Kind.LogoHeight, node.height);
        op.width = node.width;
        ops.push(op);
        html('"');
      } else this.compileAttr(node.name, node.parts, ops, html);
    }
    for (const o of ops) if (o.kind === Kind.Html) o.html = flat(o.html);
    return ops;
  }

  private use(field: string): field is SignatureField {
    if (!isSignatureField(field)) return false;
    this.fields.add(field);
    return true;
  }

  private memoFor(field: SignatureField): FieldMemo {
    let memo = this.memos.get(field);
    if (!memo) this.memos.set(field, (memo = newFieldMemo()));
    return memo;
  }

  private valueOp(kind: Kind, field: SignatureField): Op {
    return makeOp(kind, "", field, null, null, this.memoFor(field));
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
      const url = compileUrlAttr(IMAGE_ATTRS.has(name) ? "src" : "href", parts);
      ops.push(makeOp(Kind.Url, "", "email", url, null, url.memoField ? this.memoFor(url.memoField) : null));
    } else {
      for (const part of parts) {
        if (typeof part === "string") html(escapeHtml(part));
        else if (this.use(part.field)) {
          const kind = name === "style" ? Kind.Style : isImageField(part.field) ? Kind.ImageText : Kind.Attr;
          ops.push(this.valueOp(kind, part.field));
        }
      }
    }
    html('"');
  }
}

export function compileTemplate(sanitizedTemplateHtml: string): CompiledTemplate {
  const compiler = new Compiler();
  const ops = compiler.compile(parseTemplate(typeof sanitizedTemplateHtml === "string" ? sanitizedTemplateHtml : ""));
  // No {{campaigns}} placeholder: campaigns go after the template.
  if (!compiler.hasCampaigns) ops.push(makeOp(Kind.Campaigns));
  return {
    fields: [...compiler.fields],
    render(data: SignatureData, options: RenderOptions): string {
      return run(ops, data ?? {}, options);
    },
  };
}
