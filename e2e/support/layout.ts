// Layout checks for narrow screens: what sticks out of the window sideways.
import type { Page } from "@playwright/test";

/**
 * Elements that reach past the window's right edge or are wider than it, as "tag.class"
 * (none: nothing scrolls the page sideways). Clipped screen-reader-only text doesn't count.
 * Polled (`expect.poll`) after a change of width: the signature preview's frame takes its new
 * width from a resize observer, a moment after the window's.
 */
export function wideElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("body *")].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && (box.right > width + 0.5 || box.width > width + 0.5);
    });
    const named = wide.map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute("class") ?? "").split(" ")[0]}`);
    if (document.documentElement.scrollWidth > width) named.push(`html (${document.documentElement.scrollWidth} px wide)`);
    return named;
  });
}
