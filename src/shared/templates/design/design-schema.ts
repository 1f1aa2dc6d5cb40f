// The designer's model (no-code templates): a layout, an ordered list of blocks that can
// be shown or hidden, and a style. Stored as JSON with the template; one pure function
// (design-to-html.ts) turns it into the email-safe HTML that members get.
import { z } from "zod";

export const DESIGN_LAYOUTS = ["photo-left", "logo-top", "logo-left", "stacked", "compact"] as const;
export type DesignLayout = (typeof DESIGN_LAYOUTS)[number];

/** How the designer names each layout. */
export const DESIGN_LAYOUT_LABELS: Record<DesignLayout, string> = {
  "photo-left": "Photo left",
  "logo-top": "Logo on top",
  "logo-left": "Logo left",
  stacked: "Stacked",
  compact: "Compact",
};

export const DESIGN_BLOCK_TYPES = ["photo", "name", "contact", "logo", "social", "divider", "text", "disclaimer", "campaigns"] as const;
export type DesignBlockType = (typeof DESIGN_BLOCK_TYPES)[number];

/** Web-safe font stacks: what every mail client has, so nothing falls back to Times. */
export const DESIGN_FONTS = {
  arial: { label: "Arial", stack: "Arial, Helvetica, sans-serif" },
  helvetica: { label: "Helvetica", stack: "Helvetica, Arial, sans-serif" },
  verdana: { label: "Verdana", stack: "Verdana, Geneva, sans-serif" },
  tahoma: { label: "Tahoma", stack: "Tahoma, Verdana, sans-serif" },
  trebuchet: { label: "Trebuchet MS", stack: "'Trebuchet MS', Helvetica, sans-serif" },
  georgia: { label: "Georgia", stack: "Georgia, 'Times New Roman', serif" },
  times: { label: "Times New Roman", stack: "'Times New Roman', Times, serif" },
  courier: { label: "Courier New", stack: "'Courier New', Courier, monospace" },
} as const;
export type DesignFont = keyof typeof DESIGN_FONTS;
const FONT_IDS = Object.keys(DESIGN_FONTS) as [DesignFont, ...DesignFont[]];

export const SOCIAL_NETWORKS = ["linkedin", "x", "facebook", "instagram", "youtube", "github"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const DESIGN_LIMITS = {
  blocks: 12,
  text: 1000,
  socialLinks: SOCIAL_NETWORKS.length,
  url: 500,
  fontSize: { min: 11, max: 18 },
  photoSize: { min: 48, max: 120 },
  logoWidth: { min: 40, max: 300 },
  logoAspect: { min: 0.2, max: 10 },
} as const;

export const DESIGN_MESSAGES = {
  invalid: "The design could not be read: please reload the editor",
  color: "Please enter a colour like #1a73e8",
  text: `Text must be at most ${DESIGN_LIMITS.text} characters`,
  url: "Please enter an https:// address",
  duplicateBlock: "Each block can appear once",
} as const;

const hexColor = z
  .string()
  .max(7, DESIGN_MESSAGES.color)
  .regex(/^#[0-9a-fA-F]{6}$/, DESIGN_MESSAGES.color);
const httpsUrl = z
  .string()
  .trim()
  .max(DESIGN_LIMITS.url, DESIGN_MESSAGES.url)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:" && Boolean(u.hostname) && !u.username && !u.password;
    } catch {
      return false;
    }
  }, DESIGN_MESSAGES.url);
const int = (range: { min: number; max: number }) => z.number().int().min(range.min).max(range.max);

export const DesignBlockSchema = z.object({
  type: z.enum(DESIGN_BLOCK_TYPES),
  visible: z.boolean(),
  /** Free text and disclaimer: plain text with {{placeholders}}; other blocks ignore it. */
  text: z.string().max(DESIGN_LIMITS.text, DESIGN_MESSAGES.text).optional(),
});
export type DesignBlock = z.infer<typeof DesignBlockSchema>;

export const DesignStyleSchema = z.object({
  brandColor: hexColor,
  textColor: hexColor,
  font: z.enum(FONT_IDS),
  fontSize: int(DESIGN_LIMITS.fontSize),
  photoShape: z.enum(["circle", "rounded", "square"]),
  photoSize: int(DESIGN_LIMITS.photoSize),
  logoWidth: int(DESIGN_LIMITS.logoWidth),
  /**
   * Width ÷ height of the company logo when the design was made (the editor measures it).
   * It only sets the logo's height attribute, which Outlook for Windows obeys; every other
   * client keeps the logo's real proportions (height:auto). Absent: DEFAULT_LOGO_ASPECT.
   */
  logoAspect: z.number().min(DESIGN_LIMITS.logoAspect.min).max(DESIGN_LIMITS.logoAspect.max).optional(),
});
export type DesignStyle = z.infer<typeof DesignStyleSchema>;

export const SocialLinkSchema = z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpsUrl });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const TemplateDesignSchema = z
  .object({
    version: z.literal(1),
    layout: z.enum(DESIGN_LAYOUTS),
    blocks: z.array(DesignBlockSchema).min(1).max(DESIGN_LIMITS.blocks),
    style: DesignStyleSchema,
    /** The company's own profiles; a member's LinkedIn ({{linkedin_url}}) is added when set. */
    social: z.array(SocialLinkSchema).max(DESIGN_LIMITS.socialLinks),
  })
  .strict()
  .refine((d) => new Set(d.blocks.map((b) => b.type)).size === d.blocks.length, {
    message: DESIGN_MESSAGES.duplicateBlock,
    path: ["blocks"],
  });
export type TemplateDesign = z.infer<typeof TemplateDesignSchema>;
