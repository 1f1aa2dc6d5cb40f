// On /profile when the company's directory gave the member a new sign-in address: it takes
// effect only once they prove they read that mailbox. They send a code there and type it here
// (the emailed link opens /profile with it filled in), or keep their current address.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { DIRECTORY_PROVIDER_NAMES, type DirectoryProviderId } from "../../../../shared/integrations/integration-schema";
import { useConfirmEmailChange, useDeclineEmailChange, useSendEmailChangeCode } from "../api/email-change";

export function EmailChangeCard({ current, pending, provider }: { current: string; pending: string; provider: DirectoryProviderId }) {
  const [params, setParams] = useSearchParams();
  const linkCode = params.get("email-code") ?? "";
  const [code, setCode] = useState(linkCode);
  const [sent, setSent] = useState(Boolean(linkCode));
  const send = useSendEmailChangeCode();
  const confirm = useConfirmEmailChange();
  const decline = useDeclineEmailChange();
  const fieldError = confirm.error instanceof ApiError ? (confirm.error.fields?.code ?? confirm.error.message) : undefined;
  const failure = [send.error, decline.error].find(Boolean)?.message;
  const done = () => {
    if (linkCode) setParams({}, { replace: true });
  };

  return (
    <Alert tone="warning" className="mb-6 flex flex-col gap-3" aria-label="New sign-in address">
      <p>
        Your {DIRECTORY_PROVIDER_NAMES[provider]} gives you a new address: <strong>{pending}</strong>. You still sign in with{" "}
        <strong>{current}</strong> until you confirm that the new mailbox is yours.
      </p>
      {failure && <p className="text-red-700">{failure}</p>}
      {sent ? (
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate(code.trim(), { onSuccess: done });
          }}
        >
          <Field label={`Code sent to ${pending}`} error={fieldError}>
            <Input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
          <Button type="submit" disabled={confirm.isPending}>
            Confirm new address
          </Button>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={send.isPending}
          onClick={() => send.mutate(undefined, { onSuccess: () => setSent(true) })}
        >
          {sent ? "Send a new code" : `Send a code to ${pending}`}
        </Button>
        <Button variant="ghost" size="sm" disabled={decline.isPending} onClick={() => decline.mutate(undefined, { onSuccess: done })}>
          Keep {current}
        </Button>
      </div>
    </Alert>
  );
}
