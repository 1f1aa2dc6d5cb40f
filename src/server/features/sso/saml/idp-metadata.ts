// An identity provider's SAML metadata, read into what sign-in needs: its entity id (the
// Issuer its responses must carry), where to send the AuthnRequest (the HTTP-Redirect single
// sign-on service) and the certificates its signatures are checked against. Anything else in
// the document is ignored. Each way a document can fail says what is wrong with it, in words
// an admin can act on.
import { X509Certificate } from "node:crypto";
import { childElements, parseXml, xpath } from "./saml-xml";

export const HTTP_REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const SAML2_PROTOCOL = "urn:oasis:names:tc:SAML:2.0:protocol";

export type IdpMetadata = {
  entityId: string;
  /** The single sign-on service for the HTTP-Redirect binding (the only one we send to). */
  ssoUrl: string;
  ssoBinding: typeof HTTP_REDIRECT_BINDING;
  /** Base64 DER of each signing certificate (whitespace removed), as metadata carries them. */
  signingCertificates: string[];
};

/** The document is not usable identity-provider metadata; the message says why. */
export class SamlMetadataError extends Error {}

const fail = (message: string): never => {
  throw new SamlMetadataError(message);
};

export async function parseIdpMetadata(text: string): Promise<IdpMetadata> {
  const doc = text.trim() ? await parseXml(text.trim()) : null;
  if (!doc?.documentElement) return fail("This is not XML. Paste the identity provider's SAML metadata (an XML document).");
  const root = doc.documentElement;
  if (root.localName !== "EntityDescriptor" && root.localName !== "EntitiesDescriptor") {
    return fail("This XML is not SAML metadata: it has no EntityDescriptor.");
  }
  const entities = xpath.selectElements(doc, "//*[local-name()='EntityDescriptor']");
  const idps = entities.filter((entity) => idpDescriptor(entity) !== null);
  if (idps.length === 0) {
    const isSp = entities.some((entity) => childElements(entity, "SPSSODescriptor").length > 0);
    return fail(
      isSp
        ? "This is a service provider's metadata, not an identity provider's. Use the metadata your identity provider gives you for this app."
        : "This metadata describes no SAML 2.0 identity provider (no IDPSSODescriptor).",
    );
  }
  if (idps.length > 1) return fail("This metadata describes several identity providers. Use the metadata of the one for this app only.");
  const entity = idps[0];
  const descriptor = idpDescriptor(entity)!;

  const entityId = entity.getAttribute("entityID")?.trim();
  if (!entityId) return fail("The identity provider's metadata has no entityID.");

  const services = childElements(descriptor, "SingleSignOnService");
  const redirect = services.find((s) => s.getAttribute("Binding") === HTTP_REDIRECT_BINDING);
  const ssoUrl = redirect?.getAttribute("Location")?.trim();
  if (!ssoUrl) {
    return fail(
      services.length === 0
        ? "The identity provider's metadata has no single sign-on service (SingleSignOnService)."
        : "The identity provider offers no HTTP-Redirect single sign-on service, the binding this app sends sign-in requests with.",
    );
  }
  if (!isHttpUrl(ssoUrl)) return fail("The identity provider's single sign-on address is not an http(s) URL.");

  return { entityId, ssoUrl, ssoBinding: HTTP_REDIRECT_BINDING, signingCertificates: signingCertificates(descriptor) };
}

/** The entity's SAML 2.0 IDPSSODescriptor, or null. */
function idpDescriptor(entity: Element): Element | null {
  return (
    childElements(entity, "IDPSSODescriptor").find((d) =>
      (d.getAttribute("protocolSupportEnumeration") ?? "").split(/\s+/).includes(SAML2_PROTOCOL),
    ) ?? null
  );
}

/** Keys marked for signing, or for any use (no `use`); each must be an X.509 certificate. */
function signingCertificates(descriptor: Element): string[] {
  const keys = childElements(descriptor, "KeyDescriptor").filter((k) => (k.getAttribute("use") || "signing") === "signing");
  const certificates = keys.flatMap((key) =>
    xpath.selectElements(key, ".//*[local-name()='X509Certificate']").map((c) => (c.textContent ?? "").replace(/\s+/g, "")),
  );
  if (certificates.length === 0) return fail("The identity provider's metadata has no signing certificate.");
  for (const base64 of certificates) {
    if (!describeCertificate(base64)) return fail("A signing certificate in the identity provider's metadata can't be read.");
  }
  return [...new Set(certificates)];
}

/** The subject and expiry of a certificate given as base64 DER, or null when it is not one. */
export function describeCertificate(base64: string): { subject: string; notAfter: Date } | null {
  try {
    const certificate = new X509Certificate(Buffer.from(base64, "base64"));
    return { subject: certificate.subject, notAfter: new Date(certificate.validTo) };
  } catch {
    return null;
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
