// The campaign form with its live preview: the admin's signature in the account's default
// template, rendered by the server's one renderer as the form changes (debounced).
import { useId, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import { ArrowLeft, ImageUp, Link2, Loader2, TriangleAlert, X } from "lucide-react";
import { PageHeader } from "../../../components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Field } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/switch";
import { Checkbox } from "../../../components/ui/checkbox";
import { Alert } from "../../../components/ui/alert";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { SignatureFrame } from "../../../components/signature/signature-frame";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useSchemaForm } from "../../../lib/use-schema-form";
import {
  BANNER_MAX_BYTES,
  BANNER_MESSAGES,
  BANNER_MIME_TYPES,
  CAMPAIGN_LIMITS,
  CampaignSchema,
  type CampaignPreviewInput,
} from "../../../../shared/campaigns/campaign-schema";
import { zoneWithOffset } from "../../../../shared/company/time-zones";
import { paths } from "../../../lib/paths";
import { useCampaignPreview, useSaveCampaign, useUploadBanner, type CampaignItem } from "../api/campaigns-api";
import { ImageFileButtons, useImageFilePicker } from "../../../components/image-file-picker";
import { sanitizeSignature } from "../../../components/signature/sanitize-signature";
import { useDebounced } from "../../../lib/use-debounced";
import { StatusChip } from "./status-chip";

type Department = { id: string; name: string };
// timeZone: the company's (accounts.time_zone): start and end are typed on its wall clock.
type Props = { campaign: CampaignItem | null; departments: Department[]; timeZone: string; onClose: () => void };

function valuesOf(c: CampaignItem | null) {
  return {
    name: c?.name ?? "",
    description: c?.description ?? "",
    imageUrl: c?.imageUrl ?? "",
    altText: c?.altText ?? "",
    landingPageUrl: c?.landingPageUrl ?? "",
    ctaText: c?.ctaText ?? "",
    imageUrlB: c?.imageUrlB ?? "",
    ctaTextB: c?.ctaTextB ?? "",
    altTextB: c?.altTextB ?? "",
    landingPageUrlB: c?.landingPageUrlB ?? "",
    startsAt: c?.startsAtLocal ?? "",
    endsAt: c?.endsAtLocal ?? "",
    departmentIds: c?.departmentIds ?? [],
    isRequired: c?.isRequired ?? false,
    publish: true,
  };
}

export function CampaignEditor({ campaign, departments, timeZone, onClose }: Props) {
  const form = useSchemaForm(CampaignSchema, valuesOf(campaign));
  const save = useSaveCampaign();
  const values = useWatch({ control: form.form.control }) as ReturnType<typeof valuesOf>;
  const [variantShown, setVariantShown] = useState<"a" | "b">("a");
  const [abOpen, setAbOpen] = useState(Boolean(campaign?.imageUrlB || campaign?.ctaTextB));
  const hasB = Boolean(values.imageUrlB || values.ctaTextB);

  const previewInput: CampaignPreviewInput = useDebounced(
    {
      name: values.name ?? "",
      description: values.description,
      imageUrl: values.imageUrl,
      altText: values.altText,
      landingPageUrl: values.landingPageUrl,
      ctaText: values.ctaText,
      imageUrlB: values.imageUrlB,
      ctaTextB: values.ctaTextB,
      altTextB: values.altTextB,
      landingPageUrlB: values.landingPageUrlB,
      variant: hasB ? variantShown : "a",
    },
    300,
  );
  const preview = useCampaignPreview(previewInput);
  const previewHtml = useMemo(() => sanitizeSignature(preview.data), [preview.data]);

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

  const toggleDepartment = (id: string, on: boolean) => {
    const current = new Set(values.departmentIds ?? []);
    if (on) current.add(id);
    else current.delete(id);
    form.setValue("departmentIds", [...current] as never);
  };

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
              <Field
                label="Alt text"
                error={form.errorOf("altText")}
                hint="Read aloud by screen readers and shown when images are blocked."
              >
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

          <Card>
            <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex flex-col gap-1">
                <CardTitle>A/B test</CardTitle>
                <CardDescription>
                  A second banner or call to action. Each member gets one of the two, always the same; statistics show which gets more
                  clicks.
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
                Times are in your company&apos;s time zone, <span className="font-medium text-slate-700">{zoneWithOffset(timeZone)}</span>.
                Admins change it in{" "}
                <Link to={paths.companySettings} className="font-medium text-brand-700 hover:underline">
                  Company Settings
                </Link>
                .
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Audience</CardTitle>
              <CardDescription>Choose no department to show the campaign to everyone.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              {departments.length === 0 ? (
                <p className="text-sm text-slate-500">Your company has no departments yet, so the campaign is for everyone.</p>
              ) : (
                <fieldset>
                  <legend className="mb-2 text-sm font-medium text-slate-700">Departments</legend>
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                    {departments.map((d) => (
                      <DepartmentBox
                        key={d.id}
                        name={d.name}
                        checked={(values.departmentIds ?? []).includes(d.id)}
                        onChange={(on) => toggleDepartment(d.id, on)}
                      />
                    ))}
                  </div>
                  {form.errorOf("departmentIds") && (
                    <p className="mt-1.5 text-xs font-medium text-red-600" role="alert">
                      {form.errorOf("departmentIds")}
                    </p>
                  )}
                </fieldset>
              )}
              <RequiredSwitch checked={Boolean(values.isRequired)} onChange={(on) => form.setValue("isRequired", on as never)} />
            </CardContent>
          </Card>
        </div>

        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-6">
          <Card>
            <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
              <div className="flex flex-col gap-1">
                <CardTitle>Preview</CardTitle>
                <CardDescription>Your signature in the default template.</CardDescription>
              </div>
              {hasB && (
                <div role="group" aria-label="Variant shown" className="inline-flex rounded-lg border border-slate-200 p-0.5">
                  {(["a", "b"] as const).map((v) => (
                    <button
                      key={v}
                      type="button"
                      aria-pressed={variantShown === v}
                      onClick={() => setVariantShown(v)}
                      className={cn(
                        "rounded-md px-3 py-1 text-xs font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600",
                        variantShown === v ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100",
                      )}
                    >
                      Variant {v.toUpperCase()}
                    </button>
                  ))}
                </div>
              )}
            </CardHeader>
            <CardContent>
              {preview.isError && !preview.data ? (
                <Alert tone="warning">{preview.error?.message ?? "The preview is not available."}</Alert>
              ) : previewHtml ? (
                <div className={cn("transition-opacity", preview.isFetching && "opacity-60")}>
                  <SignatureFrame html={previewHtml} title="Signature preview with this campaign" />
                </div>
              ) : (
                <p className="flex items-center gap-2 text-sm text-slate-500">
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Rendering preview...
                </p>
              )}
            </CardContent>
          </Card>
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

function DepartmentBox({ name, checked, onChange }: { name: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div
      className={cn(
        "flex items-center gap-2.5 rounded-lg border px-3 py-2",
        checked ? "border-brand-200 bg-brand-50/60" : "border-slate-200",
      )}
    >
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate text-sm text-slate-800">
        {name}
      </label>
    </div>
  );
}

function RequiredSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} className="mt-0.5" />
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-900">
          Required
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          In the signature of every targeted member, shown on and locked in their picker.
        </p>
      </div>
    </div>
  );
}

