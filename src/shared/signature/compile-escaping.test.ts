import { describe, expect, it } from "vitest";
import { compileTemplate, type RenderOptions } from "./compile-template";
import type { SignatureData } from "./fields";

const options: RenderOptions = { assetBaseUrl: "http://localhost:3000" };
const render = (template: string, data: SignatureData, extra: Partial<RenderOptions> = {}) =>
  compileTemplate(template).render(data, { ...options, ...extra });

describe("escaping by context", () => {
  it("escapes text", () => {
    expect(render("<p>{{full_name}}</p>", { full_name: `<b>Jane</b> & "Co" O'Brien` })).toBe(
      '<p>&lt;b&gt;Jane&lt;/b&gt; &amp; "Co" O\'Brien</p>',
    );
  });

  it("escapes attribute values, quotes included", () => {
    expect(
      render("<img alt=\"Photo of {{full_name}}\" title='{{job_title}}'>", { full_name: `" onerror="alert(1)`, job_title: "it's" }),
    ).toBe('<img alt="Photo of &quot; &quot;alert(1)" title="it&#39;s">');
  });

  it("validates href values as links and src values as images", () => {
    const html = render('<a href="{{website}}">w</a><a href="{{linkedin_url}}">l</a><img src="{{photo_url}}">', {
      website: "javascript:alert(1)",
      linkedin_url: "linkedin.com/in/jane",
      photo_url: "data:image/png;base64,AAAA",
    });
    expect(html).toBe('<a href="">w</a><a href="https://linkedin.com/in/jane">l</a><img src="data:image/png;base64,AAAA">');
  });

  it("escapes & in URLs", () => {
    expect(render('<a href="{{website}}">w</a>', { website: "https://x.example/?a=1&b=2" })).toBe(
      '<a href="https://x.example/?a=1&amp;b=2">w</a>',
    );
  });

  it("drops unsafe values inside style attributes and warns", () => {
    const warnings: string[] = [];
    const html = render(
      '<span style="color:{{job_title}};font-weight:bold">x</span>',
      { job_title: "red;background:url(//x.example/a)" },
      { onWarning: (m) => warnings.push(m) },
    );
    expect(html).toBe('<span style="color:;font-weight:bold">x</span>');
    expect(warnings).toEqual(["Unsafe value dropped from a style attribute"]);
    expect(render('<span style="color:{{job_title}}">x</span>', { job_title: "expression(alert(1))" })).toBe(
      '<span style="color:">x</span>',
    );
    expect(render('<span style="color:{{job_title}}">x</span>', { job_title: "#336699" })).toBe('<span style="color:#336699">x</span>');
  });

  it("compiles placeholders in tag names, attribute names and handlers to nothing", () => {
    expect(
      render('<div{{full_name}} {{full_name}}="x" data-{{email}}="y" onclick="go({{full_name}})">z</div>', {
        full_name: "Jane",
        email: "e",
      }),
    ).toBe('<div onclick="go()">z</div>');
  });

  it("does not place values inside comments or raw-text elements", () => {
    expect(
      render("<!-- {{full_name}} --><style>p{content:'{{full_name}}'}</style><script>var a='{{full_name}}'</script>{{full_name}}", {
        full_name: "Jane",
      }),
    ).toBe("<!--  --><style>p{content:''}</style><script>var a=''</script>Jane");
  });

  it("strips attack strings from text values before escaping", () => {
    expect(render("<p>{{job_title}}</p>", { job_title: "CTO<script>alert(1)</script> javascript:x" })).toBe("<p>CTO x</p>");
  });
});

describe("template syntax injection through values", () => {
  it("prints a placeholder in a value literally (braces escaped), never evaluates it", () => {
    const html = render('<p>{{full_name}}</p><a href="mailto:{{email}}">{{email}}</a>', {
      full_name: "{{email}}",
      email: "jane@acme.example",
    });
    expect(html).toBe('<p>&#123;&#123;email&#125;&#125;</p><a href="mailto:jane@acme.example">jane@acme.example</a>');
    expect(html).not.toContain("jane@acme.example</p>");
  });

  it("cannot open blocks or insert campaigns from a value", () => {
    const html = render("<p>{{full_name}}</p>{{campaigns}}", { full_name: "{{#if email}}{{campaigns}}{{/if}}" }, { campaigns: [] });
    expect(html).toBe("<p>&#123;&#123;#if email&#125;&#125;&#123;&#123;campaigns&#125;&#125;&#123;&#123;/if&#125;&#125;</p>");
  });

  it("cannot add markup or attributes from a value", () => {
    const html = render('<a href="{{website}}" title="{{full_name}}">{{job_title}}</a>', {
      website: 'https://x.example/"onmouseover="alert(1)',
      full_name: '"><img src=x onerror=alert(1)>',
      job_title: "</a><img src=x onerror=alert(1)>",
    });
    expect(html.match(/<[a-z]/g)).toEqual(["<a"]);
    expect(html).not.toMatch(/"\s*onmouseover/);
  });
});

describe("composite URLs", () => {
  it("validates tel: and mailto: written by the template", () => {
    const template = '<a href="tel:{{personal_phone}}">p</a><a href="mailto:{{email}}">m</a>';
    expect(render(template, { personal_phone: "+1 (555) 010-2000", email: "jane@acme.example" })).toBe(
      '<a href="tel:+15550102000">p</a><a href="mailto:jane@acme.example">m</a>',
    );
    expect(render(template, { personal_phone: "javascript:alert(1)", email: "javascript:alert(1)//@x.example" })).toBe(
      '<a href="">p</a><a href="">m</a>',
    );
  });

  it("never lets a value produce tel:", () => {
    expect(render('<a href="{{personal_phone}}">p</a>', { personal_phone: "tel:+15550100" })).toBe('<a href="">p</a>');
  });

  it("applies the rule to the whole final URL", () => {
    const template = '<a href="{{website}}/careers">c</a><a href="https://twitter.com/{{full_name}}?ref={{job_title}}">t</a>';
    expect(render(template, { website: "acme.example", full_name: "Jane Doe", job_title: "a&b=c" })).toBe(
      '<a href="https://acme.example/careers">c</a><a href="https://twitter.com/Jane%20Doe?ref=a%26b%3Dc">t</a>',
    );
    expect(render(template, { website: "javascript:alert(1)//" })).toContain('<a href="">c</a>');
  });

  it("reports invalid URLs with the field and reason", () => {
    const warnings: unknown[] = [];
    render('<a href="tel:{{office_phone}}">o</a>', { office_phone: "ask reception" }, { onWarning: (_, data) => warnings.push(data) });
    expect(warnings).toEqual([{ field: "office_phone", reason: "invalid phone number", value: "ask reception" }]);
  });

  it("reports the same invalid value on every render", () => {
    const template = compileTemplate('<a href="{{website}}">w</a>');
    let count = 0;
    for (let i = 0; i < 3; i++) template.render({ website: "javascript:alert(1)" }, { ...options, onWarning: () => count++ });
    expect(count).toBe(3);
  });
});
