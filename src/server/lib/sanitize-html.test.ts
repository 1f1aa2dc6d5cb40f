import { describe, expect, it } from "vitest";
import { GALLERY_TEMPLATES } from "../../shared/signature/gallery";
import { sanitizeHtml, sanitizeTemplateHtml } from "./sanitize-html";
import { getServerPurify } from "./dom-work";

const clean = (html: string) => sanitizeTemplateHtml(html).html;

describe("sanitizeTemplateHtml: allow-lists", () => {
  it("keeps the allowed tags and attributes", () => {
    const html =
      '<div class="c" id="i"><table cellpadding="0" cellspacing="0" border="0" width="100" height="20" align="left"><thead><tr><th valign="top">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>' +
      "<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6><p><span>s</span><br><strong>st</strong><b>b</b><em>e</em><i>i</i><u>u</u></p>" +
      '<ul><li>a</li></ul><ol><li>b</li></ol><a href="https://x.example" target="_blank">l</a><img src="https://x.example/a.png" alt="a"></div>';
    expect(sanitizeTemplateHtml(html)).toEqual({ html, removed: [] });
  });

  it.each([
    "script",
    "object",
    "embed",
    "form",
    "input",
    "button",
    "iframe",
    "svg",
    "math",
    "style",
    "link",
    "meta",
    "base",
    "video",
    "textarea",
    "select",
  ])("removes <%s>", (tag) => {
    const result = sanitizeTemplateHtml(`<p>a</p><${tag}>x</${tag}>`);
    expect(result.html).not.toContain(`<${tag}`);
    expect(result.removed).toContain(`<${tag}> tag`);
  });

  it("removes every event handler and unknown attribute, and says so", () => {
    const result = sanitizeTemplateHtml(
      '<a href="https://x.example" onclick="a()" onmouseover="b()" data-x="1" aria-label="l" title="t">x</a><img src="https://x.example/a.png" onerror="c()" onload="d()">',
    );
    expect(result.html).toBe('<a href="https://x.example">x</a><img src="https://x.example/a.png">');
    expect(result.removed).toEqual(
      expect.arrayContaining([
        "onclick attribute on <a>",
        "onmouseover attribute on <a>",
        "data-x attribute on <a>",
        "onerror attribute on <img>",
        "onload attribute on <img>",
      ]),
    );
  });

  it("keeps link schemes http, https, ftp, mailto and tel; prefixes https to bare hosts", () => {
    expect(
      clean(
        '<a href="ftp://f.example/x">f</a><a href="mailto:a@b.example">m</a><a href="tel:+1 555 0100">t</a><a href="acme.example">b</a>',
      ),
    ).toBe(
      '<a href="ftp://f.example/x">f</a><a href="mailto:a@b.example">m</a><a href="tel:+15550100">t</a><a href="https://acme.example">b</a>',
    );
  });

  it.each([
    ['<a href="javascript:alert(1)">x</a>', "javascript: link"],
    ['<a href="java&#x0A;script:alert(1)">x</a>', "javascript: link"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "javascript: link"],
    ['<a href="vbscript:msgbox(1)">x</a>', "vbscript: link"],
    ['<a href="data:text/html,x">x</a>', "data: link"],
    ['<a href="/relative">x</a>', "relative link"],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', "invalid data: image"],
    ['<img src="javascript:alert(1)">', "javascript: image"],
  ])("removes the URL in %s", (html, reason) => {
    const result = sanitizeTemplateHtml(html);
    expect(result.html).not.toMatch(/href=|src=/);
    expect(result.removed).toContain(reason);
  });

  it("keeps raster data: images in img src only", () => {
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">');
  });

  it("removes any remaining javascript:/vbscript: text", () => {
    const result = sanitizeTemplateHtml('<p class="javascript:x">Try javascript:alert(1) or VBScript:x</p><img alt="java&#9;script:y">');
    expect(result.html).toBe('<p class="x">Try alert(1) or x</p><img alt="y">');
    expect(result.removed).toEqual(
      expect.arrayContaining(["javascript: text", "javascript: text in class attribute", "javascript: text in alt attribute"]),
    );
  });

  it("drops dangerous CSS declaration by declaration", () => {
    const result = sanitizeTemplateHtml(
      '<p style="color:red;width:expression(alert(1));behavior:url(x.htc);-moz-binding:url(x);background:url(http://x.example/a.png);margin:0">x</p><p style="background:url(https://x.example/a.png)">y</p><p style="@import \'x\'">z</p>',
    );
    expect(result.html).toBe('<p style="color:red; margin:0">x</p><p style="background:url(https://x.example/a.png)">y</p><p>z</p>');
    expect(result.removed.filter((r) => r.startsWith("unsafe CSS"))).toHaveLength(5);
  });

  it("removes comments", () => {
    expect(sanitizeTemplateHtml("<!-- hi --><p>x</p><!--[if mso]><b>o</b><![endif]-->")).toEqual({
      html: "<p>x</p>",
      removed: ["HTML comment"],
    });
  });
});

