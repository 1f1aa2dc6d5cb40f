// Each campaign's impressions, clicks and click-through, with its A/B variants and the winner
// when the difference is significant.
import { Trophy } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "../../../components/ui/table";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import { type Statistics } from "../../../../shared/statistics/statistics-schema";
import { CAMPAIGN_STATUS_LABELS } from "../../../../shared/campaigns/campaign-status";
import { number, percent, pct, FIGURE } from "./figures-format";

export function CampaignsCard({ data }: { data: Statistics }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Campaigns</CardTitle>
        <CardDescription>
          With an A/B test, the winner is marked only when the difference in click-through is significant (two-proportion z-test, 95%).
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table caption="Campaigns" stacked={false}>
          <THead className="bg-transparent">
            <Th className="py-2 pr-3 pl-0">Campaign</Th>
            <Th className={cn(FIGURE, "py-2")}>
              <span className="sm:hidden">Views</span>
              <span className="hidden sm:inline">Impressions</span>
            </Th>
            <Th className={cn(FIGURE, "py-2")}>Clicks</Th>
            <Th className={cn(FIGURE, "hidden py-2 sm:table-cell")}>Unique</Th>
            <Th className={cn(FIGURE, "py-2 pr-0")}>CTR</Th>
          </THead>
          <TBody>
            {data.campaigns.map((c) => (
              <CampaignRows key={c.id} campaign={c} />
            ))}
          </TBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function CampaignRows({ campaign }: { campaign: Statistics["campaigns"][number] }) {
  const ctr = (clicks: number, impressions: number) => (impressions > 0 ? pct(percent(clicks, impressions)) : "–");
  const ab = campaign.variants.length > 1;
  return (
    <>
      <Tr className={cn("hover:bg-transparent", ab && "border-b-0")}>
        <Td className="py-2.5 pr-3 pl-0">
          <span className="font-medium break-words text-slate-900">{campaign.name}</span>{" "}
          <span className="text-xs whitespace-nowrap text-slate-500">{CAMPAIGN_STATUS_LABELS[campaign.status]}</span>
        </Td>
        <Td className={cn(FIGURE, "py-2.5")}>{number.format(campaign.impressions)}</Td>
        <Td className={cn(FIGURE, "py-2.5")}>{number.format(campaign.clicks)}</Td>
        <Td className={cn(FIGURE, "hidden py-2.5 sm:table-cell")}>{number.format(campaign.uniqueClicks)}</Td>
        <Td className={cn(FIGURE, "py-2.5 pr-0")}>{ctr(campaign.clicks, campaign.impressions)}</Td>
      </Tr>
      {ab &&
        campaign.variants.map((v, i) => (
          <Tr key={v.variant} className={cn("text-slate-600 hover:bg-transparent", i < campaign.variants.length - 1 && "border-b-0")}>
            <Td className="py-1.5 pr-3 pl-4">
              Variant {v.variant.toUpperCase()}{" "}
              {campaign.winner === v.variant && (
                <Badge tone="success" className="ml-1 gap-1">
                  <Trophy className="size-3" aria-hidden="true" /> Winner
                </Badge>
              )}
            </Td>
            <Td className={cn(FIGURE, "py-1.5")}>{number.format(v.impressions)}</Td>
            <Td className={cn(FIGURE, "py-1.5")}>{number.format(v.clicks)}</Td>
            <Td className={cn(FIGURE, "hidden py-1.5 sm:table-cell")}>{number.format(v.uniqueClicks)}</Td>
            <Td className={cn(FIGURE, "py-1.5 pr-0")}>{ctr(v.clicks, v.impressions)}</Td>
          </Tr>
        ))}
    </>
  );
}
