import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { requireMember } from "../../auth/guards";
import { readQuery } from "../../lib/validate";
import { ensureSignature } from "./ensure-signature";
import { recordSignatureCopy } from "./record-signature-copy";
import { renderSignature } from "./render-signature";
import { stripTemplateRef } from "./template-ref";

const DataQuery = z.object({ template: z.string().max(200, "template is too long").optional() });

// The member's own signature: ensured, rendered, and its copies recorded.
export const signatureRoutes = new Hono<AppEnv>()
  .post("/ensure", async (c) => c.json({ signature: await ensureSignature(c.get("deps").db, await requireMember(c)) }))
  .get("/", async (c) => {
    const caller = await requireMember(c);
    const { template } = readQuery(c, DataQuery);
    const rendered = await renderSignature(c.get("deps"), caller, { templateId: template ? stripTemplateRef(template) : undefined });
    c.header("cache-control", "no-store");
    return c.json(rendered);
  })
  .post("/copied", async (c) => c.json(await recordSignatureCopy(c.get("deps").db, await requireMember(c))));