describe("sanitizeTemplateHtml: placeholders survive", () => {
  it("in text, href, src, alt and style", () => {
    const html =
      '<p style="color:{{job_title}}">{{full_name}}</p><a href="{{linkedin_url}}">in</a><a href="mailto:{{email}}">{{email}}</a><a href="tel:{{personal_phone}}">p</a>' +
      '<a href="https://twitter.com/{{full_name}}">t</a><a href="{{website}}/careers">c</a><img src="{{photo_url}}" alt="{{full_name}}">';
    expect(sanitizeTemplateHtml(html)).toEqual({ html, removed: [] });
  });

  it("with whitespace inside the braces", () => {
    expect(clean('<a href="{{ website }}">{{ full_name }}</a>')).toBe('<a href="{{ website }}">{{ full_name }}</a>');
  });

  it("prefixes https to a bare host before a placeholder", () => {
    expect(clean('<a href="www.linkedin.com/in/{{full_name}}">x</a>')).toBe('<a href="https://www.linkedin.com/in/{{full_name}}">x</a>');
  });

  it("but not after an unsafe or relative prefix", () => {
    for (const href of ["javascript:{{x}}", "JAVA&#x0A;SCRIPT:{{x}}", "data:text/html,{{x}}", "/path/{{x}}", "#{{x}}"]) {
      expect(clean(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
    }
  });

  it("block tags stay where they are, even between table rows", () => {
    const html = "<table><tbody><tr><td>a</td></tr>{{#if job_title}}<tr><td>{{job_title}}</td></tr>{{/if}}{{campaigns}}</tbody></table>";
    expect(clean(html)).toBe(html);
    expect(clean("<table><tr><td>a</td></tr>{{ #if  x }}<tr><td>b</td></tr>{{ /if }}</table>")).toBe(
      "<table><tbody><tr><td>a</td></tr>{{#if x}}<tr><td>b</td></tr>{{/if}}</tbody></table>",
    );
  });

  it("gallery templates are already in sanitized form", () => {
    for (const template of GALLERY_TEMPLATES) expect(sanitizeTemplateHtml(template.html)).toEqual({ html: template.html, removed: [] });
  });
});

describe("sanitizeTemplateHtml: stability", () => {
  it.each([
    "<a><svg><a>x</a></svg></a>",
    "<p><div>x</div></p>",
    "<table><b>x</b><tr><td>y</td></tr></table>",
    "<form><input></form><button>b</button>",
    "<img src=x onerror=alert(1)//",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    "",
    "plain text & more",
  ])("is idempotent for %j", (html) => {
    const once = clean(html);
    expect(clean(once)).toBe(once);
  });

  it("handles documents without a body", () => {
    expect(clean("<frameset><frame src=javascript:alert(1)></frameset>")).toBe("");
  });

  it("uses one jsdom window for the whole process", () => {
    expect(getServerPurify()).toBe(getServerPurify());
  });
});

describe("sanitizeHtml (final HTML)", () => {
  it("keeps no template syntax", () => {
    expect(sanitizeHtml('<p>{{full_name}}</p><a href="{{website}}">w</a><a href="mailto:{{email}}">m</a><img src="{{photo_url}}">')).toBe(
      "<p>&#123;&#123;full_name&#125;&#125;</p><a>w</a><a>m</a><img>",
    );
  });

  it("applies the same allow-lists", () => {
    expect(sanitizeHtml('<p onclick="x()">a<script>b</script></p><a href="https://x.example">l</a>')).toBe(
      '<p>a</p><a href="https://x.example">l</a>',
    );
  });

  it("is idempotent", () => {
    const once = sanitizeHtml("<p>{x} <b>y</b></p>");
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe("our hosted images by site path (/static/...)", () => {
  it("keeps a /static/ image path in a template's img src, and nowhere else", () => {
    const icon = '<img src="/static/social/linkedin.png" alt="LinkedIn" width="24" height="24">';
    expect(sanitizeTemplateHtml(icon)).toEqual({ html: icon, removed: [] });
    for (const src of ["/static/../files/x.png", "/static//evil.example/x.png", "/static/x.svg", "/files/photo.png", "/static/x.png?x=1"])
      expect(sanitizeTemplateHtml(`<img src="${src}" alt="">`).html, src).toBe('<img alt="">');
    expect(sanitizeTemplateHtml('<a href="/static/social/x.png">x</a>').html).toBe("<a>x</a>");
    expect(sanitizeTemplateHtml('<td src="/static/social/x.png">x</td>').html).not.toContain("src=");
    expect(sanitizeHtml('<img src="/static/social/x.png" alt="">')).toBe('<img alt="">'); // final HTML holds absolute URLs only
  });
});
