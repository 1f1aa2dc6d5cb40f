// What Outlook loads besides the manifest: the runtime page (Office.js from Microsoft's CDN,
// the one outside address, then the add-in's script), the one JavaScript file, and the list
// of the add-in's script addresses that Office reads before it lets that script (in classic
// Outlook's JavaScript-only runtime) make requests. The pages get their own policy: Office.js
// from Microsoft's CDN, requests to this server, framed only by Outlook on the web.
import { readFileSync } from "node:fs";
import { projectFile } from "../../../lib/project-files";
import { ADDIN_PATHS } from "./addin-manifest";

/** Microsoft's CDN copy of Office.js, as Microsoft asks add-ins to load it. */
export const OFFICE_JS_URL = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

/** The one JavaScript file, read once: served as it is, and loaded as it is by its tests. */
export const LAUNCH_EVENT_JS = readFileSync(projectFile("src/server/features/integrations/outlook/addin/launchevent.js"), "utf8");

const BAKED_LINE = "var BAKED_SETTINGS = null;";
if (!LAUNCH_EVENT_JS.includes(BAKED_LINE)) throw new Error("launchevent.js lost its BAKED_SETTINGS line");

/**
 * The copy of the script for one company (classic Outlook's JavaScript-only runtime): the
 * server's address and the key written in, so the handler needs no runtime API to find them.
 */
export function keyedLaunchEventJs(baseUrl: string, key: string): string {
  // JSON inside a script: "<" escaped so no "</script>" or comment opener can appear.
  const settings = JSON.stringify({ base: baseUrl, key }).replace(/</g, "\\u003c");
  return LAUNCH_EVENT_JS.replace(BAKED_LINE, `var BAKED_SETTINGS = ${settings};`);
}

/** Outlook on the web frames the runtime page; nothing else may. */
const OUTLOOK_WEB = [
  "https://outlook.office.com",
  "https://outlook.office365.com",
  "https://outlook.live.com",
  "https://outlook.cloud.microsoft",
];

export const ADDIN_CSP = [
  "default-src 'none'",
  `script-src 'self' ${new URL(OFFICE_JS_URL).origin}`,
  `connect-src 'self' ${new URL(OFFICE_JS_URL).origin}`,
  "img-src 'self' data:",
  "style-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  `frame-ancestors 'self' ${OUTLOOK_WEB.join(" ")}`,
].join("; ");

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The runtime page; its address carries the key (?key=), which the script reads from location. */
export function runtimePage(baseUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Signet signatures</title>
    <script src="${escapeAttribute(OFFICE_JS_URL)}"></script>
    <script src="${escapeAttribute(`${baseUrl}${ADDIN_PATHS.script}`)}"></script>
  </head>
  <body></body>
</html>
`;
}

/**
 * /.well-known/microsoft-officeaddins-allowed.json: the add-in's JavaScript files, by address:
 * the shared one, and every company's keyed copy by a wildcard under its folder (listing the
 * copies one by one would publish every company's key).
 */
export const allowedAddins = (baseUrl: string) => ({
  allowed: [`${baseUrl}${ADDIN_PATHS.script}`, `${baseUrl}${ADDIN_PATHS.keyedScriptFolder}/*`],
});
