// The add-in's one JavaScript file, exactly as the server serves it, run in Node as classic
// Outlook runs it (a bare script: no modules, no DOM) against office-addin-mock's mailbox, and
// asking the app in process for the signature.
import { expect, it } from "vitest";
import vm from "node:vm";
import { eq } from "drizzle-orm";
import { OfficeMockObject } from "office-addin-mock";
import { describeEachDatabase, TEST_BASE_URL, type TestContext } from "../../../test/test-app";
import { createCompany } from "../../../test/factories";
import { outlookAddins } from "../../../db/schema";

type Result = { status: string; value?: unknown; error?: unknown };
type Callback = (result: Result) => void;
type Handler = (event: { completed: () => void }) => void;

/** A compose window: who it is from, what kind of message, and what the add-in did to it. */
function composeWindow(options: { from: string | null; composeType?: "newMail" | "reply" | "forward"; urls?: boolean; key: string }) {
  const state = { from: options.from, signature: null as string | null, coercionType: null as unknown, clientSignatureDisabled: false };
  const data = {
    host: "outlook",
    context: {
      ...(options.urls === false ? {} : { urls: { javascriptRuntimeUrl: `${TEST_BASE_URL}/addin/launchevent.js?key=${options.key}` } }),
      mailbox: {
        item: {
          from: {
            getAsync: (callback: Callback) =>
              callback({ status: "succeeded", value: state.from ? { emailAddress: state.from, displayName: "Sender" } : null }),
          },
          getComposeTypeAsync: (callback: Callback) =>
            callback({ status: "succeeded", value: { composeType: options.composeType ?? "newMail", coercionType: "html" } }),
          body: {
            setSignatureAsync: (html: string, settings: { coercionType: unknown }, callback: Callback) => {
              state.signature = html;
              state.coercionType = settings.coercionType;
              callback({ status: "succeeded" });
            },
          },
          disableClientSignatureAsync: (callback: Callback) => {
            state.clientSignatureDisabled = true;
            callback({ status: "succeeded" });
          },
        },
      },
    },
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    CoercionType: { Html: "html", Text: "text" },
    actions: { associate: () => undefined },
  };
  return { office: new OfficeMockObject(data as never), state };
}

/**
 * Loads the served script into a fresh JavaScript-only context (no DOM, no `location` unless
 * given); its registered handlers. `path`: which copy (the runtime page's shared one by default).
 */
async function loadAddin(
  ctx: TestContext,
  office: OfficeMockObject,
  fetchImpl: typeof fetch,
  location?: string,
  path = "/addin/launchevent.js",
) {
  const served = await ctx.app.request(path);
  expect(served.status).toBe(200);
  const script = await served.text();
  const handlers: Record<string, Handler> = {};
  office.actions.associate = (name: string, handler: Handler) => (handlers[name] = handler);
  const sandbox: Record<string, unknown> = { Office: office, fetch: fetchImpl, setTimeout, clearTimeout };
  if (location) sandbox.location = { href: location };
  vm.runInNewContext(script, sandbox, { filename: "launchevent.js" });
  return handlers;
}

/** Runs a handler and waits for its event.completed(). */
function raise(handler: Handler) {
  return new Promise<number>((resolve) => {
    let calls = 0;
    handler({
      completed: () => {
        calls++;
        setTimeout(() => resolve(calls), 20);
      },
    });
  });
}

