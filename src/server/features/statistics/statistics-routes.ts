// /statistics (admin-level): adoption, campaigns, impressions and clicks for a range of days.
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import { StatisticsQuerySchema, StatisticsResponseSchema } from "../../../shared/statistics/statistics-schema";
import { getStatistics } from "./get-statistics";

const read = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  tags: ["Statistics"],
  summary: "Members, adoption, impressions and clicks for a range of days, with the previous period",
  middleware: requireAdmin,
  request: { query: StatisticsQuerySchema },
  responses: { 200: json(StatisticsResponseSchema, "The figures"), ...errors(...GUARD_ERRORS.member) },
});

export const statisticsRoutes = createRouter().openapi(read, async (c) => {
  return c.json(await getStatistics(c.var.deps.db, c.var.caller, c.req.valid("query")), 200);
});
