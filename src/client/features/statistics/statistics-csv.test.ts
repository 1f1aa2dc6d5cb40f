import { expect, it } from "vitest";
import Papa from "papaparse";
import { statisticsCsv } from "./statistics-csv";
import type { Statistics } from "../../../shared/statistics/statistics-schema";

const totals = { impressions: 120, clicks: 9, uniqueClicks: 7, discardedRepeats: 3 };
const data: Statistics = {
  range: { from: "2026-11-01", to: "2026-11-07", previousFrom: "2026-10-25", previousTo: "2026-10-31" },
  timeZone: "Europe/Berlin",
  members: 4,
  membersWithSignature: 3,
  membersAdopted: 2,
  adoptedBy: { copied: 1, gmail: 2, outlook: 3 },
  liveCampaigns: 1,
  current: totals,
  previous: { impressions: 80, clicks: 4, uniqueClicks: 4, discardedRepeats: 0 },
  signedMessages: { current: 31, previous: 12 },
  daily: [{ day: "2026-11-01", impressions: 20, clicks: 1 }],
  campaigns: [{ id: "c1", name: '=HYPERLINK("x")', status: "live", ...totals, variants: [], winner: null }],
  departments: [{ id: null, name: "Sales, EMEA", impressions: 5, clicks: 1 }],
  topMembers: [{ userId: "u1", name: "Jürgen Groß", email: "j@acme.test", impressions: 9, clicks: 2 }],
};

it("starts with the UTF-8 byte-order mark, so spreadsheets read accents right", () => {
  expect(statisticsCsv(data).charCodeAt(0)).toBe(0xfeff);
});

it("holds the page's figures, with commas quoted and formulas defused", () => {
  const rows = Papa.parse<string[]>(statisticsCsv(data).slice(1).trim()).data;
  expect(rows).toContainEqual(["Impressions (image loads)", "120", "80"]);
  expect(rows).toContainEqual(["Emails sent with a signature (mail relay)", "31", "12"]);
  expect(rows).toContainEqual(["Sales, EMEA", "5", "1"]);
  expect(rows).toContainEqual(["Jürgen Groß", "j@acme.test", "9", "2"]);
  expect(rows).toContainEqual(["Repeats discarded", "3", "0"]);
  expect(rows).toContainEqual(["  of which inserted by the Outlook add-in", "3", ""]);
  expect(rows).toContainEqual(['\'=HYPERLINK("x")', "all", "120", "9", "7", "3", ""]);
  // The sections stay apart, as on the page.
  expect(rows[1]).toEqual([""]);
});
