// What single sign-on changes for the company: whether it is required at the verified domains
// (password sign-in refused there, except for the break-glass admin), who that admin is, and
// whether someone new is made a member at their first SSO sign-in.
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/input";
import { Alert } from "../../../components/ui/alert";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import type { SsoSettingsData } from "../../../lib/resources/sso";
import type { SsoOptions } from "../../../../shared/sso/sso-schema";
import { useSaveSsoOptions } from "../api/sso";
import { SwitchRow } from "./switch-row";

export function OptionsCard({
  options,
  admins,
  ready,
  tested,
}: {
  options: SsoOptions;
  admins: SsoSettingsData["admins"];
  ready: boolean;
  /** An enabled provider passed a test sign-in: only then can "Require SSO" be turned on (the server says the same). */
  tested: boolean;
}) {
  const [values, setValues] = useState(options);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const save = useSaveSsoOptions();
  const change = (next: Partial<SsoOptions>) => {
    setValues((current) => ({ ...current, ...next }));
    setBanner(null);
    setFields({});
  };
  const changed = JSON.stringify(values) !== JSON.stringify(options);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => showSuccess("Single sign-on options saved."),
      onError: (error) => {
        if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) setFields(error.fields);
        else setBanner(error instanceof ApiError ? error.message : "The options could not be saved.");
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Options</CardTitle>
        <CardDescription>How single sign-on applies to your team once a domain is verified and a provider is added.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
          {!ready && <Alert>These options take effect once a domain is verified and an enabled identity provider is added.</Alert>}
          <SwitchRow
            label="Require single sign-on"
            description="Addresses at the verified domains must sign in with single sign-on: their password sign-in is refused. The break-glass admin below can still sign in with a password."
            checked={values.requireSso}
            onChange={(requireSso) => change({ requireSso })}
            disabled={!tested && !options.requireSso}
          />
          {!tested && !options.requireSso && (
            <p className="-mt-2 text-xs text-slate-600" data-testid="require-sso-waits">
              Run “Test sign-in” with an enabled identity provider first: requiring single sign-on turns passwords off, so it waits until a
              test sign-in passed.
            </p>
          )}
          {fields.requireSso && <Alert tone="error">{fields.requireSso}</Alert>}
          <Field
            label="Break-glass admin"
            error={fields.breakGlassUserId}
            hint="An admin who can always sign in with a password, so the company isn't locked out if the identity provider is down."
          >
            <Select value={values.breakGlassUserId ?? ""} onChange={(event) => change({ breakGlassUserId: event.target.value || null })}>
              <option value="">No break-glass admin</option>
              {admins.map((admin) => (
                <option key={admin.userId} value={admin.userId}>
                  {admin.name ? `${admin.name} (${admin.email})` : admin.email}
                </option>
              ))}
            </Select>
          </Field>
          {values.requireSso && !values.breakGlassUserId && (
            <Alert tone="warning">
              Without a break-glass admin, nobody at the verified domains can sign in if the identity provider is down.
            </Alert>
          )}
          <SwitchRow
            label="Create members at their first sign-in"
            description="Someone at a verified domain who isn't on your team yet becomes a member when they first sign in with single sign-on. Off: only people already on the team can sign in."
            checked={values.createMembers}
            onChange={(createMembers) => change({ createMembers })}
          />
          {banner && <Alert tone="error">{banner}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending || !changed}>
              {save.isPending ? "Saving..." : "Save options"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
