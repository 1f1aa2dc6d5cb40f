// The one XML parser for SAML documents: node-saml's own (xmldom, which never resolves external
// entities, with its errors turned into rejections), so what we read and what node-saml verifies
// are parsed the same way. Elements are matched by local name: IdPs use any namespace prefix.
import { nodeSamlXml } from "./node-saml";

/** Elements matching an XPath expression under `node`. */
export const xpath = {
  selectElements: (node: Node, expression: string): Element[] => nodeSamlXml().xpath.selectElements(node, expression),
};

/** The document, or null when the text is not well-formed XML. */
export async function parseXml(text: string): Promise<Document | null> {
  try {
    return await nodeSamlXml().parseDomFromString(text);
  } catch {
    return null;
  }
}

/** Child elements of `parent` with this local name (direct children only). */
export const childElements = (parent: Node, localName: string): Element[] =>
  xpath.selectElements(parent, `./*[local-name()='${localName}']`);

/** The trimmed text of the first such child, or null. */
export function childText(parent: Node, localName: string): string | null {
  const text = childElements(parent, localName)[0]?.textContent?.trim();
  return text ? text : null;
}
