import { describe, expect, it } from "vitest";
import { compileTemplate } from "./compile-template";

const options = { assetBaseUrl: "https://app.example" };
const render = (html: string, data: Parameters<ReturnType<typeof compileTemplate>["render"]>[0]) =>
  compileTemplate(html).render(data, options);

describe("logo image height", () => {
  const designer = '<img src="{{logo_url}}" alt="{{company_name}}" width="110" height="33" style="display:block;width:110px;height:auto">';

  it("follows the logo's aspect for the width the template asks for: 600x150 at 110 wide is 28 high", () => {
    const html = render(designer, { logo_url: "https://app.example/files/logos/a.png", logo_aspect: 600 / 150 });
    expect(html).toContain('width="110" height="28"');
  });

  it("keeps the template's height when the logo's aspect is unknown", () => {
    expect(render(designer, { logo_url: "https://app.example/files/logos/a.png" })).toContain('width="110" height="33"');
    expect(render(designer, { logo_url: "https://app.example/files/logos/a.png", logo_aspect: Number.NaN })).toContain('height="33"');
  });

  it("works whatever the attribute order and quoting, and leaves other images alone", () => {
    const html = render(`<img height=40 src='{{ logo_url }}' width="130px"><img src="{{photo_url}}" width="64" height="64">`, {
      logo_url: "https://app.example/l.png",
      photo_url: "https://app.example/p.png",
      logo_aspect: 2,
    });
    expect(html).toContain('height="65"');
    expect(html).toContain('width="64" height="64"');
  });

  it("keeps the template's height when the width is not a pixel number", () => {
    const html = render('<img src="{{logo_url}}" width="50%" height="33">', { logo_url: "https://app.example/l.png", logo_aspect: 4 });
    expect(html).toContain('height="33"');
  });
});
