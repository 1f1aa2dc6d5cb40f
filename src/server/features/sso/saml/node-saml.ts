// node-saml (with its XML parser, signature checker and decrypter: 3 MB of heap), loaded by the
// first SAML call: most processes never see a SAML response.
import type * as NodeSaml from "@node-saml/node-saml";
import type * as NodeSamlXml from "@node-saml/node-saml/lib/xml";
import { onFirstUse } from "../../../lib/on-first-use";

export const nodeSaml = onFirstUse<typeof NodeSaml>("@node-saml/node-saml");
export const nodeSamlXml = onFirstUse<typeof NodeSamlXml>("@node-saml/node-saml/lib/xml");
