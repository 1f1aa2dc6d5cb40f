// The campaigns with their status, audience, schedule and 30-day counts; filter by status;
// edit, duplicate, pause or resume, delete (asks first: its events go with it).
import { useState } from "react";
import { Copy, Eye, Megaphone, MousePointerClick, Pause, Pencil, Play, Plus, Trash2, Users } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Badge } from "../../../components/ui/badge";
import { EmptyState } from "../../../components/ui/empty-state";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { showError, showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useCompanyDates, type CompanyDates } from "../../../lib/format-date";
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus } from "../../../../shared/campaigns/campaign-status";
import { useCampaignAction, type CampaignItem } from "../api/campaigns-api";
import { StatusChip } from "./status-chip";

type Department = { id: string; name: string };
type Props = { campaigns: CampaignItem[]; departments: Department[]; onNew: () => void; onEdit: (id: string) => void };
type Filter = "all" | CampaignStatus;

const number = new Intl.NumberFormat();

function schedule(c: CampaignItem, { date, dateTime }: CompanyDates): string {
  if (c.startsAt && c.endsAt) return `${date(c.startsAt)} – ${date(c.endsAt)}`;
  if (c.startsAt) return `From ${dateTime(c.startsAt)}`;
  if (c.endsAt) return `Until ${dateTime(c.endsAt)}`;
  return "No end date";
}

