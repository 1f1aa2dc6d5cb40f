// The company's add-in only manifest (XML): a mail add-in that Outlook activates on two
// events, OnNewMessageCompose (requirement set Mailbox 1.10) and OnMessageFromChanged (Mailbox
// 1.13; clients without 1.13 never raise it), both handled by the one JavaScript file. Its
// runtime page (Outlook on the web, on Mac, new Outlook) and that file (classic Outlook on
// Windows runs it alone) carry the company's key: the runtime page in its query string, the
// file in its own name (/addin/launchevent/{key}.js, served with the key written in, since
// Mailbox 1.10's JavaScript-only runtime has no way to read an address). Elements are in the
// order the schema requires.
// Every address is under BASE_URL, and outside development it must be https.
import { createHash } from "node:crypto";
import type { AppConfig } from "../../../context";
import { OUTLOOK_MESSAGES } from "../../../../shared/integrations/outlook-addin";

export const ADDIN_PATHS = {
  runtimePage: "/addin/runtime.html",
  script: "/addin/launchevent.js",
  keyedScriptFolder: "/addin/launchevent",
  keyedScript: (key: string) => `/addin/launchevent/${key}.js`,
  manifest: (key: string) => `/addin/${key}/manifest.xml`,
  signature: (key: string) => `/addin/${key}/signature`,
  icon: (size: number) => `/static/brand/addin-${size}.png`,
} as const;

export const LAUNCH_EVENTS = [
  { type: "OnNewMessageCompose", handler: "onNewMessageComposeHandler", requirement: "1.10" },
  { type: "OnMessageFromChanged", handler: "onMessageFromChangedHandler", requirement: "1.13" },
] as const;

/** Why no manifest can be made here (an http address outside development), or null. */
export function manifestProblem(config: Pick<AppConfig, "baseUrl" | "isProduction">): string | null {
  return config.isProduction && !config.baseUrl.startsWith("https://") ? OUTLOOK_MESSAGES.insecureBaseUrl : null;
}

export const manifestUrl = (baseUrl: string, key: string) => `${baseUrl}${ADDIN_PATHS.manifest(key)}`;

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** A GUID of its own per company, the same for every version of its manifest (an upload updates it). */
export function addinId(accountId: string) {
  const h = createHash("sha256").update(`signet-outlook-addin:${accountId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type ManifestInput = { baseUrl: string; key: string; accountId: string; companyName: string; version: number };

export function buildManifest({ baseUrl, key, accountId, companyName, version }: ManifestInput): string {
  const url = (path: string) => xml(`${baseUrl}${path}`);
  const keyed = (path: string) => url(`${path}?key=${encodeURIComponent(key)}`);
  const name = xml(`${companyName} signatures`.slice(0, 125));
  const description = xml(`Adds your ${companyName} email signature to every message you write, kept up to date by Signet.`.slice(0, 250));
  const events = LAUNCH_EVENTS.map(
    (e) => `                <LaunchEvent Type="${e.type}" FunctionName="${e.handler}"/><!-- Mailbox ${e.requirement} -->`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<OfficeApp xmlns="http://schemas.microsoft.com/office/appforoffice/1.1"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:bt="http://schemas.microsoft.com/office/officeappbasictypes/1.0"
  xmlns:mailappor="http://schemas.microsoft.com/office/mailappversionoverrides/1.0"
  xsi:type="MailApp">
  <Id>${addinId(accountId)}</Id>
  <Version>1.0.${version}.0</Version>
  <ProviderName>Signet</ProviderName>
  <DefaultLocale>en-US</DefaultLocale>
  <DisplayName DefaultValue="${name}"/>
  <Description DefaultValue="${description}"/>
  <IconUrl DefaultValue="${url(ADDIN_PATHS.icon(64))}"/>
  <HighResolutionIconUrl DefaultValue="${url(ADDIN_PATHS.icon(128))}"/>
  <SupportUrl DefaultValue="${url("/guide")}"/>
  <AppDomains>
    <AppDomain>${xml(new URL(baseUrl).origin)}</AppDomain>
  </AppDomains>
  <Hosts>
    <Host Name="Mailbox"/>
  </Hosts>
  <Requirements>
    <Sets>
      <Set Name="Mailbox" MinVersion="1.1"/>
    </Sets>
  </Requirements>
  <FormSettings>
    <Form xsi:type="ItemRead">
      <DesktopSettings>
        <SourceLocation DefaultValue="${keyed(ADDIN_PATHS.runtimePage)}"/>
        <RequestedHeight>250</RequestedHeight>
      </DesktopSettings>
    </Form>
  </FormSettings>
  <Permissions>ReadWriteItem</Permissions>
  <Rule xsi:type="RuleCollection" Mode="Or">
    <Rule xsi:type="ItemIs" ItemType="Message" FormType="Edit"/>
  </Rule>
  <DisableEntityHighlighting>true</DisableEntityHighlighting>
  <VersionOverrides xmlns="http://schemas.microsoft.com/office/mailappversionoverrides" xsi:type="VersionOverridesV1_0">
    <VersionOverrides xmlns="http://schemas.microsoft.com/office/mailappversionoverrides/1.1" xsi:type="VersionOverridesV1_1">
      <Requirements>
        <bt:Sets DefaultMinVersion="1.10">
          <bt:Set Name="Mailbox"/>
        </bt:Sets>
      </Requirements>
      <Hosts>
        <Host xsi:type="MailHost">
          <Runtimes>
            <Runtime resid="WebViewRuntime.Url">
              <Override type="javascript" resid="JSRuntime.Url"/>
            </Runtime>
          </Runtimes>
          <DesktopFormFactor>
            <ExtensionPoint xsi:type="LaunchEvent">
              <LaunchEvents>
${events}
              </LaunchEvents>
              <SourceLocation resid="WebViewRuntime.Url"/>
            </ExtensionPoint>
          </DesktopFormFactor>
        </Host>
      </Hosts>
      <Resources>
        <bt:Images>
          <bt:Image id="Icon.16x16" DefaultValue="${url(ADDIN_PATHS.icon(16))}"/>
          <bt:Image id="Icon.32x32" DefaultValue="${url(ADDIN_PATHS.icon(32))}"/>
          <bt:Image id="Icon.80x80" DefaultValue="${url(ADDIN_PATHS.icon(80))}"/>
        </bt:Images>
        <bt:Urls>
          <bt:Url id="WebViewRuntime.Url" DefaultValue="${keyed(ADDIN_PATHS.runtimePage)}"/>
          <bt:Url id="JSRuntime.Url" DefaultValue="${url(ADDIN_PATHS.keyedScript(key))}"/>
        </bt:Urls>
      </Resources>
    </VersionOverrides>
  </VersionOverrides>
</OfficeApp>
`;
}
