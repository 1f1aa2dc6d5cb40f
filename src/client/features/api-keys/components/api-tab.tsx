// /company-settings?tab=api: the company's API keys (name, prefix, access, who made it, last
// use, expiry), making one (shown once) and revoking one, and how a key is used.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, KeyRound, Trash2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { ResourceListCard } from "../../../components/ui/resource-list-card";
import { ResourceTable } from "../../../components/ui/resource-table";
import { ConfirmDialog, useConfirmTarget } from "../../../components/ui/confirm-dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { Td, Tr } from "../../../components/ui/table";
import { useCompanyDates } from "../../../lib/format-date";
import { paths } from "../../../lib/paths";
import { apiKeysQuery, type ApiKeyRow } from "../../../lib/resources/api-keys";
import { API_KEY_SCOPE_LABELS } from "../../../../shared/api-keys/api-key-schema";
import { useRevokeApiKey } from "../api/api-keys";
import { CreateApiKeyButton, CreateApiKeyDialog } from "./create-api-key-dialog";

const isExpired = (key: ApiKeyRow) => key.expiresAt !== null && new Date(key.expiresAt).getTime() <= Date.now();

function KeyRows({ keys, onRevoke }: { keys: ApiKeyRow[]; onRevoke: (key: ApiKeyRow) => void }) {
  const { date, dateTime } = useCompanyDates();
  return (
    <ResourceTable caption="API keys" columns={["Key", "Access", "Created", "Last used", "Expires"]}>
      {keys.map((key) => (
        <Tr key={key.id} data-testid="api-key-row" className="max-sm:px-5 max-sm:pr-28 sm:hover:bg-transparent">
          <Td className="sm:pl-0">
            <span className="block font-medium break-words text-slate-900">{key.name}</span>
            <code className="font-mono text-xs text-slate-500">{key.prefix}…</code>
          </Td>
          <Td label="Access">
            <Badge tone={key.scope === "write" ? "warning" : "neutral"}>{API_KEY_SCOPE_LABELS[key.scope]}</Badge>
          </Td>
          <Td label="Created" className="text-slate-600">
            <span className="block whitespace-nowrap">{date(key.createdAt)}</span>
            <span className="block text-xs break-words text-slate-500">
              by {key.createdBy.name ?? key.createdBy.email ?? "a former admin"}
            </span>
          </Td>
          <Td label="Last used" className="text-slate-600">
            {key.lastUsedAt ? (
              <>
                <span className="block whitespace-nowrap">{dateTime(key.lastUsedAt)}</span>
                {key.lastUsedIp && <span className="block font-mono text-xs text-slate-500">from {key.lastUsedIp}</span>}
              </>
            ) : (
              <span className="text-slate-500">Never used</span>
            )}
          </Td>
          <Td label="Expires" className="whitespace-nowrap text-slate-600">
            {key.expiresAt === null ? (
              "Never"
            ) : isExpired(key) ? (
              <Badge tone="danger">Expired {date(key.expiresAt)}</Badge>
            ) : (
              date(key.expiresAt)
            )}
          </Td>
          <Td className="whitespace-nowrap max-sm:absolute max-sm:top-3 max-sm:right-3 sm:pr-0 sm:text-right">
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={() => onRevoke(key)}
              aria-label={`Revoke ${key.name}`}
            >
              <Trash2 aria-hidden="true" /> Revoke
            </Button>
          </Td>
        </Tr>
      ))}
    </ResourceTable>
  );
}

export function ApiTab() {
  const keys = useQuery(apiKeysQuery());
  const [creating, setCreating] = useState(false);
  const revoke = useRevokeApiKey();
  const revoking = useConfirmTarget<ApiKeyRow>(revoke);

  async function onRevoke() {
    const key = revoking.target;
    if (!key) return;
    try {
      await revoke.mutateAsync(key.id);
      showSuccess(`${key.name} has been revoked.`);
      revoking.close();
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <ResourceListCard
        title="API keys"
        description="Let your HR system, CRM or scripts work with Signet: a key reads, or reads and changes, your company's data as an admin would. Keep keys secret, like passwords."
        items={keys.data}
        isPending={keys.isPending}
        isError={keys.isError}
        loadingText="Loading API keys..."
        errorText="The API keys could not be loaded."
        action={<CreateApiKeyButton onClick={() => setCreating(true)} />}
        empty={{
          icon: <KeyRound />,
          title: "No API keys yet",
          text: "Create a key for each system that should reach your company's data, so you can revoke one without stopping the others.",
          action: <CreateApiKeyButton size="md" onClick={() => setCreating(true)} />,
        }}
      >
        {(list) => <KeyRows keys={list} onRevoke={revoking.ask} />}
      </ResourceListCard>
      <Card>
        <CardHeader>
          <CardTitle>Using a key</CardTitle>
          <CardDescription>Send the key with every request, in the Authorization header:</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm text-slate-700">
          <pre className="overflow-x-auto rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs leading-relaxed text-slate-100">
            {`curl -H "Authorization: Bearer sgnt_…" \\\n  ${window.location.origin}/api/team`}
          </pre>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            <li>A read key may only read (GET); a read-and-write key may also change things.</li>
            <li>Keys can't reach personal pages (profiles, own signatures, passwords) or manage other keys.</li>
            <li>
              Each key may send a number of requests a minute; every answer says how many are left in its{" "}
              <code className="font-mono text-xs">RateLimit</code> header, and waiting is asked for with a 429 and{" "}
              <code className="font-mono text-xs">Retry-After</code>.
            </li>
          </ul>
          <div>
            <Button asChild variant="secondary" size="sm">
              <a href={paths.apiReference} target="_blank" rel="noreferrer">
                <BookOpen aria-hidden="true" /> API reference
              </a>
            </Button>
          </div>
        </CardContent>
      </Card>
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        {...revoking.dialog}
        title={`Revoke ${revoking.target?.name ?? "the key"}?`}
        description="Requests with this key are refused from now on. This can't be undone: to let that system in again, create a new key."
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        onConfirm={onRevoke}
      />
    </div>
  );
}
