// Answers of /api/templates (admins).
import { z } from "zod";
import { SIGNATURE_FIELDS, type SignatureField } from "../signature/fields";

export const TemplateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  version: z.number().int(),
  /** True until a deployment uses the newest version. */
  changedSinceDeployment: z.boolean(),
  /** Made with the designer (false: hand-written or detached HTML). */
  designed: z.boolean(),
  /** The template rendered with sample data, sanitized: for a thumbnail in a sandboxed frame. */
  previewHtml: z.string(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;
export const TemplateListResponseSchema = z.object({ templates: z.array(TemplateSummarySchema) });

export const TemplateDetailSchema = TemplateSummarySchema.extend({
  html: z.string(),
  /** TemplateDesign (design/design-schema.ts) or null. */
  design: z.unknown().nullable(),
  /** The reply version (shared/templates/reply-version.ts): its mode and the stored, sanitized HTML (null: none). */
  reply: z.object({ mode: z.enum(["none", "compact", "html"]), html: z.string().nullable() }),
});
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;

/** One thing the sanitizer took out on save, said so an admin can find it. */
export const RemovalSchema = z.object({
  kind: z.enum(["tag", "attribute", "url", "css"]),
  /** The tag (`script`), attribute (`onerror`), URL or CSS property removed. */
  name: z.string(),
  /** Where: e.g. `<img>` on line 4. */
  where: z.string(),
});
export type Removal = z.infer<typeof RemovalSchema>;

export const SaveTemplateResponseSchema = z.object({
  template: TemplateDetailSchema,
  removed: z.array(RemovalSchema),
  /** What the save changed besides removals: inlined <style> rules, images now hosted as PNG. */
  changed: z.array(z.string()),
});

export const TemplateVersionSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  note: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export const TemplateVersionListSchema = z.object({ versions: z.array(TemplateVersionSchema) });
export const TemplateVersionDetailSchema = TemplateVersionSchema.extend({ html: z.string(), design: z.unknown().nullable() });

export const GalleryPickSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  previewHtml: z.string(),
});
export const GalleryPickListSchema = z.object({ gallery: z.array(GalleryPickSchema) });

/** The mail clients the email-client check speaks of, by the names admins know. */
export const EMAIL_CLIENT_NAMES = [
  "Gmail",
  "Outlook for Windows",
  "Outlook for Mac",
  "Outlook on the web",
  "new Outlook",
  "Outlook mobile",
  "Windows Mail",
  "Apple Mail",
  "Yahoo Mail",
  "Thunderbird",
] as const;
export type EmailClientName = (typeof EMAIL_CLIENT_NAMES)[number];

/**
 * One thing a template uses that some clients don't show as written. `unsupported`: the
 * clients ignore it; `partial`: they support some of it; `degrades`: they ignore it but
 * the signature still looks right (a round photo shows square in Outlook for Windows).
 */
export const EmailClientFindingSchema = z.object({
  /** caniemail's feature title (`border-radius`, `<style> element`) or our own check's name. */
  feature: z.string(),
  severity: z.enum(["unsupported", "partial", "degrades"]),
  clients: z.array(z.enum(EMAIL_CLIENT_NAMES)),
  /** One line: what to do instead, or why nothing needs doing. */
  fix: z.string(),
  /** Where the template uses it first, e.g. "line 3" or "<img> on line 3"; null when unknown. */
  where: z.string().nullable(),
  /** "caniemail": from the caniemail data set; "signet": our own image and background rules. */
  source: z.enum(["caniemail", "signet"]),
});
export type EmailClientFinding = z.infer<typeof EmailClientFindingSchema>;

export const TemplateCheckResponseSchema = z.object({
  findings: z.array(EmailClientFindingSchema),
  gmail: z.object({
    /** Characters of the longest rendered signature among the account's members, two campaigns selected. */
    longest: z.number().int().nonnegative(),
    limit: z.literal(10_000),
  }),
});
export type TemplateCheckResponse = z.infer<typeof TemplateCheckResponseSchema>;

export const TemplateResponseSchema = z.object({ template: TemplateDetailSchema });

export const TemplateVersionResponseSchema = z.object({ version: TemplateVersionDetailSchema });

const TemplateRefSchema = z.object({ id: z.string(), name: z.string() });

/** A member whose template an assignment would change: from their current template to the new one. */
export const TemplateMoveSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  department: TemplateRefSchema,
  from: TemplateRefSchema.nullable(),
  to: TemplateRefSchema.nullable(),
});
export type TemplateMove = z.infer<typeof TemplateMoveSchema>;
export const TemplateMovesResponseSchema = z.object({ moves: z.array(TemplateMoveSchema) });

const fieldValue = z.union([z.string(), z.number(), z.null()]).optional();
/** SignatureData (src/shared/signature/fields.ts) as the render service computes it. */
export const SignatureDataValuesSchema = z
  .object(Object.fromEntries(SIGNATURE_FIELDS.map((field) => [field, fieldValue])) as Record<SignatureField, typeof fieldValue>)
  .extend({ logo_aspect: z.number().nullable().optional() });
export const CampaignDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  image_url: z.string().nullable().optional(),
  landing_page_url: z.string().nullable().optional(),
  cta_text: z.string().nullable().optional(),
  alt_text: z.string().nullable().optional(),
});

/**
 * What the browser's shared renderer needs to preview a template as a member gets it:
 * the member's values (or the sample data: member null), the campaign untracked (or none),
 * and the base URL for default images.
 */
export const PreviewDataResponseSchema = z.object({
  member: z.object({ id: z.string(), name: z.string() }).nullable(),
  data: SignatureDataValuesSchema,
  campaigns: z.array(CampaignDataSchema),
  assetBaseUrl: z.string(),
});
export type PreviewData = z.infer<typeof PreviewDataResponseSchema>;
