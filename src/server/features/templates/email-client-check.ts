// The email-client check of the template editor (POST /api/templates/check calls it).
//
//   checkEmailClients(html: string, options?: { ownOrigin?: string }): EmailClientFinding[]
//
// `html` is the template as written (placeholders and all; it is not rendered first).
// Findings come from two sources:
// - caniemail 1.0.5 (the caniemail.com data set) for Gmail, Outlook, Apple Mail, Yahoo
//   and Thunderbird, grouped per feature and severity with the clients by the names
//   admins know, and a one-line fix (email-client-advice.ts). Unsupported features are
//   always reported; partial support only for the features where it matters. caniemail
//   1.0.5 cannot check Outlook on the web (outlook.com), which also renders the new Outlook
//   for Windows: those two are added from its raw data for every feature it reported
//   for another client. Checking a fragment makes caniemail report `<body>`: dropped.
// - our own rules (email-client-own-checks.ts): images with an absolute https address
//   (or ours, or {{photo_url}}/{{logo_url}}), a width attribute and alt text; no
//   background image without a fallback background colour.
// Order: unsupported, then partial, then graceful degradations; our own rules first.
import type * as Caniemail from "caniemail";
import { onFirstUse } from "../../lib/on-first-use";
import { EMAIL_CLIENT_NAMES, type EmailClientFinding, type EmailClientName } from "../../../shared/templates/template-responses";
import { ADVICE, CLIENT_NAMES, genericFix, IGNORED_FEATURES } from "./email-client-advice";
import { checkOwnRules } from "./email-client-own-checks";

export type EmailClientCheckOptions = {
  /** This server's address (e.g. "https://signet.example"): its images count as ours even over http. */
  ownOrigin?: string;
};

const CLIENT_GLOBS = ["gmail.*", "outlook.*", "apple-mail.*", "yahoo.*", "thunderbird.*"] as const;
const SEVERITY_ORDER = { unsupported: 0, partial: 1, degrades: 2 } as const;

type Group = { feature: string; severity: EmailClientFinding["severity"]; clients: Set<EmailClientName>; line: number | null };

// The data set is 2.6 MB of heap: loaded by the first check.
const caniemailData = onFirstUse<typeof Caniemail>("caniemail");
let features: Map<string, (typeof Caniemail.rawData.data)[number]> | null = null;
const featuresByTitle = () => (features ??= new Map(caniemailData().rawData.data.map((feature) => [feature.title, feature])));

/** Outlook on the web's newest result for a feature, from the raw data: "y", "a" or "n". */
function outlookComSupport(title: string): string | null {
  const stats = featuresByTitle().get(title)?.stats?.outlook?.["outlook-com"] as Record<string, string> | undefined;
  if (!stats) return null;
  const versions = Object.keys(stats);
  return versions.length ? (stats[versions[versions.length - 1]] ?? "").trim().charAt(0) : null;
}

function severityOf(feature: string, support: "none" | "partial"): EmailClientFinding["severity"] | null {
  const advice = ADVICE[feature];
  if (support === "none") return advice?.degrades ? "degrades" : "unsupported";
  return advice?.partialMatters ? "partial" : null;
}

function collect(groups: Map<string, Group>, feature: string, support: "none" | "partial", client: EmailClientName, line: number | null) {
  if (IGNORED_FEATURES.has(feature)) return;
  const severity = severityOf(feature, support);
  if (!severity) return;
  const key = `${severity} ${feature}`;
  const group = groups.get(key) ?? { feature, severity, clients: new Set<EmailClientName>(), line };
  group.clients.add(client);
  if (line !== null && (group.line === null || line < group.line)) group.line = line;
  groups.set(key, group);
}

function caniemailFindings(html: string): EmailClientFinding[] {
  const { issues } = caniemailData().caniemail({ clients: [...CLIENT_GLOBS], html });
  const groups = new Map<string, Group>();
  const seen = new Map<string, number | null>();
  for (const [support, map] of [
    ["none", issues.errors],
    ["partial", issues.warnings],
  ] as const) {
    for (const [client, list] of map) {
      const name = CLIENT_NAMES[client];
      if (!name) continue;
      for (const issue of list) {
        const line = issue.position?.start.line ?? null;
        if (!seen.has(issue.title)) seen.set(issue.title, line);
        collect(groups, issue.title, support, name, line);
      }
    }
  }
  for (const [title, line] of seen) {
    const support = outlookComSupport(title);
    if (support !== "n" && support !== "a") continue;
    for (const name of ["Outlook on the web", "new Outlook"] as const)
      collect(groups, title, support === "n" ? "none" : "partial", name, line);
  }
  return [...groups.values()].map((group) => ({
    feature: group.feature,
    severity: group.severity,
    clients: EMAIL_CLIENT_NAMES.filter((name) => group.clients.has(name)),
    fix: ADVICE[group.feature]?.fix ?? genericFix(group.feature),
    where: group.line === null ? null : `line ${group.line}`,
    source: "caniemail" as const,
  }));
}

export function checkEmailClients(html: string, options: EmailClientCheckOptions = {}): EmailClientFinding[] {
  const source = typeof html === "string" ? html : "";
  if (source.trim() === "") return [];
  const findings = [...checkOwnRules(source, options.ownOrigin), ...caniemailFindings(source)];
  return findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}
