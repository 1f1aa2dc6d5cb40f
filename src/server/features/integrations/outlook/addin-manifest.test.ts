// The manifest Microsoft 365 takes: well-formed XML, the elements an add-in only manifest
// needs in the order its schema requires, the two launch events and their requirement sets,
// and every address https and under BASE_URL.
import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { addinId, buildManifest, LAUNCH_EVENTS } from "./addin-manifest";

const BASE = "https://signet.example.com";
const KEY = "k".repeat(43);
const input = { baseUrl: BASE, key: KEY, accountId: "7d1c3e50-8a6c-4f0e-9c39-4c1e6e4c9a11", companyName: "Acme & Sons <Ltd>", version: 3 };
const manifest = buildManifest(input);
const { DOMParser } = new JSDOM().window;
const doc = new DOMParser().parseFromString(manifest, "application/xml");
const children = (element: Element) => [...element.children].map((c) => c.localName);

describe("Outlook add-in manifest", () => {
  it("is well-formed XML: a MailApp of the add-in only manifest", () => {
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.localName).toBe("OfficeApp");
    expect(root.namespaceURI).toBe("http://schemas.microsoft.com/office/appforoffice/1.1");
    expect(root.getAttribute("xsi:type")).toBe("MailApp");
    // The company's name is escaped, not markup.
    expect(root.querySelector("DisplayName")!.getAttribute("DefaultValue")).toBe("Acme & Sons <Ltd> signatures");
  });

  it("has the required elements in the order the schema requires", () => {
    expect(children(doc.documentElement)).toEqual([
      "Id",
      "Version",
      "ProviderName",
      "DefaultLocale",
      "DisplayName",
      "Description",
      "IconUrl",
      "HighResolutionIconUrl",
      "SupportUrl",
      "AppDomains",
      "Hosts",
      "Requirements",
      "FormSettings",
      "Permissions",
      "Rule",
      "DisableEntityHighlighting",
      "VersionOverrides",
    ]);
    expect(doc.querySelector("Id")!.textContent).toBe(addinId(input.accountId));
    expect(doc.querySelector("Id")!.textContent).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(doc.querySelector("Version")!.textContent).toBe("1.0.3.0");
    expect(doc.querySelector("Permissions")!.textContent).toBe("ReadWriteItem");
    const inner = doc.documentElement.lastElementChild!.firstElementChild!;
    expect(inner.getAttribute("xsi:type")).toBe("VersionOverridesV1_1");
    expect(children(inner)).toEqual(["Requirements", "Hosts", "Resources"]);
  });

  it("activates on a new message (Mailbox 1.10) and a changed sender (Mailbox 1.13), both in the one runtime", () => {
    const events = [...doc.getElementsByTagName("LaunchEvent")].map((e) => [e.getAttribute("Type"), e.getAttribute("FunctionName")]);
    expect(events).toEqual([
      ["OnNewMessageCompose", "onNewMessageComposeHandler"],
      ["OnMessageFromChanged", "onMessageFromChangedHandler"],
    ]);
    expect(LAUNCH_EVENTS.map((e) => e.requirement)).toEqual(["1.10", "1.13"]);
    expect(manifest).toContain(
      '<LaunchEvent Type="OnMessageFromChanged" FunctionName="onMessageFromChangedHandler"/><!-- Mailbox 1.13 -->',
    );
    const sets = doc.getElementsByTagName("bt:Sets")[0];
    expect(sets.getAttribute("DefaultMinVersion")).toBe("1.10");
    expect(sets.firstElementChild!.getAttribute("Name")).toBe("Mailbox");
    const runtime = doc.getElementsByTagName("Runtime")[0];
    expect(runtime.getAttribute("resid")).toBe("WebViewRuntime.Url");
    expect(runtime.firstElementChild!.getAttribute("type")).toBe("javascript");
    expect(
      doc
        .querySelector('ExtensionPoint[xsi\\:type="LaunchEvent"] > SourceLocation, ExtensionPoint > SourceLocation')!
        .getAttribute("resid"),
    ).toBe("WebViewRuntime.Url");
  });

  it("names only https addresses under BASE_URL, the runtime's carrying the key", () => {
    const urls = [...manifest.matchAll(/(?:DefaultValue="|<AppDomain>)(https?:[^"<]+)/g)].map((m) => m[1].replace(/&amp;/g, "&"));
    expect(urls.length).toBeGreaterThanOrEqual(10);
    for (const url of urls) {
      expect(url.startsWith(`${BASE}`), url).toBe(true);
      expect(new URL(url).protocol).toBe("https:");
    }
    const resource = (id: string) => doc.querySelector(`[id="${id}"]`)!.getAttribute("DefaultValue");
    expect(resource("WebViewRuntime.Url")).toBe(`${BASE}/addin/runtime.html?key=${KEY}`);
    // Classic Outlook's JavaScript-only runtime (Mailbox 1.10) can read no address: the key is in the file's own copy.
    expect(resource("JSRuntime.Url")).toBe(`${BASE}/addin/launchevent/${KEY}.js`);
  });

  it("matches the manifest as written (a changed manifest must be a choice)", async () => {
    await expect(manifest).toMatchFileSnapshot("./__snapshots__/manifest.xml");
  });
});
