import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireMember } from "../../auth/guards";
import { findDepartments } from "./find-departments";

// Read-only for every member (profile picker); admins manage departments in company settings.
export const departmentRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json({ departments: await findDepartments(c.get("deps").db, await requireMember(c)) }),
);