export function CampaignList({ campaigns, departments, onNew, onEdit }: Props) {
  const [filter, setFilter] = useState<Filter>("all");
  const [deleting, setDeleting] = useState<CampaignItem | null>(null);
  const action = useCampaignAction();
  const dates = useCompanyDates();

  if (campaigns.length === 0) {
    return (
      <EmptyState
        icon={<Megaphone aria-hidden="true" />}
        title="No campaigns yet"
        action={
          <Button onClick={onNew}>
            <Plus aria-hidden="true" /> Create your first campaign
          </Button>
        }
      >
        A campaign adds a banner and a link to your team's signatures: a product launch, an event, a webinar. Schedule it, aim it at
        departments, and see impressions and clicks here.
      </EmptyState>
    );
  }

  const counts = Object.fromEntries(CAMPAIGN_STATUSES.map((s) => [s, campaigns.filter((c) => c.status === s).length])) as Record<
    CampaignStatus,
    number
  >;
  const shown = filter === "all" ? campaigns : campaigns.filter((c) => c.status === filter);
  const names = new Map(departments.map((d) => [d.id, d.name]));

  const run = async (campaign: CampaignItem, kind: "pause" | "resume" | "duplicate" | "delete") => {
    try {
      await action.mutateAsync({ id: campaign.id, action: kind });
      const done = {
        pause: `"${campaign.name}" is paused and has left every signature.`,
        resume: `"${campaign.name}" is back in signatures.`,
        duplicate: `A draft copy of "${campaign.name}" was created.`,
        delete: `"${campaign.name}" was deleted.`,
      }[kind];
      showSuccess(done);
    } catch (error) {
      showError(error instanceof ApiError ? error.message : "The campaign could not be changed.");
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Filter by status" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {(["all", ...CAMPAIGN_STATUSES] as Filter[]).map((key) => {
          const n = key === "all" ? campaigns.length : counts[key];
          return (
            <button
              key={key}
              type="button"
              aria-pressed={filter === key}
              onClick={() => setFilter(key)}
              className={cn(
                "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                filter === key ? "border-slate-900 bg-slate-900 text-white" : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              {key === "all" ? "All" : CAMPAIGN_STATUS_LABELS[key]}
              <span className={cn("tabular-nums", filter === key ? "text-slate-300" : "text-slate-400")}>{n}</span>
            </button>
          );
        })}
      </div>

      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-500">
          No {CAMPAIGN_STATUS_LABELS[filter as CampaignStatus].toLowerCase()} campaigns.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Campaigns">
          {shown.map((campaign) => (
            <li key={campaign.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <div className="flex flex-col gap-4 xl:flex-row xl:items-center">
                <div className="flex min-w-0 flex-1 gap-4">
                  <div className="flex h-14 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-100 bg-slate-50 sm:w-32">
                    {campaign.imageUrl ? (
                      <img src={campaign.imageUrl} alt="" className="max-h-full max-w-full object-contain" loading="lazy" />
                    ) : (
                      <Megaphone className="size-5 text-slate-300" aria-hidden="true" />
                    )}
                  </div>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="truncate text-base font-semibold text-slate-900">{campaign.name}</h2>
                      <StatusChip status={campaign.status} />
                      {campaign.isRequired && <Badge tone="danger">Required</Badge>}
                      {(campaign.imageUrlB || campaign.ctaTextB) && <Badge tone="brand">A/B test</Badge>}
                    </div>
                    {campaign.description && <p className="mt-1 line-clamp-1 text-sm text-slate-500">{campaign.description}</p>}
                    <p className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
                      <span>{schedule(campaign, dates)}</span>
                      <span aria-hidden="true">·</span>
                      <span>
                        {campaign.departmentIds.length === 0
                          ? "All departments"
                          : campaign.departmentIds.map((id) => names.get(id) ?? "Removed department").join(", ")}
                      </span>
                    </p>
                  </div>
                </div>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between xl:shrink-0 xl:gap-4">
                  <dl className="grid grid-cols-3 gap-2 text-center sm:w-72 sm:shrink-0">
                    <Stat
                      icon={<Users aria-hidden="true" />}
                      label={campaign.isRequired ? "Members it is required for" : "Members who selected it"}
                      short={campaign.isRequired ? "Required for" : "Selected"}
                      value={campaign.selectedCount}
                    />
                    <Stat
                      icon={<Eye aria-hidden="true" />}
                      label="Impressions, 30 days"
                      short="Views 30d"
                      value={campaign.impressions30d}
                    />
                    <Stat
                      icon={<MousePointerClick aria-hidden="true" />}
                      label="Clicks, 30 days"
                      short="Clicks 30d"
                      value={campaign.clicks30d}
                    />
                  </dl>
                  <div className="flex flex-wrap gap-1.5 sm:shrink-0 sm:flex-nowrap">
                    <Button variant="secondary" size="sm" onClick={() => onEdit(campaign.id)} aria-label={`Edit ${campaign.name}`}>
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                    {campaign.status === "live" || campaign.status === "scheduled" ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={action.isPending}
                        onClick={() => run(campaign, "pause")}
                        aria-label={`Pause ${campaign.name}`}
                      >
                        <Pause aria-hidden="true" /> Pause
                      </Button>
                    ) : campaign.status === "paused" || campaign.status === "draft" ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={action.isPending}
                        onClick={() => run(campaign, "resume")}
                        aria-label={`${campaign.status === "draft" ? "Publish" : "Resume"} ${campaign.name}`}
                      >
                        <Play aria-hidden="true" /> {campaign.status === "draft" ? "Publish" : "Resume"}
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={action.isPending}
                      onClick={() => run(campaign, "duplicate")}
                      aria-label={`Duplicate ${campaign.name}`}
                      title="Duplicate"
                    >
                      <Copy aria-hidden="true" />
                      <span className="sm:sr-only">Duplicate</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => setDeleting(campaign)}
                      aria-label={`Delete ${campaign.name}`}
                      title="Delete"
                    >
                      <Trash2 aria-hidden="true" />
                      <span className="sm:sr-only">Delete</span>
                    </Button>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        {deleting && (
          <DialogContent
            title={`Delete "${deleting.name}"?`}
            description="It leaves every signature at once, and its impressions and clicks are deleted with it. This can't be undone."
          >
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button
                variant="danger"
                disabled={action.isPending}
                onClick={async () => {
                  await run(deleting, "delete");
                  setDeleting(null);
                }}
              >
                Delete campaign
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

function Stat({ icon, label, short, value }: { icon: React.ReactNode; label: string; short?: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2 py-1.5">
      <dt className="flex items-center justify-center gap-1 text-[11px] font-medium text-slate-500 [&_svg]:size-3">
        {icon}
        <span className="sr-only">{label}</span>
        <span aria-hidden="true">{short ?? label}</span>
      </dt>
      <dd className="text-sm font-semibold text-slate-900 tabular-nums">{number.format(value)}</dd>
    </div>
  );
}
