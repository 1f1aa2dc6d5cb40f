// Variant B: a second banner or call to action; removing it clears its fields.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Field } from "../../../../components/ui/field";
import { Input } from "../../../../components/ui/input";
import { Button } from "../../../../components/ui/button";
import { CAMPAIGN_LIMITS } from "../../../../../shared/campaigns/campaign-schema";
import type { CampaignForm, CampaignValues } from "./campaign-form";
import { BannerField } from "./banner-field";

export function AbTestCard({
  form,
  values,
  abOpen,
  setAbOpen,
  setVariantShown,
}: {
  form: CampaignForm;
  values: Partial<CampaignValues>;
  abOpen: boolean;
  setAbOpen: (open: boolean) => void;
  setVariantShown: (variant: "a" | "b") => void;
}) {
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle>A/B test</CardTitle>
          <CardDescription>
            A second banner or call to action. Each member gets one of the two, always the same; statistics show which gets more clicks.
          </CardDescription>
        </div>
        {!abOpen && (
          <Button variant="secondary" size="sm" onClick={() => setAbOpen(true)}>
            Add variant B
          </Button>
        )}
      </CardHeader>
      {abOpen && (
        <CardContent className="grid grid-cols-1 gap-5">
          <BannerField
            label="Banner B"
            value={values.imageUrlB ?? ""}
            error={form.errorOf("imageUrlB")}
            onChange={(url) => form.setValue("imageUrlB", url as never)}
          />
          {values.imageUrlB && (
            <>
              <Field
                label="Alt text B"
                error={form.errorOf("altTextB")}
                hint="Describes banner B. Empty: the campaign name is read instead."
              >
                <Input maxLength={CAMPAIGN_LIMITS.altText} {...form.bind("altTextB")} />
              </Field>
              <Field
                label="Landing page URL B"
                error={form.errorOf("landingPageUrlB")}
                hint="Empty: variant B links to the first landing page."
              >
                <Input type="url" inputMode="url" placeholder="https://example.com/launch-b" {...form.bind("landingPageUrlB")} />
              </Field>
            </>
          )}
          <Field label="Call to action B" error={form.errorOf("ctaTextB")} hint="Empty: variant B uses the first call to action.">
            <Input maxLength={CAMPAIGN_LIMITS.ctaText} {...form.bind("ctaTextB")} />
          </Field>
          <div>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              onClick={() => {
                form.setValue("imageUrlB", "" as never);
                form.setValue("ctaTextB", "" as never);
                form.setValue("altTextB", "" as never);
                form.setValue("landingPageUrlB", "" as never);
                setAbOpen(false);
                setVariantShown("a");
              }}
            >
              Remove variant B
            </Button>
          </div>
        </CardContent>
      )}
    </Card>
  );
}
