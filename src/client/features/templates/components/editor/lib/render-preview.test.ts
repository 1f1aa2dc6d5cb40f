// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { compilePreview, renderPreview } from "./render-preview";

const preview = { data: { full_name: "Ada" }, campaigns: [], assetBaseUrl: "https://app.example" };
const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0f766e"/></svg>';
const FILTERED =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><filter id="n"><feTurbulence baseFrequency="0.9"/></filter><rect width="40" height="20" filter="url(#n)"/></svg>';

describe("the editor's preview of pasted SVG images", () => {
  it("shows an SVG data: image that saving turns into a PNG (URL-encoded or base64)", () => {
    for (const url of [`data:image/svg+xml,${encodeURIComponent(DRAWING)}`, `data:image/svg+xml;base64,${btoa(DRAWING)}`]) {
      const template = compilePreview(`<p>{{full_name}}</p><img src="${url}" width="40" height="20" alt="mark">`);
      expect(template.refused).toEqual([]);
      const html = renderPreview(template, preview);
      expect(html).toContain(`src="${url}"`);
      expect(html).toContain("Ada");
    }
  });

  it("says why saving would refuse an SVG with a filter, and shows no image for it", () => {
    const url = `data:image/svg+xml,${encodeURIComponent(FILTERED)}`;
    const template = compilePreview(`<img src="${url}" width="40" height="20" alt="noise">`);
    expect(template.refused).toEqual([expect.stringContaining("(it has <filter>)")]);
    expect(renderPreview(template, preview)).not.toContain("data:image/svg+xml");
  });
});
