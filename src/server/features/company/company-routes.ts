// The caller's company (admins): details, logo, and deleting it. Every change is
// audit-logged in its transaction with the client's IP.
import { createRoute } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../context";
import type { Scope } from "../../lib/scope";
import { requireAdmin } from "../../auth/guards";
import { requestIp } from "../../auth/rate-limit";
import { AppError, badRequest } from "../../lib/errors";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { CompanyDetailsSchema, DeleteCompanySchema, LOGO_MAX_BYTES, LOGO_MESSAGES } from "../../../shared/company/company-schema";
import { CompanyResponseSchema } from "../../../shared/company/company-responses";
import { CompanyTimeZoneSchema } from "../../../shared/company/time-zones";
import { getCompany } from "./get-company";
import { updateCompany } from "./update-company";
import { removeCompanyLogo, uploadCompanyLogo } from "./set-company-logo";
import { deleteCompany } from "./delete-company";

/** The logo route reads its own body (app.ts UPLOAD_PATHS): the file plus the multipart envelope. */
export const LOGO_UPLOAD_PATH = "/api/company/logo";
const logoBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: LOGO_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError(413, "file_too_large", LOGO_MESSAGES.tooLarge, { file: LOGO_MESSAGES.tooLarge });
  },
});

async function readLogo(c: Context): Promise<Uint8Array> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest(LOGO_MESSAGES.missing, { file: LOGO_MESSAGES.missing });
  }
  const file = body.file;
  if (!(file instanceof File) || file.size === 0) throw badRequest(LOGO_MESSAGES.missing, { file: LOGO_MESSAGES.missing });
  return new Uint8Array(await file.arrayBuffer());
}

const tags = ["Company"];
const company = json(CompanyResponseSchema, "The company");
// Who acts, for the audit log: the caller and the client IP as the rate limits see it.
const actorOf = <C extends Context<AppEnv & { Variables: { caller: Scope } }>>(c: C) => ({ ...c.var.caller, ip: requestIp(c) });

const read = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The company's details (admins)",
  middleware: requireAdmin,
  responses: { 200: company, ...errors(...GUARD_ERRORS.member, 404) },
});
const update = createRoute({
  method: "put",
  path: "/",
  tags,
  summary: "Change the company's name, website and employee count (admins)",
  middleware: requireAdmin,
  request: jsonBody(CompanyDetailsSchema),
  responses: { 200: company, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const updateTimeZone = createRoute({
  method: "put",
  path: "/time-zone",
  tags,
  summary: "Change the company's time zone (an IANA name): campaign schedules and statistics days are in it (admins)",
  middleware: requireAdmin,
  request: jsonBody(CompanyTimeZoneSchema),
  responses: { 200: company, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const uploadLogo = createRoute({
  method: "post",
  path: "/logo",
  tags,
  summary:
    "Upload the logo (PNG, JPEG, GIF, WebP or SVG up to 5 MB; multipart field `file`). Stored re-encoded, at most 600 px wide; SVG as PNG",
  middleware: [logoBodyLimit, requireAdmin] as [typeof logoBodyLimit, typeof requireAdmin],
  request: {
    body: {
      content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } } } } },
    },
  },
  responses: { 200: company, ...errors(...GUARD_ERRORS.member, 404, 413, 415) },
});
const removeLogo = createRoute({
  method: "delete",
  path: "/logo",
  tags,
  summary: "Remove the logo (signatures show the default placeholder)",
  middleware: requireAdmin,
  responses: { 200: company, ...errors(...GUARD_ERRORS.member, 404) },
});
const remove = createRoute({
  method: "delete",
  path: "/",
  tags,
  summary: "Delete the company and everything of it, after its exact name is typed (admins)",
  middleware: requireAdmin,
  request: jsonBody(DeleteCompanySchema),
  responses: { 204: { description: "Deleted; every admin was emailed" }, ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});

export const companyRoutes = createRouter()
  .openapi(read, async (c) => c.json({ account: await getCompany(c.var.deps.db, c.var.caller) }, 200))
  .openapi(update, async (c) => c.json({ account: await updateCompany(c.var.deps.db, actorOf(c), c.req.valid("json")) }, 200))
  .openapi(updateTimeZone, async (c) => c.json({ account: await updateCompany(c.var.deps.db, actorOf(c), c.req.valid("json")) }, 200))
  .openapi(uploadLogo, async (c) => {
    const bytes = await readLogo(c);
    const { db, storage } = c.var.deps;
    return c.json({ account: await uploadCompanyLogo({ db, storage }, actorOf(c), bytes) }, 200);
  })
  .openapi(removeLogo, async (c) => {
    const { db, storage } = c.var.deps;
    return c.json({ account: await removeCompanyLogo({ db, storage }, actorOf(c)) }, 200);
  })
  .openapi(remove, async (c) => {
    const { db, storage, mailer, logger, config } = c.var.deps;
    await deleteCompany({ db, storage, mailer, logger, supportEmail: config.supportEmail }, actorOf(c), c.req.valid("json"));
    return c.body(null, 204);
  });
