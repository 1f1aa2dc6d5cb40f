// /statistics (admin-level): adoption, campaigns, impressions and clicks for a range of days.
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import { StatisticsQuerySchema, StatisticsResponseSchema } from "../../../shared/statistics/statistics-schema";
import { getStatistics } from "./get-statistics";

const read = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  showsEventCounts: true,
  summary: "Members, adoption, impressions and clicks for a range of days, with the previous period",
  description:
    "For a range of days in the company's time zone: members, active signatures, adoption (members who copied or installed their signature), live campaigns, impressions and clicks per day and per campaign (per variant for an A/B test), and the same figures for the period before. Admins, or an API key of the company.",
  middleware: requireAdmin,
  request: { query: StatisticsQuerySchema },
  responses: { 200: json(StatisticsResponseSchema, "The figures"), ...errors(...GUARD_ERRORS.member) },
});

export const statisticsRoutes = createRouter("statistics").openapi(read, async (c) => {
  return c.json(await getStatistics(c.get("deps").db, c.get("caller"), c.req.valid("query")), 200);
});