describeEachDatabase("The Outlook add-in's handler", (ctx) => {
  const setup = async () => {
    const company = await createCompany(ctx());
    await company.admin.client.post("/api/integrations/outlook");
    const [row] = await ctx().deps.db.select().from(outlookAddins).where(eq(outlookAddins.accountId, company.accountId));
    const requests: string[] = [];
    const appFetch = (async (url: string, init?: RequestInit) => {
      requests.push(url);
      return ctx().app.request(url.replace(TEST_BASE_URL, ""), init, { incoming: { socket: { remoteAddress: "198.51.100.20" } } });
    }) as typeof fetch;
    return { ...company, key: row.key, requests, appFetch };
  };

  it("registers both handlers with Office.actions.associate, and nothing else runs on load", async () => {
    const { key, appFetch, requests } = await setup();
    const { office } = composeWindow({ from: null, key });
    const handlers = await loadAddin(ctx(), office, appFetch);
    expect(Object.keys(handlers).sort()).toEqual(["onMessageFromChangedHandler", "onNewMessageComposeHandler"]);
    expect(requests).toEqual([]);
  });

  it("a new message gets the sender's signature as HTML, and Outlook's own signature is turned off", async () => {
    const { key, admin, appFetch, requests } = await setup();
    const { office, state } = composeWindow({ from: admin.email, key });
    const handlers = await loadAddin(ctx(), office, appFetch);
    expect(await raise(handlers.onNewMessageComposeHandler)).toBe(1);
    expect(requests).toEqual([`${TEST_BASE_URL}/addin/${key}/signature?email=${encodeURIComponent(admin.email)}&compose=new`]);
    expect(state.signature).toContain("Test User");
    expect(state.coercionType).toBe("html");
    expect(state.clientSignatureDisabled).toBe(true);
  });

  it("a reply asks for the reply version; the key is read from the runtime page's address where Outlook gives no script address", async () => {
    const { key, admin, appFetch, requests } = await setup();
    const { office, state } = composeWindow({ from: admin.email, composeType: "reply", urls: false, key });
    const handlers = await loadAddin(ctx(), office, appFetch, `${TEST_BASE_URL}/addin/runtime.html?key=${key}`);
    await raise(handlers.onNewMessageComposeHandler);
    expect(requests[0]).toMatch(/&compose=reply$/);
    expect(state.signature).toContain("Test User");
  });

  it("classic Outlook's JavaScript-only runtime on Mailbox 1.10 (no Office.context.urls, no location, no DOM) inserts the signature from the keyed copy", async () => {
    const { key, admin, appFetch, requests } = await setup();
    const { office, state } = composeWindow({ from: admin.email, urls: false, key });
    // The manifest's JavaScript runtime address is that copy.
    const manifest = await (await ctx().app.request(`/addin/${key}/manifest.xml`)).text();
    const path = `/addin/launchevent/${key}.js`;
    expect(manifest).toContain(`<bt:Url id="JSRuntime.Url" DefaultValue="${TEST_BASE_URL}${path}"/>`);
    const handlers = await loadAddin(ctx(), office, appFetch, undefined, path);
    expect(await raise(handlers.onNewMessageComposeHandler)).toBe(1);
    expect(requests).toEqual([`${TEST_BASE_URL}/addin/${key}/signature?email=${encodeURIComponent(admin.email)}&compose=new`]);
    expect(state.signature).toContain("Test User");
    expect(state.clientSignatureDisabled).toBe(true);
    // The shared copy in the same runtime finds no key: it completes and leaves the message alone.
    const bare = composeWindow({ from: admin.email, urls: false, key });
    expect(await raise((await loadAddin(ctx(), bare.office, appFetch)).onNewMessageComposeHandler)).toBe(1);
    expect(bare.state.signature).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it("the keyed copy is served only for a company's live key", async () => {
    const { key, admin } = await setup();
    expect((await ctx().app.request(`/addin/launchevent/${"x".repeat(43)}.js`)).status).toBe(404);
    expect((await ctx().app.request(`/addin/launchevent/${key}`)).status).toBe(404);
    const rotated = await admin.client.post("/api/integrations/outlook/key-rotation");
    expect(rotated.status).toBeLessThan(300);
    expect((await ctx().app.request(`/addin/launchevent/${key}.js`)).status).toBe(404);
  });

  it("a changed sender gets the new sender's signature; an address with none leaves the message as it was", async () => {
    const { key, admin, appFetch, requests } = await setup();
    const { office, state } = composeWindow({ from: admin.email, composeType: "forward", key });
    const handlers = await loadAddin(ctx(), office, appFetch);
    await raise(handlers.onNewMessageComposeHandler);
    const first = state.signature;
    expect(first).toContain("Test User");
    state.from = "shared-mailbox@elsewhere.example";
    state.clientSignatureDisabled = false;
    expect(await raise(handlers.onMessageFromChangedHandler)).toBe(1);
    expect(requests[1]).toContain("shared-mailbox%40elsewhere.example");
    expect(requests[1]).toMatch(/&compose=forward$/);
    // 404: nothing set, nothing turned off.
    expect(state.signature).toBe(first);
    expect(state.clientSignatureDisabled).toBe(false);
  });

  it("the server down: the message is untouched and event.completed() is still called, once", async () => {
    const { key, admin } = await setup();
    const { office, state } = composeWindow({ from: admin.email, key });
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    const handlers = await loadAddin(ctx(), office, down);
    expect(await raise(handlers.onNewMessageComposeHandler)).toBe(1);
    expect(state.signature).toBeNull();
    expect(state.clientSignatureDisabled).toBe(false);
    // A server error answer and a mailbox that throws end the same way.
    const failing = (async () => new Response("{}", { status: 503 })) as typeof fetch;
    expect(await raise((await loadAddin(ctx(), office, failing)).onNewMessageComposeHandler)).toBe(1);
    expect(state.signature).toBeNull();
    office.context.mailbox.item.from.getAsync = () => {
      throw new Error("Outlook refused");
    };
    expect(await raise((await loadAddin(ctx(), office, failing)).onMessageFromChangedHandler)).toBe(1);
    expect(state.signature).toBeNull();
  });
});
