// The company's time zone: campaign start and end are typed in it and /statistics counts
// days in it. A searchable list of the IANA zones with their current UTC offsets (type
// "Berlin" to find "Europe/Berlin (UTC+01:00)"); the same list is checked on the server.
import { useMemo, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Combobox } from "../../../components/ui/combobox";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { CompanyTimeZoneSchema, timeZoneNames, zoneWithOffset } from "../../../../shared/company/time-zones";
import { useUpdateTimeZone, type Company } from "../api/company";

export function TimeZoneCard({ company }: { company: Company }) {
  const form = useSchemaForm(CompanyTimeZoneSchema, { timeZone: company.timeZone });
  const update = useUpdateTimeZone();
  const isDirty = form.form.formState.isDirty;
  // Each zone's offset takes a formatter of its own: about 400 of them, a fifth of a second of a
  // phone's time. So the list is made when the field is first reached (focus and a press come
  // before any typing or choosing), and until then holds the chosen zone only.
  const [listWanted, setListWanted] = useState(false);
  const chosen = form.values.timeZone;
  const options = useMemo(() => {
    if (!listWanted) return [{ value: chosen, label: zoneWithOffset(chosen) }];
    const now = new Date();
    return timeZoneNames().map((zone) => ({ value: zone, label: zoneWithOffset(zone, now) }));
  }, [listWanted, chosen]);
  const wantList = () => setListWanted(true);

  const onSubmit = form.onSubmit(async (input) => {
    try {
      const saved = await update.mutateAsync(input);
      form.reset({ timeZone: saved.timeZone });
      showSuccess(`Time zone saved: ${saved.timeZone}.`);
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error.fields)))
        showError(error instanceof ApiError ? error.message : "The time zone could not be saved.");
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Time zone</CardTitle>
        <CardDescription>
          Campaign start and end times are entered in it, and statistics count days in it. Now{" "}
          <span className="font-medium text-slate-700">{zoneWithOffset(company.timeZone)}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="contents" onFocusCapture={wantList} onPointerDownCapture={wantList}>
            <Field
              label="Company time zone"
              error={form.errorOf("timeZone")}
              hint="Type a city or region, e.g. Berlin or New York, and choose it from the list."
              className="min-w-0 sm:flex-1"
            >
              <Combobox
                value={form.values.timeZone}
                options={options}
                onValueChange={(zone) => form.setValue("timeZone", zone)}
                onBlur={() => form.touch("timeZone")}
                emptyText="No time zone matches. Try a large city nearby, e.g. Berlin."
              />
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:mt-[1.625rem] sm:flex-row">
            {isDirty && (
              <Button variant="secondary" onClick={() => form.reset({ timeZone: company.timeZone })} disabled={update.isPending}>
                Discard
              </Button>
            )}
            <Button type="submit" disabled={update.isPending || !isDirty}>
              {update.isPending ? "Saving..." : "Save time zone"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
