// "Deploy to team" (admins): a dry run, starting a deployment, its progress, history and
// per-member results, and retrying the failed members.
import { requireAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, idParams, json, jsonBody } from "../../lib/openapi";
import { DeploymentMembersQuerySchema, DryRunSchema, StartDeploymentSchema } from "../../../shared/deployments/deployment-schema";
import {
  DeploymentListResponseSchema,
  DeploymentMembersResponseSchema,
  DeploymentResponseSchema,
  DryRunResponseSchema,
  RetryResponseSchema,
} from "../../../shared/deployments/deployment-responses";
import { dryRunDeployment } from "./dry-run-deployment";
import { startDeployment } from "./start-deployment";
import { retryFailed } from "./retry-failed";
import { findDeployments, getDeployment } from "./find-deployments";
import { findDeploymentMembers } from "./find-deployment-members";

const middleware = requireAdmin;
const params = idParams("Deployment");

const dryRun = createRoute({
  method: "post",
  path: "/dry-run",
  summary: "What deploying would change, without changing anything (admins)",
  description:
    "What deploying now would do, without changing anything: how many members' signatures would change or stay, who is over Gmail's limit (skipped), and a sample of changed signatures. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(DryRunSchema, { departmentIds: [] }),
  responses: { 200: json(DryRunResponseSchema, "Counts, failures and a sample"), ...errors(...GUARD_ERRORS.member, 415) },
});
const start = createRoute({
  method: "post",
  path: "/",
  summary: "Deploy signatures to the team (admins; one at a time per account)",
  description:
    "Starts a deployment: every targeted member's signature is rendered again from their current template and stored, in queued batches; changed members may be emailed a link to install it, and with Google Workspace connected it is put into Gmail. One deployment at a time per company (409). Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: jsonBody(StartDeploymentSchema, { departmentIds: [], emailMembers: true, pushToMailboxes: false }),
  responses: { 201: json(DeploymentResponseSchema, "The started deployment"), ...errors(...GUARD_ERRORS.member, 409, 415) },
});
const list = createRoute({
  method: "get",
  path: "/",
  cache: "account",
  summary: "Deployment history, newest first, and the running one (admins)",
  description: "The company's deployments, newest first, with the one running now and its progress. Admins, or an API key of the company.",
  middleware,
  responses: { 200: json(DeploymentListResponseSchema, "Deployments"), ...errors(...GUARD_ERRORS.member) },
});
const getOne = createRoute({
  method: "get",
  path: "/{id}",
  summary: "One deployment with its progress (admins)",
  description:
    "One deployment with its counts so far: updated, skipped, failed, pending, and the emails sent. Admins, or an API key of the company.",
  middleware,
  request: { params },
  responses: { 200: json(DeploymentResponseSchema, "The deployment"), ...errors(...GUARD_ERRORS.member, 404) },
});
const members = createRoute({
  method: "get",
  path: "/{id}/members",
  cache: "account",
  summary: "Per-member results of a deployment, failures first (admins)",
  description:
    "The members of a deployment with their result (updated, skipped, failed with the reason, pending) and their email's state, failures first, one page at a time. Admins, or an API key of the company.",
  middleware,
  request: { params, query: DeploymentMembersQuerySchema },
  responses: { 200: json(DeploymentMembersResponseSchema, "Member results"), ...errors(...GUARD_ERRORS.member, 404) },
});
const retry = createRoute({
  method: "post",
  path: "/{id}/retry",
  summary: "Deploy again to the members still failed (admins); while a retry of this deployment runs, that one",
  description:
    "Deploys again to the members of a deployment whose latest result is still a failure. While a retry of it runs, answers that retry instead of starting another. For a deployment that puts signatures in Gmail, the members whose push into Gmail failed are queued again too (`pushesRequeued`); when only pushes failed, no deployment is started and this deployment is answered (200). Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  request: { params },
  responses: {
    201: json(RetryResponseSchema, "The retry deployment, started"),
    200: json(
      RetryResponseSchema,
      "Nothing started: the retry of this deployment already running, or this deployment (only Gmail pushes queued again)",
    ),
    ...errors(...GUARD_ERRORS.member, 404, 409),
  },
});

export const deploymentRoutes = createRouter("deployments")
  .openapi(dryRun, async (c) => c.json(await dryRunDeployment(c.get("deps"), c.get("caller"), c.req.valid("json")), 200))
  .openapi(start, async (c) =>
    c.json(
      {
        deployment: await startDeployment(c.get("deps"), c.get("caller"), c.req.valid("json"), {
          batchSize: c.get("deps").config.deploymentBatchSize,
        }),
      },
      201,
    ),
  )
  .openapi(list, async (c) => c.json(await findDeployments(c.get("deps").db, c.get("caller")), 200))
  .openapi(getOne, async (c) =>
    c.json({ deployment: await getDeployment(c.get("deps").db, c.get("caller"), c.req.valid("param").id) }, 200),
  )
  .openapi(members, async (c) => {
    const { db } = c.get("deps");
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    return c.json(await findDeploymentMembers(db, c.get("caller"), id, query), 200);
  })
  .openapi(retry, async (c) => {
    const { deployment, created, pushesRequeued } = await retryFailed(c.get("deps"), c.get("caller"), c.req.valid("param").id, {
      batchSize: c.get("deps").config.deploymentBatchSize,
    });
    return created ? c.json({ deployment, pushesRequeued }, 201) : c.json({ deployment, pushesRequeued }, 200);
  });
