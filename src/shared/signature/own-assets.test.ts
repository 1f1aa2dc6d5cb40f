import { describe, expect, it } from "vitest";
import { compileTemplate } from "./compile-template";
import { isOwnAssetPath } from "./url-rules";

describe("our hosted images by site path", () => {
  it("accepts /static/ raster paths without dots or doubled slashes, nothing else", () => {
    for (const path of ["/static/social/linkedin.png", "/static/defaults/photo.png", "/static/demo/acme-logo.jpg"])
      expect(isOwnAssetPath(path), path).toBe(true);
    for (const path of [
      "/static/../x.png",
      "/static//x.png",
      "/static/x.svg",
      "/static/x.png?v=1",
      "/files/x.png",
      "static/x.png",
      "https://a.example/static/x.png",
    ])
      expect(isOwnAssetPath(path), path).toBe(false);
  });

  it("renders them as the asset base URL + the path, and leaves other literal sources alone", () => {
    const template = '<img src="/static/social/x.png" alt="X" width="24" height="24"><img src="https://cdn.example/a.png" alt="">';
    const html = compileTemplate(template).render({}, { assetBaseUrl: "https://signet.example/" });
    expect(html).toBe(
      '<img src="https://signet.example/static/social/x.png" alt="X" width="24" height="24"><img src="https://cdn.example/a.png" alt="">',
    );
    expect(compileTemplate('<a href="/static/social/x.png">x</a>').render({}, { assetBaseUrl: "https://signet.example" })).toBe(
      '<a href="/static/social/x.png">x</a>', // links are not ours to rewrite; the sanitizer removes them first
    );
  });
});
