// How to connect Google Workspace, as numbered steps like Microsoft's, with the exact values
// to paste: the scopes (comma-separated, as Google Admin's field takes them) and, once a key
// is uploaded, the client ID it names.
import { CopyText } from "../../../components/ui/copy-text";

const b = (text: string) => <span className="font-medium">{text}</span>;

export function GoogleSetupSteps({ scopes, clientId }: { scopes: string[]; clientId?: string }) {
  return (
    <ol
      className="flex list-decimal flex-col gap-3 pl-5 text-sm text-slate-700 marker:text-slate-400"
      aria-label="Google Workspace setup steps"
    >
      {!clientId && (
        <>
          <li>
            In the {b("Google Cloud console")}, pick or create a project, open {b("APIs & Services")}, {b("Library")}, and enable the{" "}
            {b("Gmail API")} and the {b("Admin SDK API")}.
          </li>
          <li>
            Open {b("IAM & Admin")}, {b("Service accounts")}, {b("Create service account")}. Name it (for example &ldquo;Signet&rdquo;) and
            give it no roles. In the account, open {b("Keys")}, {b("Add key")}, {b("Create new key")}, {b("JSON")}, and keep the file.
          </li>
        </>
      )}
      <li>
        <p>
          In {b("Google Admin")} (admin.google.com), open {b("Security")}, {b("Access and data control")}, {b("API controls")},{" "}
          {b("Manage Domain Wide Delegation")}, and choose {b("Add new")}. Paste the client ID
          {clientId ? "" : " (the service account's Unique ID, also client_id in the key file)"} and these OAuth scopes, then{" "}
          {b("Authorize")}.
        </p>
        <div className="mt-2 flex flex-col gap-2">
          {clientId && <CopyText label="Client ID" value={clientId} />}
          <CopyText label="OAuth scopes" value={scopes.join(",")} />
        </div>
      </li>
      {!clientId && <li>Upload the key file below, and name a Workspace admin with an address in your company&apos;s domain.</li>}
    </ol>
  );
}
