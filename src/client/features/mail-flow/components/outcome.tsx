// What the relay did with a message, in words and as a badge: the trace and the member's own list.
import { Badge } from "../../../components/ui/badge";
import type { TraceMessage } from "../../../../shared/mail-relay/mail-flow-schema";

const WORDS: Record<TraceMessage["outcome"], { label: string; verb: string; tone: "success" | "neutral" | "danger" }> = {
  signed: { label: "Signed", verb: "was signed", tone: "success" },
  signed_reply: { label: "Signed (reply)", verb: "was signed (reply version)", tone: "success" },
  passed: { label: "Passed through", verb: "went out unsigned", tone: "neutral" },
  refused: { label: "Refused", verb: "was refused", tone: "danger" },
};

export const outcomeVerb = (outcome: TraceMessage["outcome"]) => WORDS[outcome].verb;

export function OutcomeBadge({ outcome }: { outcome: TraceMessage["outcome"] }) {
  return <Badge tone={WORDS[outcome].tone}>{WORDS[outcome].label}</Badge>;
}

const time = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
const date = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" });

/** "10:32" today, "Nov 3, 10:32" before. */
export function when(iso: string) {
  const at = new Date(iso);
  const today = new Date().toDateString() === at.toDateString();
  return today ? time.format(at) : `${date.format(at)}, ${time.format(at)}`;
}
