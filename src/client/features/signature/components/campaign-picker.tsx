// The campaign picker: one switch per available campaign with its name and a two-line
// description, 1 / 2 / 4 columns. Each card shows the banner as a thumbnail, and the whole
// description on hover or keyboard focus when two lines cut it short. Every
// switch is disabled while an update runs.
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Lock, Megaphone } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Switch } from "../../../components/ui/switch";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { paths } from "../../../lib/paths";
import { SIGNATURE_PAGE_TEXT as TEXT } from "../../../../shared/messages";
import type { AvailableCampaign } from "../api/get-campaigns";

type Props = {
  campaigns: AvailableCampaign[];
  selectedIds: Set<string>;
  isLoading: boolean;
  isUpdating: boolean;
  /** Admins are told where campaigns are created when there are none. */
  isAdmin?: boolean;
  onToggle: (campaignId: string, selected: boolean) => void;
};

export function CampaignPicker({ campaigns, selectedIds, isLoading, isUpdating, isAdmin = false, onToggle }: Props) {
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
          <div className="flex items-start gap-2 text-sm text-slate-500">
            <Megaphone className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <p>
              {TEXT.noCampaigns}
              {isAdmin && (
                <>
                  {" "}
                  Create one on the{" "}
                  <Link to={paths.campaigns} className="font-medium text-brand-700 hover:underline">
                    Marketing Campaigns
                  </Link>{" "}
                  page.
                </>
              )}
            </p>
          </div>
        ) : (
          <ul className={cn("grid grid-cols-1 gap-4", columnsFor(campaigns.length))} aria-busy={isUpdating}>
            {campaigns.map((campaign) => (
              <CampaignCard
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

// 1 column on small screens, 2 on medium, 4 on large. With fewer campaigns than
// that, the grid has as many columns as campaigns, so no column stands empty.
function columnsFor(count: number): string {
  if (count === 1) return "";
  if (count === 2) return "md:grid-cols-2";
  if (count === 3) return "md:grid-cols-2 lg:grid-cols-3";
  return "md:grid-cols-2 lg:grid-cols-4";
}

function CampaignCard({
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
  const descriptionRef = useRef<HTMLParagraphElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [escaped, setEscaped] = useState(false);
  const [clipped, setClipped] = useState(false);
  // Measured when the card is pointed at or focused: the two clamped lines hide text.
  const measure = () => {
    const el = descriptionRef.current;
    setClipped(Boolean(el && el.scrollHeight > el.clientHeight + 1));
    setEscaped(false);
  };
  const showFull = Boolean(campaign.description) && clipped && (hovered || focused) && !escaped;

  return (
    <li
      className="relative flex"
      data-testid="campaign-card"
      onMouseEnter={() => {
        measure();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        measure();
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && showFull) {
          event.stopPropagation();
          setEscaped(true);
        }
      }}
    >
      <div
        className={cn(
          "flex w-full flex-col overflow-hidden rounded-lg border transition-colors",
          checked ? "border-brand-200 bg-brand-50/60 ring-1 ring-brand-200" : "border-slate-200 bg-white",
          disabled && !campaign.isRequired && "opacity-75",
        )}
      >
        {campaign.imageUrl ? (
          <img
            src={campaign.imageUrl}
            alt=""
            loading="lazy"
            className="aspect-[20/3] w-full border-b border-slate-100 bg-slate-50 object-cover"
          />
        ) : (
          <div className="flex aspect-[20/3] w-full items-center justify-center border-b border-slate-100 bg-slate-50" aria-hidden="true">
            <Megaphone className="size-4 text-slate-300" />
          </div>
        )}
        <div className="flex items-start gap-3 p-3">
          <Switch
            id={id}
            checked={checked}
            disabled={disabled}
            onCheckedChange={(next) => onToggle(campaign.id, next)}
            aria-describedby={
              [campaign.description && `${id}-description`, campaign.isRequired && `${id}-required`].filter(Boolean).join(" ") || undefined
            }
            className="mt-0.5"
          />
          <div className="min-w-0">
            <label
              htmlFor={id}
              className={cn("block text-sm font-medium break-words text-slate-900", disabled ? "cursor-not-allowed" : "cursor-pointer")}
            >
              {campaign.name}
            </label>
            {campaign.isRequired && (
              <p id={`${id}-required`} className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-slate-600">
                <Lock className="size-3" aria-hidden="true" /> Required by your company
              </p>
            )}
            {campaign.description && (
              <p ref={descriptionRef} id={`${id}-description`} className="mt-1 line-clamp-2 text-sm break-words text-slate-600">
                {campaign.description}
              </p>
            )}
          </div>
        </div>
      </div>
      {showFull && (
        // The same text the switch is described by; shown, not announced twice.
        <div
          aria-hidden="true"
          data-testid="campaign-description-full"
          className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white p-3 text-sm break-words text-slate-700 shadow-lg"
        >
          {campaign.description}
        </div>
      )}
    </li>
  );
}
