// /statistics (admin-level): adoption, campaigns, impressions and clicks for a
// range of days compared with the period before, a chart per day, tables, and a CSV export
// of what the page shows. Days are the company's calendar days (its time zone), as the
// events are counted.
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ArrowDownRight, ArrowUpRight, BarChart3, Download, Trophy } from "lucide-react";
import { PageHeader } from "../../components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { Table, TBody, Td, Th, THead, Tr } from "../../components/ui/table";
import { Badge } from "../../components/ui/badge";
import { Input } from "../../components/ui/input";
import { Alert } from "../../components/ui/alert";
import { LoadingState } from "../../components/ui/spinner";
import { EmptyState } from "../../components/ui/empty-state";
import { statisticsQuery } from "../../lib/resources/statistics";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session";
import { addDays, COUNTED_PER_VISITOR_DAY, type Statistics } from "../../../shared/statistics/statistics-schema";
import { CAMPAIGN_STATUS_LABELS } from "../../../shared/campaigns/campaign-status";
import { DailyChart } from "./components/daily-chart";
import { formatDay } from "../../lib/format-date";
import { downloadStatisticsCsv } from "./statistics-csv";
import { plural } from "../../../shared/text/plural";
import { FIRST_PRESET, PRESETS, presetRange, todayIn, type Preset } from "./statistics-range";

const number = new Intl.NumberFormat();
const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);
const pct = (value: number) => `${value.toFixed(value >= 10 || value === 0 ? 0 : 1)}%`;

function useStatistics(range: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    ...statisticsQuery(range),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function Component() {
  const zone = useSession().me?.account?.timeZone ?? "UTC";
  const today = todayIn(zone);
  const [preset, setPreset] = useState<Preset>(FIRST_PRESET);
  const [custom, setCustom] = useState({ from: addDays(today, -13), to: today });
  const range = preset === "custom" ? custom : presetRange(preset, today);
  const validCustom = preset !== "custom" || (custom.from && custom.to && custom.from <= custom.to);
  const stats = useStatistics(range, Boolean(validCustom));

  const header = (
    <PageHeader
      title="Statistics"
      description={`How your signatures and campaigns perform. Days are counted in your company's time zone, ${stats.data?.timeZone ?? zone}.`}
      actions={
        stats.data ? (
          <Button variant="secondary" onClick={() => downloadStatisticsCsv(stats.data)}>
            <Download aria-hidden="true" /> Export CSV
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="-mb-6">{header}</div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div role="group" aria-label="Range" className="inline-flex w-fit rounded-lg border border-slate-200 bg-white p-0.5">
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={preset === p}
              onClick={() => setPreset(p)}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
                preset === p ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100",
              )}
            >
              {p === "custom" ? "Custom" : `${p} days`}
            </button>
          ))}
        </div>
        {preset === "custom" && (
          <div className="flex items-end gap-2">
            <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
              From
              <Input type="date" value={custom.from} max={custom.to} onChange={(e) => setCustom({ ...custom, from: e.target.value })} />
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
              To
              <Input type="date" value={custom.to} min={custom.from} onChange={(e) => setCustom({ ...custom, to: e.target.value })} />
            </label>
          </div>
        )}
        {stats.data && (
          <p className="text-sm text-slate-500 sm:ml-auto">
            {formatDay(stats.data.range.from)} – {formatDay(stats.data.range.to)}, compared with {formatDay(stats.data.range.previousFrom)}{" "}
            – {formatDay(stats.data.range.previousTo)}
          </p>
        )}
      </div>
      {!validCustom ? (
        <Alert tone="warning">Choose a start on or before the end.</Alert>
      ) : stats.isPending ? (
        <LoadingState text="Loading statistics..." />
      ) : stats.isError ? (
        <Alert tone="error" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>Statistics could not be loaded. {stats.error.message}</span>
          <Button variant="secondary" size="sm" onClick={() => stats.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Figures data={stats.data} />
      )}
    </div>
  );
}

function Delta({ now, before }: { now: number; before: number }) {
  if (before === 0 && now === 0) return <span className="text-xs text-slate-500">No change</span>;
  if (before === 0) return <span className="text-xs text-slate-500">New this period</span>;
  const change = ((now - before) / before) * 100;
  const up = change >= 0;
  return (
    <span className={cn("inline-flex items-center gap-0.5 text-xs font-medium", up ? "text-emerald-700" : "text-red-700")}>
      {up ? <ArrowUpRight className="size-3.5" aria-hidden="true" /> : <ArrowDownRight className="size-3.5" aria-hidden="true" />}
      {pct(Math.abs(change))} <span className="font-normal text-slate-500">vs previous</span>
    </span>
  );
}

function Tile({ label, value, hint, delta }: { label: string; value: string; hint?: string; delta?: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</p>
      <div className="mt-1 min-h-4">{delta ?? (hint && <span className="text-xs text-slate-500">{hint}</span>)}</div>
    </div>
  );
}

