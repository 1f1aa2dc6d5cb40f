// The member's own signature: ensured, rendered, and its copies recorded.
import { requireMemberSession } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
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

const middleware = requireMemberSession;

const ensure = createRoute({
  method: "post",
  path: "/ensure",
  summary: "Make sure the member has one active signature",
  description:
    "Gives the signed-in member an active signature from their template if they have none yet, and answers it. API keys can't call it: a signature belongs to a person.",
  middleware,
  responses: { 200: json(EnsureSignatureResponseSchema, "The active signature"), ...errors(...GUARD_ERRORS.member, 404) },
});
const render = createRoute({
  method: "get",
  path: "/",
  cache: "user",
  summary: "The member's signature rendered as HTML",
  description:
    "The signed-in member's signature rendered as email-ready HTML from their template, profile, office and company, with the campaigns they picked or must show. API keys can't call it.",
  middleware,
  request: { query: SignatureQuerySchema },
  responses: { 200: json(SignatureDataSchema, "Rendered signature"), ...errors(...GUARD_ERRORS.member, 404) },
});
const copied = createRoute({
  method: "post",
  path: "/copied",
  summary: "Record that the member copied their signature",
  description:
    "Records that the signed-in member copied their signature into their mail client (statistics count it as adoption). API keys can't call it.",
  middleware,
  responses: { 200: json(SignatureCopiedSchema, "Recorded"), ...errors(...GUARD_ERRORS.member, 404) },
});

export const signatureRoutes = createRouter("signature")
  .openapi(ensure, async (c) => c.json({ signature: await ensureSignature(c.get("deps").db, c.get("caller")) }, 200))
  .openapi(render, async (c) => {
    const { template } = c.req.valid("query");
    const templateId = template ? stripTemplateRef(template) : undefined;
    return c.json(await renderSignature(c.get("deps"), c.get("caller"), { templateId }), 200);
  })
  .openapi(copied, async (c) => c.json(await recordSignatureCopy(c.get("deps").db, c.get("caller")), 200));
