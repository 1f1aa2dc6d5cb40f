// The check panel's view model: real problems (clients that ignore or half-support what the
// template uses) apart from graceful degradations (ignored, but the signature still looks
// right), image and background rules on their own, each group with the widest problem
// first; and the Gmail length with its verdict.
import { formatGmailCount, isOverGmailLimit } from "../../../../../../shared/templates/gmail-limit";
import type { EmailClientFinding, TemplateCheck } from "./check-types";

export type CheckView = {
  problems: EmailClientFinding[];
  assets: EmailClientFinding[];
  degradations: EmailClientFinding[];
  gmail: { text: string; share: number; isOver: boolean };
};

/** One row per feature and severity: the clients of repeated findings are merged. */
function merge(findings: EmailClientFinding[]): EmailClientFinding[] {
  const byKey = new Map<string, EmailClientFinding>();
  for (const f of findings) {
    const key = `${f.severity}\u0000${f.feature}`;
    const seen = byKey.get(key);
    if (seen) byKey.set(key, { ...seen, clients: [...new Set([...seen.clients, ...f.clients])] });
    else byKey.set(key, { ...f, clients: [...new Set(f.clients)] });
  }
  const rank = (f: EmailClientFinding) => (f.severity === "unsupported" ? 0 : f.severity === "partial" ? 1 : 2);
  return [...byKey.values()].sort((a, b) => rank(a) - rank(b) || b.clients.length - a.clients.length || a.feature.localeCompare(b.feature));
}

export function checkView(check: TemplateCheck): CheckView {
  const merged = merge(check.findings);
  return {
    problems: merged.filter((f) => f.severity !== "degrades" && f.source === "caniemail"),
    assets: merged.filter((f) => f.severity !== "degrades" && f.source === "signet"),
    degradations: merged.filter((f) => f.severity === "degrades"),
    gmail: {
      text: formatGmailCount(check.gmail.longest, check.gmail.limit),
      share: Math.min(1, check.gmail.longest / check.gmail.limit),
      isOver: isOverGmailLimit(check.gmail.longest, check.gmail.limit),
    },
  };
}

/** What the badge counts: every finding that is not a graceful degradation, and being over Gmail's limit. */
export function problemCount(view: CheckView): number {
  return view.problems.length + view.assets.length + (view.gmail.isOver ? 1 : 0);
}
