// The days /statistics shows: a preset range ending today in the company's time zone, or the
// admin's own. app/route-reads.ts asks for the page's first range before the page has loaded,
// so both build it here.
import { addDays } from "../../../shared/statistics/statistics-schema";
import { dayIn } from "../../../shared/campaigns/zoned-time";

export type Preset = 7 | 30 | 90 | "custom";
export const PRESETS: Preset[] = [7, 30, 90, "custom"];
/** The range the page opens with. */
export const FIRST_PRESET = 30;

/** Today in the company's time zone: the ranges end on it. */
export const todayIn = (zone: string) => dayIn(new Date(), zone);

export const presetRange = (days: number, today: string) => ({ from: addDays(today, -(days - 1)), to: today });
