// The signature placeholders (the fields a template may name) and the data shapes the renderer accepts.

export const SIGNATURE_FIELDS = [
  "email",
  "personal_phone",
  "full_name",
  "job_title",
  "company_name",
  "website",
  "office_phone",
  "address",
  "employee_count",
  "linkedin_url",
  "photo_url",
  "logo_url",
  "office_name",
] as const;

export type SignatureField = (typeof SIGNATURE_FIELDS)[number];

export type SignatureData = Partial<Record<SignatureField, string | number | null | undefined>> & {
  /**
   * The logo's width over its height, when known. Not a placeholder: an <img> showing
   * {{logo_url}} gets its height attribute from its width and this, so the logo keeps its
   * shape in clients that obey the attributes (Outlook for Windows).
   */
  logo_aspect?: number | null;
};

export type CampaignData = {
  id: string;
  name: string;
  description?: string | null;
  image_url?: string | null;
  landing_page_url?: string | null;
  cta_text?: string | null;
  /** The banner's alt text; the name stands in when empty. */
  alt_text?: string | null;
  /** The banner's stored pixel size, when known: sets its width in the signature. */
  image_width?: number | null;
  image_height?: number | null;
};

/** Fields that fall back to a default image when missing or invalid. */
export const IMAGE_FIELDS = ["photo_url", "logo_url"] as const satisfies readonly SignatureField[];
export type ImageField = (typeof IMAGE_FIELDS)[number];

const FIELD_SET: ReadonlySet<string> = new Set(SIGNATURE_FIELDS);

export function isSignatureField(name: string): name is SignatureField {
  return FIELD_SET.has(name);
}

export function isImageField(name: string): name is ImageField {
  return name === "photo_url" || name === "logo_url";
}

/**
 * A field value as text. Numbers print as-is (employee_count); anything that is not a
 * string or a finite number (null, objects from a bad JSON column) counts as missing.
 */
export function fieldText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

const NON_SPACE = /\S/;

/** `{{#if field}}` keeps its block only for a value with something besides whitespace. */
export function hasValue(value: unknown): boolean {
  // Most values start with a visible character or are missing: no regexp needed.
  if (typeof value === "string") return value.length !== 0 && (value.charCodeAt(0) > 32 || NON_SPACE.test(value));
  return typeof value === "number" && Number.isFinite(value);
}
