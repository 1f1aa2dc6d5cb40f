// The super admin panel's API. requireSuperAdmin ignores the status of the super admin's
// own account, so a suspended account never locks its super admins out.
import { createRoute } from "@hono/zod-openapi";
import { requireSuperAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody, z } from "../../lib/openapi";
import { notFound } from "../../lib/errors";
import { SuspendAccountSchema } from "../../../shared/admin/account-status-schema";
import {
  AccountListQuerySchema,
  ChangeUserRoleSchema,
  GalleryOrderSchema,
  GalleryTemplateSchema,
  PlatformSettingsSchema,
  TestEmailSchema,
  UserListQuerySchema,
} from "../../../shared/admin/admin-schema";
import {
  AccountDetailsResponseSchema,
  AccountListResponseSchema,
  AccountStatusResponseSchema,
  DeletedResponseSchema,
  GalleryCreatedResponseSchema,
  GalleryListResponseSchema,
  OverviewResponseSchema,
  PlatformSettingsResponseSchema,
  TestEmailResponseSchema,
  UserDetailsResponseSchema,
  UserListResponseSchema,
  UserRoleResponseSchema,
} from "../../../shared/admin/admin-responses";
import { OkSchema } from "../../../shared/errors/error-response";
import { findAccounts } from "./find-accounts";
import { activateAccount, suspendAccount } from "./set-account-status";
import { accountDetailsOf } from "./account-details-of";
import { deleteAccount } from "../accounts/delete-account";
import { DELETE_COMPANY_MESSAGE, DeleteCompanySchema } from "../../../shared/company/company-schema";
import { findUsers } from "./find-users";
import { userDetailsOf } from "./user-details-of";
import { changeUserRole, deleteUser, revokeUserSessions, sendUserPasswordReset } from "./manage-user";
import { platformOverview } from "./platform-overview";
import { sendTestEmail, updatePlatformSettings } from "./manage-platform-settings";
import { defaultPlatformSettings, platformSettingsOf } from "../config/platform-settings";
import { addGalleryTemplate, findGallery, reorderGallery, setGalleryRetired } from "./gallery";

const tags = ["Super admin"];
const middleware = requireSuperAdmin;
const params = idParams("Account");
// better-auth's user ids are not uuids: any id up to 100 characters, 404 when unknown.
const userParams = z.object({
  id: z
    .string()
    .min(1, "User not found.")
    .max(100, "User not found.")
    .openapi({ param: { name: "id", in: "path" } }),
});
const guard = GUARD_ERRORS.superAdmin;

