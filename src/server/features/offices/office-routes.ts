import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireAdmin, requireMember } from "../../auth/guards";
import { readJson } from "../../lib/validate";
import { uuidParam } from "../../lib/id-param";
import { OfficeSchema } from "../../../shared/offices/office-schema";
import { createOffice, deleteOffice, findOffices, getOffice, updateOffice } from "./office-service";

// Members read their account's offices (profile picker); only admins change them.
export const officeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ offices: await findOffices(c.get("deps").db, await requireMember(c)) }))
  .get("/:id", async (c) => c.json({ office: await getOffice(c.get("deps").db, await requireMember(c), uuidParam(c, "id", "Office")) }))
  .post("/", async (c) => {
    const caller = requireAdmin(await requireMember(c));
    return c.json({ office: await createOffice(c.get("deps").db, caller, await readJson(c, OfficeSchema)) }, 201);
  })
  .put("/:id", async (c) => {
    const caller = requireAdmin(await requireMember(c));
    return c.json({ office: await updateOffice(c.get("deps").db, caller, uuidParam(c, "id", "Office"), await readJson(c, OfficeSchema)) });
  })
  .delete("/:id", async (c) => {
    const caller = requireAdmin(await requireMember(c));
    await deleteOffice(c.get("deps").db, caller, uuidParam(c, "id", "Office"));
    return c.body(null, 204);
  });
