// The invite dialog's line on the company's email limit: how many invitations may still
// be sent this hour and today, and when the budget is short for the rows about to be sent.
import { Alert } from "../../../components/ui/alert";
import type { EmailBudget } from "../api/get-email-budget";
import { plural } from "../../../../shared/text/plural";

const number = new Intl.NumberFormat();
const time = new Intl.DateTimeFormat(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" });

/** When the first more email may go out: the end of the window(s) that are full. */
function nextSlot(budget: EmailBudget) {
  const ends = [budget.hour, budget.day].filter((w) => w.remaining === 0 && w.resetsAt).map((w) => Date.parse(w.resetsAt!));
  return ends.length ? new Date(Math.max(...ends)) : null;
}

const invitations = (n: number) => plural(n, "invitation");

export function EmailBudgetNote({ budget, sendCount }: { budget: EmailBudget | undefined; sendCount?: number }) {
  if (!budget || budget.remaining === null) return null;
  if (budget.remaining === 0) {
    const next = nextSlot(budget);
    return (
      <Alert tone="warning">
        Your company has reached its email limit: no invitation can be sent{next ? ` until ${time.format(next)}` : " now"}. A Signet super
        admin can raise the limit.
      </Alert>
    );
  }
  if (sendCount !== undefined && sendCount > budget.remaining)
    return (
      <Alert tone="warning">
        Only {invitations(budget.remaining)} of these {number.format(sendCount)} can be sent now; the rest will be marked “Not sent: limit
        reached”. Send the same list again later to invite them.
      </Alert>
    );
  return (
    <p className="text-sm text-slate-600" data-testid="email-budget">
      You can still send {invitations(budget.hour.remaining ?? budget.remaining)} this hour and{" "}
      {number.format(budget.day.remaining ?? budget.remaining)} today.
    </p>
  );
}