const overview = createRoute({
  method: "get",
  path: "/overview",
  tags,
  summary: "The dashboard: accounts by status, users, signatures, campaigns, events, sign-ups",
  middleware,
  responses: { 200: json(OverviewResponseSchema, "Overview"), ...errors(...guard) },
});
const list = createRoute({
  method: "get",
  path: "/accounts",
  cache: "shared",
  tags,
  summary: "Accounts, searched (name, website, member email), filtered by status, sorted, one page",
  middleware,
  request: { query: AccountListQuerySchema },
  responses: { 200: json(AccountListResponseSchema, "Accounts"), ...errors(...guard) },
});
const account = createRoute({
  method: "get",
  path: "/accounts/{id}",
  tags,
  summary: "One account: details, members, templates, campaigns, deployments, audit log",
  middleware,
  request: { params },
  responses: { 200: json(AccountDetailsResponseSchema, "Account"), ...errors(...guard, 404) },
});
const activate = createRoute({
  method: "post",
  path: "/accounts/{id}/activate",
  tags,
  summary: "Activate a pending or suspended account",
  middleware,
  request: { params },
  responses: { 200: json(AccountStatusResponseSchema, "Activated"), ...errors(...guard, 404) },
});
const suspend = createRoute({
  method: "post",
  path: "/accounts/{id}/suspend",
  tags,
  summary: "Suspend an account with a reason",
  middleware,
  request: { params, ...jsonBody(SuspendAccountSchema) },
  responses: { 200: json(AccountStatusResponseSchema, "Suspended"), ...errors(...guard, 404, 415) },
  "x-multiline": ["reason"],
});
const removeAccount = createRoute({
  method: "delete",
  path: "/accounts/{id}",
  tags,
  summary: "Delete an account and everything of it (confirm with its exact name)",
  middleware,
  request: { params, ...jsonBody(DeleteCompanySchema) },
  responses: { 200: json(DeletedResponseSchema, "Deleted"), ...errors(...guard, 404, 409, 415) },
});
const users = createRoute({
  method: "get",
  path: "/users",
  cache: "shared",
  tags,
  summary: "Users across accounts, searched by name or email, filtered by role and account, one page",
  middleware,
  request: { query: UserListQuerySchema },
  responses: { 200: json(UserListResponseSchema, "Users"), ...errors(...guard) },
});
const user = createRoute({
  method: "get",
  path: "/users/{id}",
  tags,
  summary: "One user: profile, account and role, sessions, recent audit entries",
  middleware,
  request: { params: userParams },
  responses: { 200: json(UserDetailsResponseSchema, "User"), ...errors(...guard, 404) },
});
const role = createRoute({
  method: "post",
  path: "/users/{id}/role",
  tags,
  summary: "Change a user's role (an account keeps an admin, the platform a super admin)",
  middleware,
  request: { params: userParams, ...jsonBody(ChangeUserRoleSchema) },
  responses: { 200: json(UserRoleResponseSchema, "Changed"), ...errors(...guard, 404, 409, 415) },
});
const passwordReset = createRoute({
  method: "post",
  path: "/users/{id}/password-reset",
  tags,
  summary: "Email the user a password reset code and link (a few per user per hour)",
  middleware,
  request: { params: userParams },
  responses: { 200: json(OkSchema, "Sent"), ...errors(...guard, 404, 429) },
});
const revokeSessions = createRoute({
  method: "post",
  path: "/users/{id}/revoke-sessions",
  tags,
  summary: "Sign the user out of every session",
  middleware,
  request: { params: userParams },
  responses: { 200: json(OkSchema, "Signed out"), ...errors(...guard, 404) },
});
const removeUser = createRoute({
  method: "delete",
  path: "/users/{id}",
  tags,
  summary: "Delete a user (not oneself; an account keeps an admin, the platform a super admin)",
  middleware,
  request: { params: userParams },
  responses: { 200: json(OkSchema, "Deleted"), ...errors(...guard, 404, 409) },
});
const settings = createRoute({
  method: "get",
  path: "/settings",
  tags,
  summary: "Platform settings, and the environment's values they override",
  middleware,
  responses: { 200: json(PlatformSettingsResponseSchema, "Settings"), ...errors(...guard) },
});
const updateSettings = createRoute({
  method: "put",
  path: "/settings",
  tags,
  summary: "Change the platform settings (apply at once, no restart)",
  middleware,
  request: jsonBody(PlatformSettingsSchema),
  responses: { 200: json(PlatformSettingsResponseSchema, "Saved"), ...errors(...guard, 415) },
});
const testEmail = createRoute({
  method: "post",
  path: "/settings/test-email",
  tags,
  summary: "Send a test email; answers with the SMTP result or the outbox entry",
  middleware,
  request: jsonBody(TestEmailSchema),
  responses: { 200: json(TestEmailResponseSchema, "What the mailer did"), ...errors(...guard, 415) },
});

const galleryParams = idParams("Template");
const gallery = createRoute({
  method: "get",
  path: "/templates",
  cache: "shared",
  tags,
  summary: "The template gallery in its order, retired ones included, with previews",
  middleware,
  responses: { 200: json(GalleryListResponseSchema, "Gallery"), ...errors(...guard) },
});
const addTemplate = createRoute({
  method: "post",
  path: "/templates",
  tags,
  summary: "Add a gallery template (sanitized; what was removed is listed)",
  middleware,
  request: jsonBody(GalleryTemplateSchema),
  responses: { 201: json(GalleryCreatedResponseSchema, "Added"), ...errors(...guard, 415) },
  "x-multiline": ["html", "description"],
});
const retireTemplate = createRoute({
  method: "post",
  path: "/templates/{id}/retire",
  tags,
  summary: "Retire a gallery template: hidden from new picks, copies stay",
  middleware,
  request: { params: galleryParams },
  responses: { 200: json(OkSchema, "Retired"), ...errors(...guard, 404) },
});
const restoreTemplate = createRoute({
  method: "post",
  path: "/templates/{id}/restore",
  tags,
  summary: "Offer a retired gallery template again",
  middleware,
  request: { params: galleryParams },
  responses: { 200: json(OkSchema, "Restored"), ...errors(...guard, 404) },
});
const orderTemplates = createRoute({
  method: "put",
  path: "/templates/order",
  tags,
  summary: "Reorder the gallery (every template id once, in the new order)",
  middleware,
  request: jsonBody(GalleryOrderSchema),
  responses: { 200: json(OkSchema, "Reordered"), ...errors(...guard, 415) },
});

