// Start and end, typed on the company's wall clock.
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Field } from "../../../../components/ui/field";
import { Input } from "../../../../components/ui/input";
import { zoneWithOffset } from "../../../../../shared/company/time-zones";
import { paths } from "../../../../lib/paths";
import type { CampaignForm } from "./campaign-form";

export function ScheduleCard({ form, timeZone }: { form: CampaignForm; timeZone: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedule</CardTitle>
        <CardDescription>
          Optional. The campaign appears at the start and leaves every signature at the end, with nobody editing anything.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <Field label="Start" error={form.errorOf("startsAt")} hint="Empty: starts when published.">
          <Input type="datetime-local" {...form.bind("startsAt")} />
        </Field>
        <Field label="End" error={form.errorOf("endsAt")} hint="Empty: runs until paused.">
          <Input type="datetime-local" {...form.bind("endsAt")} />
        </Field>
        <p className="text-sm text-slate-500 sm:col-span-2">
          Times are in your company&apos;s time zone, <span className="font-medium text-slate-700">{zoneWithOffset(timeZone)}</span>. Admins
          change it in{" "}
          <Link to={paths.companySettings} className="font-medium text-brand-700 hover:underline">
            Company Settings
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
