import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { requireMember, requireSuperAdmin } from "../../auth/guards";
import { readJson, readQuery } from "../../lib/validate";
import { uuidParam } from "../../lib/id-param";
import { SuspendAccountSchema } from "../../../shared/admin/account-status-schema";
import { findAccounts } from "./find-accounts";
import { activateAccount, suspendAccount } from "./set-account-status";

const ListQuery = z.object({
  search: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(100).default(25),
  offset: z.coerce.number({ error: "offset must be a number" }).int().min(0).default(0),
});

export const adminRoutes = new Hono<AppEnv>()
  .get("/accounts", async (c) => {
    requireSuperAdmin(await requireMember(c));
    return c.json(await findAccounts(c.get("deps").db, readQuery(c, ListQuery)));
  })
  .post("/accounts/:id/activate", async (c) => {
    const caller = requireSuperAdmin(await requireMember(c));
    return c.json({ account: await activateAccount(c.get("deps").db, caller, uuidParam(c, "id", "Account")) });
  })
  .post("/accounts/:id/suspend", async (c) => {
    const caller = requireSuperAdmin(await requireMember(c));
    const { reason } = await readJson(c, SuspendAccountSchema);
    return c.json({ account: await suspendAccount(c.get("deps").db, caller, uuidParam(c, "id", "Account"), reason) });
  });
