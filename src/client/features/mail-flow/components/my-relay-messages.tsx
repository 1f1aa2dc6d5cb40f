// On /signature: the member's own last messages through the mail relay ("Your email to
// example.com at 10:32 was signed"). Nothing shows for someone whose mail never went through it.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useMyMail } from "../api/mail-flow";
import { OutcomeBadge, outcomeVerb, when } from "./outcome";

export function MyRelayMessages() {
  const mine = useMyMail();
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your recent email</CardTitle>
        <CardDescription>Email you sent from any device goes through Signet&apos;s mail relay, which adds your signature.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Your recent email" className="flex flex-col divide-y divide-slate-100">
          {mine.data.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm text-slate-700">
              <span>
                Your email to {m.recipientDomains.join(", ")} at {when(m.createdAt)} {outcomeVerb(m.outcome)}.
              </span>
              <OutcomeBadge outcome={m.outcome} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
