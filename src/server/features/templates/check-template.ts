// POST /api/templates/check: the email-client check of unsaved HTML (email-client-check.ts)
// and the longest signature it would give the account's members against Gmail's limit
// (the gallery's editor measures sample data instead: gallery/gallery-editor.ts).
// The HTML is measured as a save would store it: <style> inlined, then sanitized and
// compiled like the render service does (data: images, hosted on save, count as written).
import type { AppDeps } from "../../context";
import type { Scope } from "../../lib/scope";
import { sanitizeTemplateHtml } from "../../lib/sanitize-html";
import { compileTemplate, type CompiledTemplate } from "../../../shared/signature/compile-template";
import { GMAIL_SIGNATURE_LIMIT } from "../../../shared/templates/gmail-limit";
import type { TemplateCheckResponse } from "../../../shared/templates/template-responses";
import { checkEmailClients } from "./email-client-check";
import { inlineStyles } from "./inline-styles";
import { longestSignature } from "./longest-signature";

type Deps = Pick<AppDeps, "db" | "logger" | "tracking" | "config">;

function storedForm(html: string): string {
  let inlined = html;
  try {
    inlined = inlineStyles(html).html;
  } catch {
    // CSS juice can't read: the save will say so; measure the HTML as written.
  }
  return sanitizeTemplateHtml(inlined).html;
}

/** The findings and Gmail figure of unsaved HTML; `longest` measures the compiled stored form. */
export async function checkTemplateHtml(
  deps: Pick<AppDeps, "config">,
  html: string,
  longest: (compiled: CompiledTemplate) => Promise<number> | number,
): Promise<TemplateCheckResponse> {
  const findings = checkEmailClients(html, { ownOrigin: deps.config.baseUrl });
  const length = await longest(compileTemplate(storedForm(html)));
  return { findings, gmail: { longest: length, limit: GMAIL_SIGNATURE_LIMIT } };
}

export async function checkTemplate(deps: Deps, scope: Pick<Scope, "accountId">, html: string): Promise<TemplateCheckResponse> {
  return checkTemplateHtml(deps, html, async (compiled) => (await longestSignature(deps, scope.accountId, compiled, "unsaved")).length);
}
