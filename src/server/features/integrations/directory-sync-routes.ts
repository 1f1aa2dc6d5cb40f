// Directory sync from Google Workspace (admins): a preview of every change, applying or
// discarding it, and the sync history.
import { requireAdmin } from "../../auth/guards";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json } from "../../lib/openapi";
import { DirectorySyncDetailResponseSchema, DirectorySyncListResponseSchema } from "../../../shared/integrations/integration-responses";
import { requireGoogleConnection } from "./google-connection";
import { googleDirectory } from "./google/google-directory";
import {
  applyDirectorySync,
  discardDirectorySync,
  findDirectorySyncs,
  getDirectorySync,
  previewDirectorySync,
} from "./directory/run-directory-sync";
import { afterDirectoryChange, pushSyncChanges } from "./after-directory-change";

const middleware = requireAdmin;
const params = idParams("Sync");
const detail = json(DirectorySyncDetailResponseSchema, "The sync and its changes (up to 200 of each kind)");

const preview = createRoute({
  method: "post",
  path: "/google/syncs",
  summary: "Read the directory and preview what a sync would change; nothing changes yet (admins)",
  description:
    "Reads the Google Workspace directory and stores a preview of what a sync would change (members to add, update, deactivate), changing nothing yet. 30 a minute per company. Admins, or an API key of the company with read and write access.",
  middleware,
  rateLimit: { ...RATE_LIMITS.integrationCallsPerAccount, per: "account" },
  responses: { 201: detail, ...errors(...GUARD_ERRORS.member, 404) },
});
const list = createRoute({
  method: "get",
  path: "/google/syncs",
  summary: "Sync history, newest first (admins)",
  description:
    "The company's directory syncs, newest first: previews, applied syncs and scheduled ones, with their counts. Admins, or an API key of the company.",
  middleware,
  responses: { 200: json(DirectorySyncListResponseSchema, "The last 50 syncs"), ...errors(...GUARD_ERRORS.member) },
});
const getOne = createRoute({
  method: "get",
  path: "/google/syncs/{id}",
  summary: "One sync with its changes (admins)",
  description: "One directory sync with every change it holds or made. Admins, or an API key of the company.",
  middleware,
  request: { params },
  responses: { 200: detail, ...errors(...GUARD_ERRORS.member, 404) },
});
const apply = createRoute({
  method: "post",
  path: "/google/syncs/{id}/apply",
  summary: "Apply a previewed sync, or confirm the deactivations a scheduled sync held back (admins)",
  description:
    "Applies a previewed sync, or confirms the deactivations a scheduled sync held back (more than 10% of members at once). Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params },
  responses: { 200: detail, ...errors(...GUARD_ERRORS.member, 404, 409) },
});
const discard = createRoute({
  method: "post",
  path: "/google/syncs/{id}/discard",
  summary: "Discard a preview or held deactivations (admins)",
  description:
    "Discards a preview, or deactivations a scheduled sync held back. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params },
  responses: { 200: detail, ...errors(...GUARD_ERRORS.member, 404, 409) },
});

export const directorySyncRoutes = createRouter("integrations")
  .openapi(preview, async (c) => {
    const { deps, caller } = c.var;
    const connection = await requireGoogleConnection(deps, caller.accountId);
    const id = await previewDirectorySync(deps.db, caller, googleDirectory(deps, connection));
    return c.json(await getDirectorySync(deps.db, caller, id), 201);
  })
  .openapi(list, async (c) => c.json({ syncs: await findDirectorySyncs(c.var.deps.db, c.var.caller) }, 200))
  .openapi(getOne, async (c) => c.json(await getDirectorySync(c.var.deps.db, c.var.caller, c.req.valid("param").id), 200))
  .openapi(apply, async (c) => {
    const { deps, caller } = c.var;
    const { id } = c.req.valid("param");
    const result = await applyDirectorySync(deps.db, caller, id, pushSyncChanges(deps));
    await afterDirectoryChange(deps, caller.accountId, result.changedUserIds);
    return c.json(await getDirectorySync(deps.db, caller, id), 200);
  })
  .openapi(discard, async (c) => {
    const { id } = c.req.valid("param");
    await discardDirectorySync(c.var.deps.db, c.var.caller, id);
    return c.json(await getDirectorySync(c.var.deps.db, c.var.caller, id), 200);
  });
