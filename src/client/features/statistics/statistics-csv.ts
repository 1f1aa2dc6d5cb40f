// The statistics page's CSV export: what the page shows, section by section.
import { csvText, downloadFile, type CsvCell } from "../../lib/download";
import type { Statistics } from "../../../shared/statistics/statistics-schema";

export function statisticsCsv(data: Statistics): string {
  const rows: CsvCell[][] = [
    ["Signet statistics", `${data.range.from} to ${data.range.to} (${data.timeZone})`],
    [],
    ["Metric", "This period", "Previous period"],
    ["Members", data.members, ""],
    ["Members with a signature", data.membersWithSignature, ""],
    ["Members whose signature is in their mail client", data.membersAdopted, ""],
    ["  of which copied by hand", data.adoptedBy.copied, ""],
    ["  of which pushed into Gmail", data.adoptedBy.gmail, ""],
    ["  of which inserted by the Outlook add-in", data.adoptedBy.outlook, ""],
    ["Live campaigns", data.liveCampaigns, ""],
    ["Impressions (image loads)", data.current.impressions, data.previous.impressions],
    ["Clicks", data.current.clicks, data.previous.clicks],
    ["Unique clicks", data.current.uniqueClicks, data.previous.uniqueClicks],
    ["Repeats discarded", data.current.discardedRepeats, data.previous.discardedRepeats],
    ["Emails sent with a signature (mail relay)", data.signedMessages.current, data.signedMessages.previous],
    [],
    ["Day", "Impressions", "Clicks"],
    ...data.daily.map((d) => [d.day, d.impressions, d.clicks]),
    [],
    ["Campaign", "Variant", "Impressions", "Clicks", "Unique clicks", "Repeats discarded", "Winner"],
    ...data.campaigns.flatMap((c) => [
      [c.name, "all", c.impressions, c.clicks, c.uniqueClicks, c.discardedRepeats, c.winner ? c.winner.toUpperCase() : ""],
      ...(c.variants.length > 1
        ? c.variants.map((v) => [c.name, v.variant.toUpperCase(), v.impressions, v.clicks, v.uniqueClicks, v.discardedRepeats, ""])
        : []),
    ]),
    [],
    ["Department", "Impressions", "Clicks"],
    ...data.departments.map((d) => [d.name, d.impressions, d.clicks]),
    [],
    ["Member", "Email", "Impressions", "Clicks"],
    ...data.topMembers.map((m) => [m.name, m.email, m.impressions, m.clicks]),
  ];
  return csvText(rows);
}

export function downloadStatisticsCsv(data: Statistics) {
  downloadFile(`signet-statistics-${data.range.from}-to-${data.range.to}.csv`, statisticsCsv(data), "text/csv;charset=utf-8");
}
