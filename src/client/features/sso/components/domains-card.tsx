// The company's email domains for single sign-on: add one, publish its TXT record, verify it
// (the server's reason is shown when the record is not found), remove it (asks first).
import { useState } from "react";
import { Globe, Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { CopyText } from "../../../components/ui/copy-text";
import { EmptyState } from "../../../components/ui/empty-state";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useCompanyDates } from "../../../lib/format-date";
import { useSchemaForm } from "../../../lib/use-schema-form";
import type { SsoDomainRow } from "../../../lib/resources/sso";
import { AddSsoDomainSchema } from "../../../../shared/sso/sso-schema";
import { SsoItem } from "./sso-item";
import { RemoveDialog } from "./remove-dialog";
import { useAddSsoDomain, useRemoveSsoDomain, useVerifySsoDomain } from "../api/sso";

function AddDomainForm() {
  const form = useSchemaForm(AddSsoDomainSchema, { domain: "" });
  const add = useAddSsoDomain();
  const onSubmit = form.onSubmit(async ({ domain }) => {
    try {
      const added = await add.mutateAsync(domain);
      showSuccess(`${added.domain} was added. Publish its TXT record, then verify it.`);
      form.reset({ domain: "" });
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        form.setServerBanner(error instanceof ApiError ? error.message : "The domain could not be added.");
    }
  });
  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={onSubmit}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field label="Domain" error={form.errorOf("domain")} hint="The part after the @ in your team's addresses." className="flex-1">
          <Input required maxLength={254} placeholder="example.com" autoComplete="off" {...form.bind("domain")} />
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={add.isPending}>
          <Plus aria-hidden="true" /> {add.isPending ? "Adding..." : "Add domain"}
        </Button>
      </div>
      {form.banner && <Alert tone="error">{form.banner}</Alert>}
    </form>
  );
}

function DomainItem({ domain, onRemove }: { domain: SsoDomainRow; onRemove: () => void }) {
  const verify = useVerifySsoDomain();
  const dates = useCompanyDates();
  const failure =
    verify.error instanceof ApiError ? verify.error.message : verify.error ? "The domain could not be verified. Try again." : null;
  return (
    <SsoItem
      name={domain.domain}
      testId="sso-domain"
      onRemove={onRemove}
      badges={
        domain.verifiedAt ? (
          <Badge tone="success">Verified {dates.date(domain.verifiedAt)}</Badge>
        ) : (
          <Badge tone="warning">Not verified</Badge>
        )
      }
      actions={
        !domain.verifiedAt && (
          <Button
            size="sm"
            variant="secondary"
            disabled={verify.isPending}
            onClick={() => verify.mutate(domain.id, { onSuccess: () => showSuccess(`${domain.domain} is verified.`) })}
          >
            {verify.isPending ? "Verifying..." : "Verify"}
          </Button>
        )
      }
    >
      {!domain.verifiedAt && (
        <>
          <p className="text-sm text-slate-600">
            Add this TXT record to <strong className="font-medium text-slate-800">{domain.domain}</strong> at your DNS host, then press
            Verify. DNS changes can take a few minutes to show.
          </p>
          <CopyText label="TXT record" value={domain.record} />
        </>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
    </SsoItem>
  );
}

export function DomainsCard({ domains }: { domains: SsoDomainRow[] }) {
  const [removing, setRemoving] = useState<SsoDomainRow | null>(null);
  const remove = useRemoveSsoDomain();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Domains</CardTitle>
        <CardDescription>
          Single sign-on serves addresses at the domains you prove are yours. Add a domain, publish its TXT record, then verify it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <AddDomainForm />
        {domains.length === 0 ? (
          <EmptyState icon={<Globe />} title="No domains yet">
            Start here: add the domain of your team's email addresses, like example.com.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Domains">
            {domains.map((domain) => (
              <DomainItem key={domain.id} domain={domain} onRemove={() => setRemoving(domain)} />
            ))}
          </ul>
        )}
      </CardContent>
      <RemoveDialog
        item={removing}
        nameOf={(d) => d.domain}
        what="domain"
        description="Addresses at this domain can no longer sign in with single sign-on, and single sign-on is no longer required for them. To add it back you verify it again."
        remove={remove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
