// The member's own signature: ensured, rendered, and its copies recorded.
import { createRoute } from "@hono/zod-openapi";
import { requireMember } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import {
  EnsureSignatureResponseSchema,
  SignatureCopiedSchema,
  SignatureDataSchema,
  SignatureQuerySchema,
} from "../../../shared/signature/signature-responses";
import { ensureSignature } from "./ensure-signature";
import { recordSignatureCopy } from "./record-signature-copy";
import { renderSignature } from "./render-signature";
import { stripTemplateRef } from "./template-ref";

const tags = ["Signature"];
const middleware = requireMember;

const ensure = createRoute({
  method: "post",
  path: "/ensure",
  tags,
  summary: "Make sure the member has one active signature",
  middleware,
  responses: { 200: json(EnsureSignatureResponseSchema, "The active signature"), ...errors(...GUARD_ERRORS.member, 404) },
});
const render = createRoute({
  method: "get",
  path: "/",
  cache: "user",
  tags,
  summary: "The member's signature rendered as HTML",
  middleware,
  request: { query: SignatureQuerySchema },
  responses: { 200: json(SignatureDataSchema, "Rendered signature"), ...errors(...GUARD_ERRORS.member, 404) },
});
const copied = createRoute({
  method: "post",
  path: "/copied",
  tags,
  summary: "Record that the member copied their signature",
  middleware,
  responses: { 200: json(SignatureCopiedSchema, "Recorded"), ...errors(...GUARD_ERRORS.member, 404) },
});

export const signatureRoutes = createRouter()
  .openapi(ensure, async (c) => c.json({ signature: await ensureSignature(c.var.deps.db, c.var.caller) }, 200))
  .openapi(render, async (c) => {
    const { template } = c.req.valid("query");
    const templateId = template ? stripTemplateRef(template) : undefined;
    return c.json(await renderSignature(c.var.deps, c.var.caller, { templateId }), 200);
  })
  .openapi(copied, async (c) => c.json(await recordSignatureCopy(c.var.deps.db, c.var.caller), 200));
