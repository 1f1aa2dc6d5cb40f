// The company's provisioning tokens: name, prefix, whose it is and when it was made, whether it
// stopped (its maker is no longer an admin), last use, and revoking one (asks first). The
// tokens themselves were shown once, when made.
import { Trash2 } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { ConfirmDialog, useConfirmTarget } from "../../../components/ui/confirm-dialog";
import { ResourceTable, RowIconButton } from "../../../components/ui/resource-table";
import { Td, Tr } from "../../../components/ui/table";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useCompanyDates } from "../../../lib/format-date";
import type { ScimToken } from "../../../lib/resources/provisioning";
import { useRevokeScimToken } from "../api/provisioning";

export function ScimTokens({ tokens }: { tokens: ScimToken[] }) {
  const revoke = useRevokeScimToken();
  const revoking = useConfirmTarget<ScimToken>(revoke);
  const dates = useCompanyDates();

  return (
    <>
      <ResourceTable caption="Provisioning tokens" columns={["Name", "Token", "Created", "Last used"]}>
        {tokens.map((token) => (
          <Tr key={token.id} data-testid="scim-token-row" className="max-sm:px-5 max-sm:pr-16 sm:hover:bg-transparent">
            <Td className="sm:pl-0">
              <div className="font-medium text-slate-900">{token.name}</div>
              {token.status === "creator_not_admin" && (
                <div className="mt-1 flex flex-col items-start gap-1 text-xs text-slate-600">
                  <Badge tone="danger">Stopped</Badge>
                  {token.createdBy ?? "The admin who made it"} is no longer an admin here. Make a new token and revoke this one.
                </div>
              )}
            </Td>
            <Td label="Token">
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">{token.prefix}…</code>
            </Td>
            <Td label="Created" className="text-slate-600">
              <div className="whitespace-nowrap">{dates.date(token.createdAt)}</div>
              {token.createdBy && <div className="text-xs text-slate-500">by {token.createdBy}</div>}
            </Td>
            <Td label="Last used" className="whitespace-nowrap text-slate-600">
              {token.lastUsedAt ? dates.dateTime(token.lastUsedAt) : <span className="text-slate-400">Never</span>}
            </Td>
            <Td className="max-sm:absolute max-sm:top-2 max-sm:right-2 sm:pr-0 sm:text-right">
              <RowIconButton danger label={`Revoke ${token.name}`} onClick={() => revoking.ask(token)}>
                <Trash2 aria-hidden="true" />
              </RowIconButton>
            </Td>
          </Tr>
        ))}
      </ResourceTable>
      <ConfirmDialog
        {...revoking.dialog}
        title={revoking.target ? `Revoke the ${revoking.target.name} token?` : "Revoke this token?"}
        description="Your identity provider can't provision with it any more: its next request is refused. Members it provisioned stay, with their profiles."
        confirmLabel="Revoke token"
        pendingLabel="Revoking..."
        error={revoke.error instanceof ApiError ? revoke.error.message : revoke.error ? "The token could not be revoked." : null}
        onConfirm={() =>
          revoking.target &&
          revoke.mutate(revoking.target.id, {
            onSuccess: () => {
              showSuccess(`${revoking.target?.name} was revoked.`);
              revoking.close();
            },
          })
        }
      />
    </>
  );
}
