// A SAML identity provider over HTTP on 127.0.0.1, for the browser tests and `npm run dev`:
// it publishes its metadata, reads an AuthnRequest sent with the HTTP-Redirect binding
// (samlify checks it), shows a sign-in page, and answers with a signed response in a form
// that posts itself to the service provider's ACS URL, as real IdPs do. It also starts a
// sign-in on its own (IdP-initiated: no InResponseTo, no RelayState). It learns a service
// provider by fetching its metadata from the entity id, which in Signet is the metadata URL.
// It can be made to misbehave (saml-faults.ts) with `POST /fake/misbehave` `{ "fault": … }`
// on its own port, until `POST /fake/reset` (fake-sso/fault-switch.ts).
// Test-only: it signs with the test-only key (test-only-keys/), and anyone may sign in as anyone.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { inflateRawSync } from "node:zlib";
import * as samlify from "samlify";
import { createFaultSwitch } from "../fake-sso/fault-switch";
import { faultyResponse, SAML_FAULTS } from "./saml-faults";
import { createTestIdp, type TestIdp } from "./test-idp";

export type FakeSamlIdp = { url: string; metadataUrl: string; entityId: string; idp: TestIdp; close: () => Promise<void> };

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** The issuer of a redirect-bound AuthnRequest (deflated, base64), read to find its SP. */
function requestIssuer(samlRequest: string): string | null {
  try {
    const xml = inflateRawSync(Buffer.from(samlRequest, "base64")).toString("utf8");
    return /<(?:\w+:)?Issuer[^>]*>([^<]+)<\/(?:\w+:)?Issuer>/.exec(xml)?.[1]?.trim() ?? null;
  } catch {
    return null;
  }
}

export async function startFakeSamlIdp(options: { port?: number } = {}): Promise<FakeSamlIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp = createTestIdp({ entityId: `${url}/metadata`, ssoUrl: `${url}/sso` });
  const faults = createFaultSwitch(SAML_FAULTS);
  /** The last SAMLResponse it posted, which the "resend-last" fault posts again. */
  let lastSent: string | null = null;
  const spMetadata = async (entityId: string) => {
    const answer = await fetch(entityId, { signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) throw new Error(`The service provider's metadata at ${entityId} answered HTTP ${answer.status}.`);
    return answer.text();
  };

  /** The page that posts the response to the SP's ACS URL by itself. */
  async function postResponse(
    res: ServerResponse,
    spEntityId: string,
    email: string,
    inResponseTo: string | null,
    relayState: string | null,
  ) {
    const spMetadataXml = await spMetadata(spEntityId);
    const acs = samlify.ServiceProvider({ metadata: spMetadataXml }).entityMeta.getAssertionConsumerService("post") as string;
    const fault = faults.fault;
    const answer = { spMetadataXml, email, inResponseTo };
    const samlResponse = fault === "resend-last" && lastSent ? lastSent : await idp.respond(fault ? faultyResponse(fault, answer) : answer);
    lastSent = samlResponse;
    const relay = relayState === null ? "" : `<input type="hidden" name="RelayState" value="${escape(relayState)}">`;
    page(
      res,
      200,
      "Signing you in…",
      `<form method="post" action="${escape(acs)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}">${relay}` +
        `<noscript><button type="submit">Continue</button></noscript></form><script>document.forms[0].submit()</script>`,
    );
  }

  const signInForm = (action: string, hidden: Record<string, string>) =>
    `<form method="post" action="${action}">` +
    Object.entries(hidden)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
      .join("") +
    `<label>Email <input name="email" type="email" required></label> <button type="submit">Sign in to the test IdP</button></form>`;

  server.on("request", async (req, res) => {
    const target = new URL(req.url ?? "/", url);
    try {
      if (await faults.handle(req, res)) return;
      if (req.method === "GET" && target.pathname === "/metadata") {
        res.writeHead(200, { "content-type": "application/samlmetadata+xml" });
        return res.end(idp.metadataXml);
      }
      if (req.method === "GET" && target.pathname === "/sso") {
        const samlRequest = target.searchParams.get("SAMLRequest") ?? "";
        const issuer = requestIssuer(samlRequest);
        if (!issuer) return page(res, 400, "Not a SAML request", "<p>The AuthnRequest could not be read.</p>");
        const sp = samlify.ServiceProvider({ metadata: await spMetadata(issuer) });
        const parsed = await idp.idp.parseLoginRequest(sp, "redirect", { query: Object.fromEntries(target.searchParams) });
        return page(
          res,
          200,
          "Test identity provider",
          `<p>${escape(issuer)} asks who you are.</p>` +
            signInForm("/sso/login", {
              sp: issuer,
              requestId: String(parsed.extract.request?.id ?? ""),
              relayState: target.searchParams.get("RelayState") ?? "",
            }),
        );
      }
      if (req.method === "POST" && target.pathname === "/sso/login") {
        const form = await readForm(req);
        return await postResponse(res, form.get("sp")!, form.get("email")!, form.get("requestId") || null, form.get("relayState") || null);
      }
      if (req.method === "GET" && target.pathname === "/idp-initiated") {
        const sp = target.searchParams.get("sp") ?? "";
        return page(
          res,
          200,
          "Test identity provider: apps",
          `<p>Sign in to ${escape(sp)}.</p>` + signInForm("/idp-initiated/login", { sp }),
        );
      }
      if (req.method === "POST" && target.pathname === "/idp-initiated/login") {
        const form = await readForm(req);
        return await postResponse(res, form.get("sp")!, form.get("email")!, null, null);
      }
      page(res, 404, "Not found", "");
    } catch (error) {
      page(res, 400, "The test identity provider refused", `<p>${escape((error as Error).message)}</p>`);
    }
  });

  return {
    url,
    metadataUrl: `${url}/metadata`,
    entityId: idp.entityId,
    idp,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
