// The campaign form with its live preview: the details, banner, A/B test, schedule and
// audience cards (editor/), saving as published, scheduled or a draft.
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { ArrowLeft } from "lucide-react";
import { PageHeader } from "../../../components/layout/page-header";
import { Button } from "../../../components/ui/button";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { useSaveCampaign, type CampaignItem } from "../api/campaigns-api";
import { StatusChip } from "./status-chip";
import { useCampaignForm, type CampaignValues, type Department } from "./editor/campaign-form";
import { DetailsCard } from "./editor/details-card";
import { BannerCard } from "./editor/banner-card";
import { AbTestCard } from "./editor/ab-test-card";
import { ScheduleCard } from "./editor/schedule-card";
import { AudienceCard } from "./editor/audience-card";
import { PreviewCard } from "./editor/preview-card";

// timeZone: the company's (accounts.time_zone): start and end are typed on its wall clock.
type Props = { campaign: CampaignItem | null; departments: Department[]; timeZone: string; onClose: () => void };

export function CampaignEditor({ campaign, departments, timeZone, onClose }: Props) {
  const form = useCampaignForm(campaign);
  const save = useSaveCampaign();
  const values = useWatch({ control: form.form.control }) as CampaignValues;
  const [variantShown, setVariantShown] = useState<"a" | "b">("a");
  const [abOpen, setAbOpen] = useState(Boolean(campaign?.imageUrlB || campaign?.ctaTextB));

  const submit = (publish: boolean) =>
    form.onSubmit(async (input) => {
      try {
        const saved = await save.mutateAsync({ id: campaign?.id ?? null, input: { ...input, publish } });
        showSuccess(
          campaign
            ? `"${saved.name}" was saved.`
            : publish
              ? saved.status === "scheduled"
                ? `"${saved.name}" is scheduled.`
                : `"${saved.name}" is live.`
              : `"${saved.name}" was saved as a draft.`,
        );
        onClose();
      } catch (error) {
        if (error instanceof ApiError && form.applyServerErrors(error.fields)) {
          const first = Object.keys(error.fields ?? {})[0];
          if (first) form.form.setFocus(first as never);
        } else showError(error instanceof ApiError ? error.message : "The campaign could not be saved.");
      }
    });

  return (
    <div>
      <PageHeader
        title={campaign ? `Edit campaign` : "New campaign"}
        description={
          campaign ? (
            <span className="inline-flex items-center gap-2">
              {campaign.name} <StatusChip status={campaign.status} />
            </span>
          ) : (
            "A banner and a link in the signatures of the members you choose."
          )
        }
        actions={
          <Button variant="ghost" onClick={onClose}>
            <ArrowLeft aria-hidden="true" /> All campaigns
          </Button>
        }
      />
      <form noValidate onSubmit={submit(true)} className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailsCard form={form} values={values} />
          <BannerCard form={form} values={values} />
          <AbTestCard form={form} values={values} abOpen={abOpen} setAbOpen={setAbOpen} setVariantShown={setVariantShown} />
          <ScheduleCard form={form} timeZone={timeZone} />
          <AudienceCard form={form} values={values} departments={departments} />
        </div>

        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-6">
          <PreviewCard values={values} variantShown={variantShown} setVariantShown={setVariantShown} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            {!campaign && (
              <Button variant="secondary" onClick={submit(false)} disabled={save.isPending}>
                Save as draft
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : campaign ? "Save changes" : values.startsAt ? "Schedule campaign" : "Publish campaign"}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}
