// The values the editor's preview renders with, so the browser's shared renderer shows a
// template byte for byte as a member gets it: the member's values as their signature
// computes them, and a campaign of the account, untracked (a preview must not count
// impressions or clicks). Another account's member or campaign is 404. With no member
// chosen, previews (the editor's, the template cards', the gallery picker's) show the
// caller's own signature values: the company's logo and name and their own details, with
// sample values only where a field is empty, so no empty line hides part of a design.
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { accountUsers, campaigns } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { campaignData } from "../signature/render-signature";
import { loadSignatureData } from "../signature/load-signature-data";
import { SAMPLE_PREVIEW_DATA } from "../../../shared/signature/sample-data";
import { hasValue, SIGNATURE_FIELDS, type SignatureData } from "../../../shared/signature/fields";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { PreviewData } from "../../../shared/templates/template-responses";
import { withBannerSizes } from "../campaigns/banner-sizes";

type Query = { memberId?: string; campaignId?: string };

async function memberData(deps: Pick<AppDeps, "db" | "config">, scope: Scope, memberId: string) {
  const [membership] = await deps.db
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, scope.accountId), eq(accountUsers.userId, memberId)));
  if (!membership) throw notFound("Member");
  const loaded = await loadSignatureData(deps.db, { ...scope, userId: memberId }, deps.config.baseUrl);
  const name = typeof loaded.data.full_name === "string" && loaded.data.full_name ? loaded.data.full_name : String(loaded.data.email);
  return { member: { id: memberId, name }, data: loaded.data };
}

async function campaignOf(deps: Pick<AppDeps, "db" | "config">, scope: Scope, campaignId: string) {
  const [row] = await deps.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.accountId, scope.accountId)));
  if (!row) throw notFound("Campaign");
  const [sized] = await withBannerSizes(deps.db, [row]);
  return campaignData(sized, "a", deps.config.baseUrl);
}

/** The caller's own values, sample values where theirs are empty; the sample alone when the caller has no profile here. */
export async function ownPreviewData(db: Database, scope: Pick<Scope, "accountId" | "userId">, baseUrl: string): Promise<SignatureData> {
  const own = await loadSignatureData(db, { ...scope, role: "admin" }, baseUrl).then(
    (loaded) => loaded.data,
    (error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    },
  );
  if (!own) return SAMPLE_PREVIEW_DATA;
  const data: SignatureData = { logo_aspect: own.logo_aspect };
  for (const field of SIGNATURE_FIELDS) data[field] = hasValue(own[field]) ? own[field] : SAMPLE_PREVIEW_DATA[field];
  return data;
}

export async function getPreviewData(deps: Pick<AppDeps, "db" | "config">, scope: Scope, query: Query): Promise<PreviewData> {
  const chosen = query.memberId
    ? await memberData(deps, scope, query.memberId)
    : { member: null, data: await ownPreviewData(deps.db, scope, deps.config.baseUrl) };
  const campaign = query.campaignId ? await campaignOf(deps, scope, query.campaignId) : null;
  return { ...chosen, campaigns: campaign ? [campaign] : [], assetBaseUrl: deps.config.baseUrl };
}
