import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_IDP_KEYS } from "../../../../../dev-servers/fake-saml-idp/test-idp";
import { fetchIdpMetadata } from "./fetch-idp-metadata";
import { describeCertificate, parseIdpMetadata } from "./idp-metadata";
import { spXml, testIdp } from "./saml-test-setup";

const certBody = (pem: string) => pem.replace(/-----[^-]+-----|\s+/g, "");
const IDP_CERT = certBody(TEST_IDP_KEYS.idp.certificate);

const metadata = (descriptor: string, entityId = "https://idp.example/metadata") =>
  `<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">${descriptor}</md:EntityDescriptor>`;
const idpDescriptor = (inner: string) =>
  `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${inner}</md:IDPSSODescriptor>`;
const key = (cert: string, use = ' use="signing"') =>
  `<md:KeyDescriptor${use}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>\n  ${cert}\n</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
const sso = (binding: string, location = "https://idp.example/sso") =>
  `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${location}"/>`;

describe("an identity provider's metadata", () => {
  it("gives the entity id, the HTTP-Redirect sign-on address and the signing certificates", async () => {
    expect(await parseIdpMetadata(testIdp.metadataXml)).toEqual({
      entityId: "https://idp.example/metadata",
      ssoUrl: "https://idp.example/sso",
      ssoBinding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect",
      signingCertificates: [IDP_CERT],
    });
  });

  it("keeps keys for any use, skips encryption keys, picks HTTP-Redirect among bindings, reads an EntitiesDescriptor", async () => {
    const other = certBody(TEST_IDP_KEYS.other.certificate);
    const xml = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${metadata(
      idpDescriptor(
        key(IDP_CERT, "") + key(other, ' use="encryption"') + sso("HTTP-POST", "https://idp.example/post") + sso("HTTP-Redirect"),
      ),
    ).replace(/^<\?xml[^>]*>/, "")}</md:EntitiesDescriptor>`;
    const parsed = await parseIdpMetadata(xml);
    expect(parsed.signingCertificates).toEqual([IDP_CERT]);
    expect(parsed.ssoUrl).toBe("https://idp.example/sso");
    expect(describeCertificate(IDP_CERT)?.subject).toContain("Signet test-only idp");
  });

  it.each([
    ["", "This is not XML"],
    ["<html><body>Sign in</body>", "This is not XML"],
    ["<html><body>Sign in</body></html>", "it has no EntityDescriptor"],
    [spXml, "a service provider's metadata, not an identity provider's"],
    [metadata(idpDescriptor(key(IDP_CERT)), ""), "has no entityID"],
    [metadata(idpDescriptor(key(IDP_CERT))), "has no single sign-on service"],
    [metadata(idpDescriptor(key(IDP_CERT) + sso("HTTP-POST"))), "no HTTP-Redirect single sign-on service"],
    [metadata(idpDescriptor(key(IDP_CERT) + sso("HTTP-Redirect", "javascript:alert(1)"))), "not an http(s) URL"],
    [metadata(idpDescriptor(sso("HTTP-Redirect"))), "has no signing certificate"],
    [metadata(idpDescriptor(key("bm90IGEgY2VydGlmaWNhdGU=") + sso("HTTP-Redirect"))), "can't be read"],
  ])("refuses %#, saying what is wrong", async (xml, message) => {
    await expect(parseIdpMetadata(xml)).rejects.toThrow(message);
  });
});

describe("metadata fetched from a URL", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/metadata") return res.end(testIdp.metadataXml);
      if (req.url === "/slow") return setTimeout(() => res.end(testIdp.metadataXml), 2_000);
      if (req.url === "/huge") {
        res.write("<md:EntityDescriptor>");
        const chunk = "<!-- padding -->".repeat(4096);
        const write = () => (res.write(chunk) ? setImmediate(write) : res.once("drain", write));
        res.on("close", () => res.destroy());
        return write();
      }
      if (req.url === "/declared-huge") {
        res.setHeader("content-length", String(10 * 1024 * 1024));
        return res.write("<");
      }
      res.statusCode = 404;
      res.end("not here");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("reads it through the given fetch", async () => {
    const seen: string[] = [];
    const parsed = await fetchIdpMetadata(`${base}/metadata`, { fetch: (url, init) => (seen.push(String(url)), fetch(url, init)) });
    expect(parsed.entityId).toBe("https://idp.example/metadata");
    expect(seen).toEqual([`${base}/metadata`]);
  });

  it("says when the address answers an error, too slowly, too much, or not at all", async () => {
    await expect(fetchIdpMetadata(`${base}/missing`, { fetch })).rejects.toThrow("answered HTTP 404");
    await expect(fetchIdpMetadata(`${base}/slow`, { fetch, timeoutMs: 200 })).rejects.toThrow("did not answer within 0.2 seconds");
    await expect(fetchIdpMetadata(`${base}/huge`, { fetch, maxBytes: 64 * 1024 })).rejects.toThrow("larger than 64 KB");
    await expect(fetchIdpMetadata(`${base}/declared-huge`, { fetch })).rejects.toThrow("larger than 512 KB");
    const refused = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    await expect(fetchIdpMetadata(`${base}/metadata`, { fetch: refused })).rejects.toThrow("could not be reached (fetch failed)");
  });
});