/** Upload an image (checked and re-encoded by the server) or give an https address. */
function BannerField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (url: string) => void }) {
  const id = useId();
  const [mode, setMode] = useState<"upload" | "url">(value && !value.startsWith("/") ? "url" : "upload");
  const [warnings, setWarnings] = useState<string[]>([]);
  const picker = useImageFilePicker({
    noun: "banner",
    rules: { mimeTypes: BANNER_MIME_TYPES, maxBytes: BANNER_MAX_BYTES, messages: BANNER_MESSAGES },
    upload: useUploadBanner(),
    onUploaded: (stored) => {
      onChange(stored.url);
      setWarnings(stored.warnings);
    },
  });

  const shownError = picker.error ?? error;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
          {label}
        </span>
        <div role="group" aria-label={`${label} source`} className="inline-flex rounded-lg border border-slate-200 p-0.5">
          {(
            [
              ["upload", "Upload", ImageUp],
              ["url", "Image URL", Link2],
            ] as const
          ).map(([key, text, Icon]) => (
            <button
              key={key}
              type="button"
              aria-pressed={mode === key}
              onClick={() => setMode(key)}
              className={cn(
                "inline-flex items-center gap-1 rounded-md px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
                mode === key ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100",
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" /> {text}
            </button>
          ))}
        </div>
      </div>
      {value && (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-2">
          <img src={value} alt="" className="h-12 max-w-[12rem] rounded object-contain" />
          <span className="min-w-0 flex-1 truncate text-xs text-slate-500">{value.startsWith("/") ? "Uploaded image" : value}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange("")} aria-label={`Remove ${label.toLowerCase()}`}>
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      {mode === "upload" ? (
        <div>
          <ImageFileButtons picker={picker} hasImage={Boolean(value)} changeLabel="Replace image" variant="secondary" />
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
            PNG, JPEG or GIF, at most 1 MB. Best under 150 KB and at most 600 px wide when shown 90 px high.
          </p>
        </div>
      ) : (
        <Input
          type="url"
          inputMode="url"
          aria-labelledby={`${id}-label`}
          aria-invalid={shownError ? true : undefined}
          placeholder="https://cdn.example.com/banner.png"
          value={value.startsWith("/") ? "" : value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {warnings.map((w) => (
        <p key={w} className="flex items-start gap-1.5 text-xs text-amber-800">
          <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" /> {w}
        </p>
      ))}
      {shownError && (
        <p className="text-xs font-medium text-red-600" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
