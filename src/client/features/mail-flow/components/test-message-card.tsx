// "Send a test message": from the admin's own address, through the relay, to an address they
// give; each hop is reported as it went.
import { useState } from "react";
import { CheckCircle2, Send, XCircle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { ApiError } from "../../../lib/api-client";
import type { TestMessageResult } from "../../../../shared/mail-relay/mail-flow-schema";
import { useSendTestMessage } from "../api/mail-flow";

export function TestMessageCard() {
  const [to, setTo] = useState("");
  const [result, setResult] = useState<TestMessageResult | null>(null);
  const [error, setError] = useState<{ field?: string; banner?: string }>({});
  const send = useSendTestMessage();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError({});
    setResult(null);
    send.mutate(to, {
      onSuccess: setResult,
      onError: (e) =>
        setError(
          e instanceof ApiError && e.fields?.to
            ? { field: e.fields.to }
            : { banner: e instanceof ApiError ? e.message : "The test message could not be sent." },
        ),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Send a test message</CardTitle>
        <CardDescription>
          A message from your own address goes through the relay with your credential, and each hop is reported.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate onSubmit={submit}>
          <Field label="Send to" error={error.field} className="flex-1">
            <Input type="email" value={to} onChange={(e) => setTo(e.target.value)} placeholder="someone@example.com" />
          </Field>
          <Button type="submit" className="sm:mt-6" disabled={send.isPending}>
            <Send aria-hidden="true" /> {send.isPending ? "Sending..." : "Send test message"}
          </Button>
        </form>
        {error.banner && <Alert tone="error">{error.banner}</Alert>}
        {result && (
          <div className="flex flex-col gap-2" aria-live="polite">
            <Alert tone={result.delivered ? "success" : "error"}>
              {result.delivered ? "The test message went through." : "The test message did not go through."}
            </Alert>
            <ol aria-label="Hops" className="flex flex-col gap-2">
              {result.hops.map((hop) => (
                <li key={hop.step} className="flex items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm">
                  {hop.ok ? (
                    <CheckCircle2 aria-label="Passed" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  ) : (
                    <XCircle aria-label="Failed" className="mt-0.5 size-4 shrink-0 text-red-600" />
                  )}
                  <span className="min-w-0 break-words">
                    <span className="font-medium text-slate-900">{hop.step}</span>: {hop.detail}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
