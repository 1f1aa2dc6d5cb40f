// The compiled form of a template and the render loop. render() is plain string
// concatenation over a flat list of operations, with per-value escaping and
// validation; it never parses HTML.

import { renderCampaigns, type CampaignHooks } from "./campaign-block";
import { escapeHtml } from "./escape";
import { fieldText, hasValue, type CampaignData, type SignatureData, type SignatureField } from "./fields";
import { attrValue, imageFieldUrl, styleValue, textValue, warningCount, type Warn } from "./render-values";
import { renderUrlAttr, renderUrlValue, type UrlAttr } from "./url-attr";
import { plainUrl } from "./plain-url";

/** Operation kinds; small integers so the render loop's switch is a jump table. */
export const Kind = { Html: 0, Text: 1, Attr: 2, ImageText: 3, Style: 4, Url: 5, If: 6, Campaigns: 7, LogoHeight: 8 } as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

/**
 * A field's last value and its escaped forms, shared by all operations on that
 * field. Members of one account share company, office and logo values and are
 * rendered one after another, and a name appears as text and as alt text, so the
 * same string is often checked again: a hit costs one comparison.
 */
export type FieldMemo = { key: unknown; text: string | null; attr: string | null };

/**
 * One shape for every operation keeps the render loop monomorphic (fast in V8).
 * URL operations memoize their last input and output the same way; outputs that
 * raised a warning are not memoized, so every render reports its own bad values.
 */
export type Op = {
  kind: Kind;
  html: string;
  field: SignatureField;
  url: UrlAttr | null;
  body: Op[] | null;
  memo: FieldMemo | null;
  memoKey: unknown;
  memoBase: string;
  memoOut: string;
  /** LogoHeight: the image's width attribute (its `html` is the template's own height). */
  width: number;
};

export type RenderContext = { assetBaseUrl: string; campaigns?: CampaignData[]; onWarning?: Warn } & CampaignHooks;

/** Never equal to a field value, so a fresh memo always computes. */
const NOTHING_YET = Symbol("nothing yet");
/** Characters that make a value need any work in text or attribute context. */
const NEEDS_WORK = /[<>:=&"'{}]/;

export function newFieldMemo(): FieldMemo {
  return { key: NOTHING_YET, text: null, attr: null };
}

export function makeOp(
  kind: Kind,
  html = "",
  field: SignatureField = "email",
  url: UrlAttr | null = null,
  body: Op[] | null = null,
  memo: FieldMemo | null = null,
): Op {
  return { kind, html, field, url, body, memo, memoKey: NOTHING_YET, memoBase: "", memoOut: "", width: 0 };
}

/** The logo's height for `width` pixels of width: from its aspect when known, else the template's. */
function logoHeightFor(o: Op, aspect: unknown): string {
  if (typeof aspect !== "number" || !Number.isFinite(aspect) || aspect <= 0) return o.html;
  return String(Math.max(1, Math.round(o.width / aspect)));
}

/** Brings the memo to `value`; a clean value (the usual case) serves both contexts at once. */
function refresh(memo: FieldMemo, value: unknown): void {
  memo.key = value;
  const text = typeof value === "string" ? value : fieldText(value);
  const clean = text === "" || !NEEDS_WORK.test(text) ? text : null;
  memo.text = clean;
  memo.attr = clean;
}

function urlOp(o: Op, data: SignatureData, base: string, warn: Warn): string {
  const attr = o.url as UrlAttr;
  if (attr.memoField === null) return renderUrlAttr(attr, data, base, warn);
  const value = data[attr.memoField];
  if (value === o.memoKey && base === o.memoBase) return o.memoOut;
  const plain = plainUrl(attr, value, o.memo);
  if (plain !== null) {
    o.memoKey = value;
    o.memoBase = base;
    o.memoOut = plain;
    return plain;
  }
  const warningsBefore = warningCount();
  const out = renderUrlValue(attr, value, base, warn);
  o.memoKey = warningCount() === warningsBefore ? value : NOTHING_YET;
  o.memoBase = base;
  o.memoOut = out;
  return out;
}

export function run(ops: Op[], data: SignatureData, context: RenderContext): string {
  const warn = context.onWarning;
  let out = "";
  for (let i = 0; i < ops.length; i++) {
    const o = ops[i];
    switch (o.kind) {
      case Kind.Html:
        out += o.html;
        break;
      case Kind.Text: {
        const memo = o.memo as FieldMemo;
        const value = data[o.field];
        if (value !== memo.key) refresh(memo, value);
        out += memo.text ?? (memo.text = textValue(value));
        break;
      }
      case Kind.Attr: {
        const memo = o.memo as FieldMemo;
        const value = data[o.field];
        if (value !== memo.key) refresh(memo, value);
        out += memo.attr ?? (memo.attr = attrValue(value));
        break;
      }
      case Kind.ImageText:
        out += escapeHtml(imageFieldUrl(o.field as "photo_url" | "logo_url", data[o.field], context.assetBaseUrl, warn));
        break;
      case Kind.Style:
        out += styleValue(data[o.field], o.field, warn);
        break;
      case Kind.Url:
        out += urlOp(o, data, context.assetBaseUrl, warn);
        break;
      case Kind.If:
        if (hasValue(data[o.field])) out += run(o.body as Op[], data, context);
        break;
      case Kind.Campaigns:
        out += renderCampaigns(context.campaigns, context);
        break;
      case Kind.LogoHeight:
        out += logoHeightFor(o, data.logo_aspect);
        break;
    }
  }
  return out;
}
