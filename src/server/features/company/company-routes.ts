// The caller's company (admins): details, logo, and deleting it. Every change is
// audit-logged in its transaction with the client's IP.
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { uploadLimit } from "../../lib/route-rules";
import { readUpload, uploadBody } from "../../lib/upload";
import { CompanyDetailsSchema, DeleteCompanySchema, LOGO_MAX_BYTES, LOGO_MESSAGES } from "../../../shared/company/company-schema";
import { CompanyResponseSchema } from "../../../shared/company/company-responses";
import { CompanyTimeZoneSchema } from "../../../shared/company/time-zones";
import { getCompany } from "./get-company";
import { updateCompany } from "./update-company";
import { removeCompanyLogo, uploadCompanyLogo } from "./set-company-logo";
import { deleteCompany } from "./delete-company";

const tags = ["Company"];
const company = json(CompanyResponseSchema, "The company");

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
  middleware: requireAdmin,
  bodyLimit: uploadLimit(LOGO_MAX_BYTES, LOGO_MESSAGES),
  request: uploadBody,
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
  .openapi(update, async (c) => c.json({ account: await updateCompany(c.var.deps.db, c.var.caller, c.req.valid("json")) }, 200))
  .openapi(updateTimeZone, async (c) => c.json({ account: await updateCompany(c.var.deps.db, c.var.caller, c.req.valid("json")) }, 200))
  .openapi(uploadLogo, async (c) => {
    const bytes = await readUpload(c, LOGO_MESSAGES);
    const { db, storage } = c.var.deps;
    return c.json({ account: await uploadCompanyLogo({ db, storage }, c.var.caller, bytes) }, 200);
  })
  .openapi(removeLogo, async (c) => {
    const { db, storage } = c.var.deps;
    return c.json({ account: await removeCompanyLogo({ db, storage }, c.var.caller) }, 200);
  })
  .openapi(remove, async (c) => {
    const { db, storage, mailer, logger, config } = c.var.deps;
    await deleteCompany({ db, storage, mailer, logger, supportEmail: config.supportEmail }, c.var.caller, c.req.valid("json"));
    return c.body(null, 204);
  });
