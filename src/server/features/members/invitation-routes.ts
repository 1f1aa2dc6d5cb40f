import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireAdmin, requireMember } from "../../auth/guards";
import { readJson } from "../../lib/validate";
import { uuidParam } from "../../lib/id-param";
import { CreateInvitationSchema } from "../../../shared/members/invitation-schema";
import { createInvitation } from "./create-invitation";
import { getPublicInvitation } from "./get-public-invitation";

export const invitationRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const caller = requireAdmin(await requireMember(c));
    const input = await readJson(c, CreateInvitationSchema);
    const { db, mailer, config, logger } = c.get("deps");
    return c.json(await createInvitation(db, { mailer, baseUrl: config.baseUrl, logger }, caller, input), 201);
  })
  // No sign-in needed: the link's holder sees whom it is for and which company invites.
  .get("/:id/public", async (c) => c.json({ invitation: await getPublicInvitation(c.get("deps").db, uuidParam(c, "id", "Invitation")) }));
