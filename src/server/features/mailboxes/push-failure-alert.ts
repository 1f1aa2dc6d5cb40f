// Signatures a channel could not put into mailboxes for good (after its retries): the
// company's admins are emailed once per reason a day, not once per member.
import type { AppDeps } from "../../context";
import { alertAdminsOnce } from "../admin-alerts";

export async function alertFailingPushes(
  deps: Pick<AppDeps, "db" | "mailer" | "config">,
  accountId: string,
  channelLabel: string,
  errors: string[],
) {
  for (const error of new Set(errors))
    await alertAdminsOnce(deps, accountId, {
      cause: `mailbox.push.failed:${channelLabel}:${error}`,
      subject: `Signatures could not be put into ${channelLabel}`,
      lines: [
        `${channelLabel} refused some members' signatures after every retry:`,
        error,
        "Those members got an email to copy their signature instead. Once the cause is fixed, deploy again or push the out-of-date mailboxes from Company Settings.",
      ],
      path: "/users",
      action: "See the team's signatures",
    });
}
