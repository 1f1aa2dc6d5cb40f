// The caller's company (admins): details, logo, and deleting it. Every change is
// audit-logged in its transaction with the client's IP.
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { uploadLimit } from "../../lib/route-rules";
import { readUpload, uploadBody } from "../../lib/upload";
import {
  CompanyDetailsSchema,
  DELETE_COMPANY_EXAMPLE_NAME,
  DeleteCompanySchema,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
} from "../../../shared/company/company-schema";
import { CompanyResponseSchema } from "../../../shared/company/company-responses";
import { CompanyTimeZoneSchema } from "../../../shared/company/time-zones";
import { getCompany } from "./get-company";
import { updateCompany } from "./update-company";
import { removeCompanyLogo, uploadCompanyLogo } from "./set-company-logo";
import { deleteCompany } from "./delete-company";

const company = json(CompanyResponseSchema, "The company");

const read = createRoute({
  method: "get",
  path: "/",
  summary: "The company's details (admins)",
  description:
    "The company's name, website, employee count, logo (with its pixel size), time zone and status. Admins, or an API key of the company.",
  middleware: requireAdmin,
  responses: { 200: company, ...errors(...GUARD_ERRORS.member, 404) },
});
const update = createRoute({
  method: "put",
  path: "/",
  summary: "Change the company's name, website and employee count (admins)",
  description:
    "Changes the company's name, website and employee count; every signature that shows them follows on its next render. Audit-logged with what changed. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: jsonBody(CompanyDetailsSchema, { name: "Analytical Engines Ltd", website: "https://example.com", employeeCount: 25 }),
  responses: { 200: company, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const updateTimeZone = createRoute({
  method: "put",
  path: "/time-zone",
  summary: "Change the company's time zone (an IANA name): campaign schedules and statistics days are in it (admins)",
  description:
    "Changes the company's time zone (an IANA name such as Europe/Berlin). Campaign start and end times typed without an offset, and the days statistics count, are in this zone. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: jsonBody(CompanyTimeZoneSchema, { timeZone: "Europe/Berlin" }),
  responses: { 200: company, ...errors(...GUARD_ERRORS.member, 404, 415) },
});
const uploadLogo = createRoute({
  method: "post",
  path: "/logo",
  summary:
    "Upload the logo (PNG, JPEG, GIF, WebP or SVG up to 5 MB; multipart field `file`). Stored re-encoded, at most 600 px wide; SVG as PNG",
  description:
    "Sets the company's logo from an uploaded image (multipart field `file`; PNG, JPEG, GIF, WebP or SVG up to 5 MB, checked by content). It is stored re-encoded at most 600 px wide, an SVG as PNG because Gmail and Outlook don't show SVG. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  bodyLimit: uploadLimit(LOGO_MAX_BYTES, LOGO_MESSAGES),
  request: uploadBody(LOGO_MAX_BYTES),
  responses: { 200: company, ...errors(...GUARD_ERRORS.member, 404, 413, 415) },
});
const removeLogo = createRoute({
  method: "delete",
  path: "/logo",
  summary: "Remove the logo (signatures show the default placeholder)",
  description:
    "Removes the company's logo: signatures show a monogram of the company's initials instead. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  responses: { 200: company, ...errors(...GUARD_ERRORS.member, 404) },
});
const remove = createRoute({
  method: "delete",
  path: "/",
  summary: "Delete the company and everything of it, after its exact name is typed (admins)",
  description:
    "Deletes the company and everything of it (members who belong nowhere else, templates, campaigns, statistics, files) once `confirmName` is its exact name. Its admins are emailed; the audit log keeps only the deletion itself. Admins, or an API key of the company with read and write access.",
  middleware: requireAdmin,
  request: jsonBody(DeleteCompanySchema, { confirmName: DELETE_COMPANY_EXAMPLE_NAME }),
  responses: { 204: { description: "Deleted; every admin was emailed" }, ...errors(...GUARD_ERRORS.member, 404, 409, 415) },
});

export const companyRoutes = createRouter("company")
  .openapi(read, async (c) => c.json({ account: await getCompany(c.get("deps").db, c.get("caller")) }, 200))
  .openapi(update, async (c) => c.json({ account: await updateCompany(c.get("deps"), c.get("caller"), c.req.valid("json")) }, 200))
  .openapi(updateTimeZone, async (c) => c.json({ account: await updateCompany(c.get("deps"), c.get("caller"), c.req.valid("json")) }, 200))
  .openapi(uploadLogo, async (c) => {
    const bytes = await readUpload(c, LOGO_MESSAGES);
    return c.json({ account: await uploadCompanyLogo(c.get("deps"), c.get("caller"), bytes) }, 200);
  })
  .openapi(removeLogo, async (c) => {
    return c.json({ account: await removeCompanyLogo(c.get("deps"), c.get("caller")) }, 200);
  })
  .openapi(remove, async (c) => {
    const { db, storage, mailer, logger, config } = c.get("deps");
    await deleteCompany({ db, storage, mailer, logger, supportEmail: config.supportEmail }, c.get("caller"), c.req.valid("json"));
    return c.body(null, 204);
  });
