// Spec 2 campaign picker: one switch per available campaign, name and a two-line
// description, 1 / 2 / 4 columns. Every switch is disabled while an update runs.
import { useId } from "react";
import { Lock, Megaphone } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Switch } from "../../../components/ui/switch";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { SIGNATURE_PAGE_TEXT as TEXT } from "../../../../shared/messages";
import type { AvailableCampaign } from "../api/get-campaigns";

type Props = {
  campaigns: AvailableCampaign[];
  selectedIds: Set<string>;
  isLoading: boolean;
  isUpdating: boolean;
  onToggle: (campaignId: string, selected: boolean) => void;
};

export function CampaignPicker({ campaigns, selectedIds, isLoading, isUpdating, onToggle }: Props) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{TEXT.campaignsTitle}</CardTitle>
        <CardDescription>{TEXT.campaignsSubtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="size-4" label={TEXT.campaignsLoading} />
            {TEXT.campaignsLoading}
          </p>
        ) : campaigns.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Megaphone className="size-4 text-slate-400" aria-hidden="true" />
            {TEXT.noCampaigns}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-4" aria-busy={isUpdating}>
            {campaigns.map((campaign) => (
              <CampaignSwitch
                key={campaign.id}
                campaign={campaign}
                checked={campaign.isRequired || selectedIds.has(campaign.id)}
                disabled={isUpdating || campaign.isRequired}
                onToggle={onToggle}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function CampaignSwitch({
  campaign,
  checked,
  disabled,
  onToggle,
}: {
  campaign: AvailableCampaign;
  checked: boolean;
  disabled: boolean;
  onToggle: Props["onToggle"];
}) {
  const id = useId();
  const described = [campaign.description && `${id}-description`, campaign.isRequired && `${id}-required`].filter(Boolean).join(" ");
  return (
    <li
      className={cn(
        "flex items-start gap-3 rounded-lg border p-4 transition-colors",
        checked ? "border-brand-200 bg-brand-50/60" : "border-slate-200 bg-white",
        disabled && !campaign.isRequired && "opacity-75",
      )}
    >
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onToggle(campaign.id, next)}
        aria-describedby={described || undefined}
        className="mt-0.5"
      />
      <div className="min-w-0">
        <label htmlFor={id} className={cn("block text-sm font-medium text-slate-900", disabled ? "cursor-not-allowed" : "cursor-pointer")}>
          {campaign.name}
        </label>
        {campaign.isRequired && (
          <p id={`${id}-required`} className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-slate-600">
            <Lock className="size-3" aria-hidden="true" /> Required by your company
          </p>
        )}
        {campaign.description && (
          <p id={`${id}-description`} className="mt-1 line-clamp-2 text-sm text-slate-500" title={campaign.description}>
            {campaign.description}
          </p>
        )}
      </div>
    </li>
  );
}
