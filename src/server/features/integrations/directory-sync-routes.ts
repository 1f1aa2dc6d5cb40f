// Directory sync (admins), the same routes for every connected directory under its own path
// (/google/syncs, /microsoft/syncs): a preview of every change, applying or discarding it,
// and the sync history. One engine behind them (directory/).
import { requireAdmin } from "../../auth/guards";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, optionalJsonBody } from "../../lib/openapi";
import { DirectorySyncDetailResponseSchema, DirectorySyncListResponseSchema } from "../../../shared/integrations/integration-responses";
import { ApplySyncSchema, DIRECTORY_PROVIDER_NAMES, type ConnectedProviderId } from "../../../shared/integrations/integration-schema";
import { requireDirectoryProvider } from "./directory-providers";
import {
  afterDirectoryChange,
  announceSyncOutcome,
  applyDirectorySync,
  discardDirectorySync,
  findDirectorySyncs,
  getDirectorySync,
  previewDirectorySync,
  pushSyncChanges,
} from "../directory";
import { directorySourceRoutes } from "./directory-source-routes";

const middleware = requireAdmin;
const params = idParams("Sync");
const detail = json(DirectorySyncDetailResponseSchema, "The sync and its changes (up to 200 of each kind)");

/** The directories an admin syncs from: the registry's providers (SCIM pushes instead: it has no sync routes). */
function syncRoutesOf<P extends ConnectedProviderId>(provider: P) {
  const name = DIRECTORY_PROVIDER_NAMES[provider];
  const path = `/${provider}/syncs` as `/${P}/syncs`;
  const one = `/${provider}/syncs/{id}` as `/${P}/syncs/{id}`;
  const preview = createRoute({
    method: "post",
    path,
    summary: `Read the ${name} directory and preview what a sync would change; nothing changes yet (admins)`,
    description: `Reads the ${name} directory and stores a preview of what a sync would change (members to add, update, deactivate), changing nothing yet. 30 a minute per company. Admins, or an API key of the company with read and write access.`,
    middleware,
    rateLimit: { ...RATE_LIMITS.integrationCallsPerAccount, per: "account" },
    responses: { 201: detail, ...errors(...GUARD_ERRORS.member, 404) },
  });
  const list = createRoute({
    method: "get",
    path,
    summary: `${name} sync history, newest first (admins)`,
    description: `The company's ${name} syncs, newest first: previews, applied syncs and scheduled ones, with their counts. Admins, or an API key of the company.`,
    middleware,
    responses: { 200: json(DirectorySyncListResponseSchema, "The last 50 syncs"), ...errors(...GUARD_ERRORS.member) },
  });
  const getOne = createRoute({
    method: "get",
    path: one,
    summary: `One ${name} sync with its changes (admins)`,
    description: `One ${name} sync with every change it holds or made; another company's sync, or another directory's, is not found. Admins, or an API key of the company.`,
    middleware,
    request: { params },
    responses: { 200: detail, ...errors(...GUARD_ERRORS.member, 404) },
  });
  const apply = createRoute({
    method: "post",
    path: `${one}/apply` as `/${P}/syncs/{id}/apply`,
    summary: `Apply a previewed ${name} sync, or confirm the deactivations a scheduled sync held back (admins)`,
    description:
      "Applies a previewed sync, or confirms the deactivations a scheduled sync held back (more than 10% of members at once), writing exactly the stored plan in one transaction; a second apply is 409. Members another directory manages (the preview's conflicts) are left alone unless `moveConflicts` is true: then this directory manages them from now on. Audit-logged. Admins, or an API key of the company with read and write access.",
    middleware,
    request: { params, ...optionalJsonBody(ApplySyncSchema, { moveConflicts: false }) },
    responses: { 200: detail, ...errors(...GUARD_ERRORS.member, 404, 409) },
  });
  const discard = createRoute({
    method: "post",
    path: `${one}/discard` as `/${P}/syncs/{id}/discard`,
    summary: `Discard a ${name} preview or held deactivations (admins)`,
    description:
      "Discards a preview, or deactivations a scheduled sync held back: nothing of the plan is written, the history keeps the sync as discarded. Audit-logged. Admins, or an API key of the company with read and write access.",
    middleware,
    request: { params },
    responses: { 200: detail, ...errors(...GUARD_ERRORS.member, 404, 409) },
  });

  return createRouter("integrations")
    .openapi(preview, async (c) => {
      const deps = c.get("deps");
      const caller = c.get("caller");
      const id = await previewDirectorySync(deps.db, caller, await requireDirectoryProvider(deps, caller.accountId, provider));
      return c.json(await getDirectorySync(deps, caller, id), 201);
    })
    .openapi(list, async (c) => c.json({ syncs: await findDirectorySyncs(c.get("deps").db, c.get("caller"), provider) }, 200))
    .openapi(getOne, async (c) => c.json(await getDirectorySync(c.get("deps"), c.get("caller"), c.req.valid("param").id, provider), 200))
    .openapi(apply, async (c) => {
      const deps = c.get("deps");
      const caller = c.get("caller");
      const { id } = c.req.valid("param");
      const { moveConflicts } = c.req.valid("json");
      const result = await applyDirectorySync(deps.db, caller, id, pushSyncChanges(deps), provider, moveConflicts ?? false);
      await afterDirectoryChange(deps, caller.accountId, result.changedUserIds);
      await announceSyncOutcome(deps, caller.accountId, id, "admin");
      return c.json(await getDirectorySync(deps, caller, id), 200);
    })
    .openapi(discard, async (c) => {
      const { id } = c.req.valid("param");
      await discardDirectorySync(c.get("deps").db, c.get("caller"), id, provider);
      return c.json(await getDirectorySync(c.get("deps"), c.get("caller"), id), 200);
    });
}

export const directorySyncRoutes = createRouter("integrations")
  .route("/", syncRoutesOf("google"))
  .route("/", syncRoutesOf("microsoft"))
  .route("/", directorySourceRoutes);
