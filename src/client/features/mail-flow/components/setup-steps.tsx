// Where to route outgoing mail through Signet, step by step in the provider's admin console,
// with every value to paste and a copy button beside it.
import type { ReactNode } from "react";
import { CopyText } from "../../../components/ui/copy-text";
import type { MailFlow } from "../../../../shared/mail-relay/mail-flow-schema";

const Ui = ({ children }: { children: ReactNode }) => <span className="font-medium text-slate-900">{children}</span>;

function Step({ children, values = [] }: { children: ReactNode; values?: { label: string; value: string }[] }) {
  return (
    <li>
      {/* A list item keeps its number only while it is not a flex box: the column is inside it. */}
      <div className="flex flex-col gap-2">
        <span>{children}</span>
        {values.map((v) => (
          <CopyText key={v.label} label={v.label} value={v.value} />
        ))}
      </div>
    </li>
  );
}

export function SetupSteps({ flow }: { flow: MailFlow }) {
  const host = { label: "Relay host", value: flow.relay.hostname };
  const port = { label: "Relay port", value: String(flow.relay.port) };
  const header = { label: "Header name", value: flow.header.name };
  const headerValues = { label: "Header values", value: flow.header.values.join(", ") };
  const domains = flow.verifiedDomains.join(", ") || "your verified domains";
  return (
    <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm text-slate-700 marker:font-medium marker:text-slate-500">
      {flow.provider === "google" && (
        <>
          <Step values={[host, port]}>
            In the Google Admin console, open <Ui>Apps › Google Workspace › Gmail › Hosts</Ui> and <Ui>Add route</Ui> named Signet: a single
            host with this name and port, <Ui>Require secure transport (TLS)</Ui> ticked.
          </Step>
          <Step>
            Open <Ui>Gmail › Compliance</Ui>, add a <Ui>Content compliance</Ui> rule for <Ui>Outbound</Ui> messages; in{" "}
            <Ui>If the above expressions match</Ui>, choose <Ui>Modify message</Ui> and under <Ui>Route</Ui> <Ui>Change route</Ui> to the
            Signet host.
          </Step>
          <Step values={[header, headerValues]}>
            In the same rule&apos;s <Ui>Show options</Ui>, exclude messages that carry this header with one of these values, so mail that
            already passed through Signet is not sent back to it.
          </Step>
          <Step>
            Open <Ui>Gmail › Routing › SMTP relay service</Ui> and allow Signet&apos;s outgoing addresses (the relay&apos;s public IP
            addresses), <Ui>Only addresses in my domains</Ui>, <Ui>Require TLS encryption</Ui>. Signet hands each message back to{" "}
            <code className="font-mono">smtp-relay.gmail.com:587</code>, and Google delivers and DKIM-signs it.
          </Step>
        </>
      )}
      {flow.provider === "microsoft" && (
        <>
          <Step values={[host, port]}>
            In the Exchange admin center, open <Ui>Mail flow › Connectors</Ui> and add a connector from <Ui>Office 365</Ui> to{" "}
            <Ui>Partner organization</Ui> named Signet, used <Ui>only when a transport rule redirects messages</Ui>, routing to this smart
            host, always with TLS.
          </Step>
          <Step values={[header, headerValues]}>
            Open <Ui>Mail flow › Rules</Ui> and add a rule: <Ui>Apply this rule if</Ui> the sender is inside the organization and the
            recipient is anywhere; <Ui>Do the following</Ui>: <Ui>Redirect the message to</Ui> the Signet connector; <Ui>Except if</Ui> a
            message header includes one of these values.
          </Step>
          <Step>
            Add a connector from <Ui>Partner organization</Ui> to <Ui>Office 365</Ui> that accepts mail back from Signet by its IP addresses
            (or its certificate&apos;s name, the relay host above). Enter your tenant&apos;s MX host (
            <code className="font-mono">yourdomain-com.mail.protection.outlook.com</code>) as the return host below, port 25.
          </Step>
        </>
      )}
      {flow.provider === "smtp" && (
        <>
          <Step values={[host, port]}>
            On your mail server, set Signet as the smart host (relay host) for outgoing mail from {domains}, with TLS, logging in with the
            relay credential below or sending from one of the allowed networks.
          </Step>
          <Step values={[header, headerValues]}>
            Let messages that carry this header with one of these values go out directly, so they are not sent back to Signet.
          </Step>
          <Step>
            Enter your server&apos;s address for mail coming back (the return host and port) below, and let it accept mail from Signet.
          </Step>
        </>
      )}
    </ol>
  );
}
