// The renderer remembers each field's last value and its escaped forms (render-ops.ts);
// these tests make sure that never leaks one render's output into another.
import { describe, expect, it } from "vitest";
import { compileTemplate } from "./compile-template";

const template = compileTemplate(
  '<p title="{{full_name}}">{{full_name}}</p><img src="{{photo_url}}"><a href="{{website}}">{{website}}</a><a href="tel:{{office_phone}}">t</a>',
);
const at = (assetBaseUrl: string) => ({ assetBaseUrl });

describe("renders in sequence", () => {
  it("give each member their own output", () => {
    const jane = { full_name: "Jane O'Brien", website: "acme.example", office_phone: "+1 555 0100" };
    const bob = { full_name: "Bob <b>", website: "https://b.example/?a=1&b=2", office_phone: "+1 555 0199" };
    const janeHtml = template.render(jane, at("http://a"));
    const bobHtml = template.render(bob, at("http://a"));
    expect(janeHtml).toBe(
      '<p title="Jane O&#39;Brien">Jane O\'Brien</p><img src="http://a/static/defaults/photo.png"><a href="https://acme.example">acme.example</a><a href="tel:+15550100">t</a>',
    );
    expect(bobHtml).toBe(
      '<p title="Bob &lt;b&gt;">Bob &lt;b&gt;</p><img src="http://a/static/defaults/photo.png"><a href="https://b.example/?a=1&amp;b=2">https://b.example/?a=1&amp;b=2</a><a href="tel:+15550199">t</a>',
    );
    expect(template.render(jane, at("http://a"))).toBe(janeHtml);
    expect(template.render({ ...jane }, at("http://a"))).toBe(janeHtml);
  });

  it("follow a change of asset base URL", () => {
    expect(template.render({}, at("http://a"))).toContain('src="http://a/static/defaults/photo.png"');
    expect(template.render({}, at("https://b/"))).toContain('src="https://b/static/defaults/photo.png"');
  });

  it("treat a number and its text alike, and missing values as empty", () => {
    const count = compileTemplate("<p>{{employee_count}}</p>");
    expect(count.render({ employee_count: 5 }, at("http://a"))).toBe("<p>5</p>");
    expect(count.render({ employee_count: "5" }, at("http://a"))).toBe("<p>5</p>");
    expect(count.render({}, at("http://a"))).toBe("<p></p>");
    expect(count.render({ employee_count: Number.NaN }, at("http://a"))).toBe("<p></p>");
  });

  it("are independent between compiled templates", () => {
    const other = compileTemplate("<b>{{full_name}}</b>");
    template.render({ full_name: "A" }, at("http://a"));
    expect(other.render({ full_name: "B" }, at("http://a"))).toBe("<b>B</b>");
  });
});
