// How an address typed without a scheme becomes a link: "example.com/page" gets https://.
// Website, LinkedIn and the campaign landing page all follow this one rule.

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The address with https:// added when it has no scheme. A "scheme" containing a dot is a
 * host with a port ("example.com:8080"), so it gets https:// too. Blank stays "".
 */
export function withHttpsScheme(value: string | null | undefined): string {
  const url = (value ?? "").trim();
  if (!url) return "";
  const scheme = SCHEME.exec(url)?.[1];
  return scheme && !scheme.includes(".") ? url : `https://${url.replace(/^\/+/, "")}`;
}
