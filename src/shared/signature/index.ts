// Public API of the signature engine (shared by server and client).

export { SIGNATURE_FIELDS, IMAGE_FIELDS, isSignatureField, type SignatureField, type SignatureData, type CampaignData } from "./fields";
export { compileTemplate, type CompiledTemplate, type RenderOptions } from "./compile-template";
export { CAMPAIGN_IMAGE_HEIGHT } from "./campaign-block";
export { safeLinkUrl, safeImageUrl, checkLinkUrl, checkImageUrl, normalizePhone, isPlausibleEmail, type UrlVerdict } from "./url-rules";
export { stripUnsafeText } from "./strip-text";
export { escapeHtml, escapeText } from "./escape";
export {
  ALLOWED_TAGS,
  ALLOWED_ATTRIBUTES,
  ALLOWED_URI_SCHEMES,
  FORBIDDEN_TAGS,
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_CSS,
  RASTER_IMAGE_TYPES,
  ALLOWED_URI_REGEXP,
  SANITIZE_CONFIG,
  installSanitizerHooks,
  type SanitizeMode,
} from "./sanitize-config";
export { sanitizeTemplateWith, sanitizeFinalWith, type SanitizeResult } from "./sanitize-run";
export { GALLERY_TEMPLATES, type GalleryTemplate } from "./gallery";
export { SAMPLE_SIGNATURE_DATA, SAMPLE_CAMPAIGNS } from "./sample-data";