/** Where the adopted members' signatures came from: pushed into Gmail, inserted in Outlook, copied by hand. */
function adoptionHint({ membersAdopted, adoptedBy }: Statistics) {
  if (adoptedBy.gmail === 0 && adoptedBy.outlook === 0) return `${number.format(membersAdopted)} copied, opened or downloaded it`;
  const parts = [
    adoptedBy.gmail > 0 && `${number.format(adoptedBy.gmail)} in Gmail`,
    adoptedBy.outlook > 0 && `${number.format(adoptedBy.outlook)} in Outlook`,
    `${number.format(adoptedBy.copied)} copied by hand`,
  ];
  return parts.filter(Boolean).join(", ");
}

function Figures({ data }: { data: Statistics }) {
  const { current, previous } = data;
  const ctr = percent(current.clicks, current.impressions);
  const ctrBefore = percent(previous.clicks, previous.impressions);
  const hasEvents = current.impressions + current.clicks > 0;
  const maxDept = useMemo(() => Math.max(1, ...data.departments.map((d) => d.clicks + d.impressions)), [data.departments]);
  return (
    <>
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Members" value={number.format(data.members)} hint="In your company" />
        <Tile label="With a signature" value={number.format(data.membersWithSignature)} hint="Have opened their signature page" />
        <Tile label="Adoption" value={pct(percent(data.membersAdopted, data.members))} hint={adoptionHint(data)} />
        <Tile label="Live campaigns" value={number.format(data.liveCampaigns)} hint="In signatures now" />
        <Tile
          label="Impressions"
          value={number.format(current.impressions)}
          delta={<Delta now={current.impressions} before={previous.impressions} />}
        />
        <Tile label="Clicks" value={number.format(current.clicks)} delta={<Delta now={current.clicks} before={previous.clicks} />} />
        <Tile
          label="Unique clicks"
          value={number.format(current.uniqueClicks)}
          delta={<Delta now={current.uniqueClicks} before={previous.uniqueClicks} />}
        />
        <Tile label="Click-through rate" value={pct(ctr)} delta={<Delta now={ctr} before={ctrBefore} />} />
      </section>
      <p className="-mt-2 text-xs text-slate-500">
        Impressions are banner image loads, a lower bound: many mail clients block images, Gmail caches them, and Apple Mail loads them
        before anyone reads the email. Bots, link scanners and prefetches are not counted.
      </p>
      <p className="-mt-4 text-xs text-slate-500">
        <span className="font-medium text-slate-700 tabular-nums">{plural(current.discardedRepeats, "repeat")} discarded</span>: one network
        (an office or a home) counts at most {COUNTED_PER_VISITOR_DAY.click} clicks and {COUNTED_PER_VISITOR_DAY.impression} impressions per
        campaign a day, and once as a unique click.
      </p>

      {!hasEvents ? (
        <EmptyState
          icon={<BarChart3 aria-hidden="true" />}
          title="No impressions or clicks in this period"
          action={
            <Button asChild variant="secondary">
              <Link to={paths.campaigns}>Go to campaigns</Link>
            </Button>
          }
        >
          Publish a campaign and ask your team to copy their signature from the Email Signature page. Every banner load and click from their
          emails shows up here.
        </EmptyState>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Impressions and clicks per day</CardTitle>
            </CardHeader>
            <CardContent>
              <DailyChart daily={data.daily} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Campaigns</CardTitle>
              <CardDescription>
                With an A/B test, the winner is marked only when the difference in click-through is significant (two-proportion z-test,
                95%).
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

          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>By department</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col gap-3">
                  {data.departments.map((d) => (
                    <li key={d.id ?? "none"}>
                      <div className="flex items-baseline justify-between gap-3 text-sm">
                        <span className="truncate font-medium text-slate-800">{d.name}</span>
                        <span className="shrink-0 text-slate-500 tabular-nums">
                          {plural(d.clicks, "click")} · {plural(d.impressions, "impression")}
                        </span>
                      </div>
                      <div className="mt-1 h-1.5 rounded-full bg-slate-100">
                        <div
                          className="h-1.5 rounded-full bg-brand-500"
                          style={{ width: `${Math.max(2, ((d.clicks + d.impressions) / maxDept) * 100)}%` }}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Top members by clicks</CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="flex flex-col divide-y divide-slate-100">
                  {data.topMembers.map((m, i) => (
                    <li key={m.userId} className="flex items-center gap-3 py-2 text-sm">
                      <span className="w-5 text-right text-slate-400 tabular-nums">{i + 1}</span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-slate-800">{m.name}</span>
                        <span className="block truncate text-xs text-slate-500">{m.email}</span>
                      </span>
                      <span className="shrink-0 text-slate-600 tabular-nums">
                        {number.format(m.clicks)} <span className="text-slate-400">{m.clicks === 1 ? "click" : "clicks"}</span>
                      </span>
                    </li>
                  ))}
                </ol>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </>
  );
}

// A figure column: right-aligned digits, narrower gutters on a phone.
const FIGURE = "px-2 text-right tabular-nums sm:px-3";

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
