// The banner, its alt text, the landing page and the call to action.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Field } from "../../../../components/ui/field";
import { Input } from "../../../../components/ui/input";
import { CAMPAIGN_LIMITS } from "../../../../../shared/campaigns/campaign-schema";
import type { CampaignForm, CampaignValues } from "./campaign-form";
import { BannerField } from "./banner-field";

export function BannerCard({ form, values }: { form: CampaignForm; values: Partial<CampaignValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Banner and link</CardTitle>
        <CardDescription>Shown 90 px high under the signature, linked to your landing page.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <BannerField
          label="Banner"
          value={values.imageUrl ?? ""}
          error={form.errorOf("imageUrl")}
          onChange={(url) => form.setValue("imageUrl", url as never)}
        />
        <Field label="Alt text" error={form.errorOf("altText")} hint="Read aloud by screen readers and shown when images are blocked.">
          <Input maxLength={CAMPAIGN_LIMITS.altText} placeholder="e.g. Meet us at Web Summit, booth 42" {...form.bind("altText")} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Landing page URL" error={form.errorOf("landingPageUrl")}>
            <Input type="url" inputMode="url" placeholder="https://example.com/launch" {...form.bind("landingPageUrl")} />
          </Field>
          <Field label="Call to action" error={form.errorOf("ctaText")} hint={`At most ${CAMPAIGN_LIMITS.ctaText} characters`}>
            <Input maxLength={CAMPAIGN_LIMITS.ctaText} placeholder="e.g. Book a demo" {...form.bind("ctaText")} />
          </Field>
        </div>
      </CardContent>
    </Card>
  );
}
