// The campaign's name and description, as members see them in their picker.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Field } from "../../../../components/ui/field";
import { Input, Textarea } from "../../../../components/ui/input";
import { CAMPAIGN_LIMITS } from "../../../../../shared/campaigns/campaign-schema";
import type { CampaignForm, CampaignValues } from "./campaign-form";

export function DetailsCard({ form, values }: { form: CampaignForm; values: Partial<CampaignValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
        <CardDescription>Members see the name and description in their campaign picker.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Field label="Name" error={form.errorOf("name")}>
          <Input maxLength={CAMPAIGN_LIMITS.name} placeholder="e.g. Spring product launch" required {...form.bind("name")} />
        </Field>
        <Field
          label="Description"
          error={form.errorOf("description")}
          hint={`${(values.description ?? "").length}/${CAMPAIGN_LIMITS.description} · shown on two lines in the picker and under the banner`}
        >
          <Textarea
            rows={2}
            maxLength={CAMPAIGN_LIMITS.description}
            // One paragraph: the picker and the signature show it as a single block.
            onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
            {...form.bind("description")}
          />
        </Field>
      </CardContent>
    </Card>
  );
}
