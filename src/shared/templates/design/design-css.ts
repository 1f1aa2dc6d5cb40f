// The style of a design as inline CSS fragments. Only properties that Outlook's Word
// engine and Gmail keep: fonts, colours, padding, borders, widths and heights. No
// margin (Outlook drops it on most elements), flex, grid, position, float or backgrounds.
import { DESIGN_FONTS, type DesignStyle } from "./design-schema";

/** The default company logo (public/static/defaults/logo.png) is 320x96. */
export const DEFAULT_LOGO_ASPECT = 320 / 96;

// Mid-tones that read on white and on a mail client's dark-mode background (the email-client
// check's dark-mode rule, email-client-dark-contrast.ts): secondary text, and links.
export const MUTED = "#6b7280";
export const LINK = "#2563eb";
export const FAINT = "#8a8f98";

/** `hex` mixed with white: `amount` 0 is the colour, 1 is white. */
export function tint(hex: string, amount: number): string {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(value + (255 - value) * amount)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export type DesignCss = {
  style: DesignStyle;
  /**
   * font-family, size, line height and colour (the text colour unless given): repeated on
   * every text cell, as Outlook does not inherit them into nested tables.
   */
  text: (color?: string) => string;
  /** The same in a smaller size, muted unless given a colour (address, disclaimer). */
  small: (color?: string) => string;
  link: string;
  font: string;
  /** Name size. */
  nameSize: number;
  rule: string;
};

export function designCss(style: DesignStyle): DesignCss {
  const font = DESIGN_FONTS[style.font].stack;
  const size = style.fontSize;
  const smallSize = Math.max(10, size - 2);
  return {
    style,
    text: (color = style.textColor) => `font-family:${font};font-size:${size}px;line-height:${Math.round(size * 1.45)}px;color:${color}`,
    small: (color = MUTED) => `font-family:${font};font-size:${smallSize}px;line-height:${Math.round(smallSize * 1.45)}px;color:${color}`,
    link: `color:${style.textColor};text-decoration:none`,
    font,
    nameSize: size + 4,
    rule: tint(style.brandColor, 0.6),
  };
}

export function photoRadius(style: DesignStyle): number {
  if (style.photoShape === "circle") return Math.round(style.photoSize / 2);
  return style.photoShape === "rounded" ? Math.round(style.photoSize * 0.16) : 0;
}

/** The logo's height attribute: its width over the measured (or default) aspect. */
export function logoHeight(style: DesignStyle): number {
  return Math.max(1, Math.round(style.logoWidth / (style.logoAspect ?? DEFAULT_LOGO_ASPECT)));
}
