import { Badge } from "../../../components/ui/badge";
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from "../../../../shared/campaigns/campaign-status";

const TONES = { live: "success", scheduled: "brand", draft: "neutral", paused: "warning", ended: "neutral" } as const;

export function StatusChip({ status }: { status: CampaignStatus }) {
  return (
    <Badge tone={TONES[status]} className="gap-1.5">
      <span
        aria-hidden="true"
        className={
          status === "live"
            ? "size-1.5 rounded-full bg-emerald-500"
            : status === "scheduled"
              ? "size-1.5 rounded-full bg-brand-500"
              : status === "paused"
                ? "size-1.5 rounded-full bg-amber-500"
                : "size-1.5 rounded-full bg-slate-400"
        }
      />
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