export const adminRoutes = createRouter()
  .openapi(overview, async (c) => c.json(await platformOverview(c.var.deps.db), 200))
  .openapi(list, async (c) => {
    const { db } = c.var.deps;
    const query = c.req.valid("query");
    return c.json(await findAccounts(db, c.var.caller, query), 200);
  })
  .openapi(account, async (c) => {
    const details = await accountDetailsOf(c.var.deps.db, c.req.valid("param").id);
    if (!details) throw notFound("Account");
    return c.json(details, 200);
  })
  .openapi(activate, async (c) => c.json({ account: await activateAccount(c.var.deps.db, c.var.caller, c.req.valid("param")) }, 200))
  .openapi(suspend, async (c) =>
    c.json(
      {
        account: await suspendAccount(c.var.deps.db, c.var.caller, { ...c.req.valid("param"), ...c.req.valid("json") }),
      },
      200,
    ),
  )
  .openapi(removeAccount, async (c) => {
    const { db, storage, mailer, logger, config } = c.var.deps;
    const { name } = await deleteAccount(
      { db, storage, mailer, logger, supportEmail: config.supportEmail },
      c.var.caller,
      { accountId: c.req.valid("param").id, confirmName: c.req.valid("json").confirmName },
      { confirmMismatch: DELETE_COMPANY_MESSAGE },
    );
    return c.json({ ok: true as const, name }, 200);
  })
  .openapi(users, async (c) => {
    const { db } = c.var.deps;
    const query = c.req.valid("query");
    return c.json(await findUsers(db, query), 200);
  })
  .openapi(user, async (c) => {
    const details = await userDetailsOf(c.var.deps.db, c.req.valid("param").id);
    if (!details) throw notFound("User");
    return c.json(details, 200);
  })
  .openapi(role, async (c) =>
    c.json(await changeUserRole(c.var.deps.db, c.var.caller, { ...c.req.valid("param"), ...c.req.valid("json") }), 200),
  )
  .openapi(passwordReset, async (c) => {
    await sendUserPasswordReset(c.var.deps, c.var.caller, c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(revokeSessions, async (c) => {
    await revokeUserSessions(c.var.deps.db, c.var.caller, c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(removeUser, async (c) => {
    await deleteUser(c.var.deps.db, c.var.caller, c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(settings, async (c) => {
    const { db, config } = c.var.deps;
    return c.json({ settings: await platformSettingsOf(db, config), defaults: defaultPlatformSettings(config) }, 200);
  })
  .openapi(updateSettings, async (c) => {
    const { config } = c.var.deps;
    const saved = await updatePlatformSettings(c.var.deps, c.var.caller, c.req.valid("json"));
    return c.json({ settings: saved, defaults: defaultPlatformSettings(config) }, 200);
  })
  .openapi(testEmail, async (c) => c.json({ email: await sendTestEmail(c.var.deps, c.var.caller, c.req.valid("json")) }, 200))
  .openapi(gallery, async (c) => {
    const { db, config } = c.var.deps;
    return c.json({ templates: await findGallery(db, config.baseUrl) }, 200);
  })
  .openapi(addTemplate, async (c) =>
    c.json(await addGalleryTemplate(c.var.deps.db, c.var.caller, c.req.valid("json"), c.var.deps.config.baseUrl), 201),
  )
  .openapi(retireTemplate, async (c) => {
    await setGalleryRetired(c.var.deps.db, c.var.caller, { id: c.req.valid("param").id, retired: true });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(restoreTemplate, async (c) => {
    await setGalleryRetired(c.var.deps.db, c.var.caller, { id: c.req.valid("param").id, retired: false });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(orderTemplates, async (c) => {
    await reorderGallery(c.var.deps.db, c.var.caller, c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });
