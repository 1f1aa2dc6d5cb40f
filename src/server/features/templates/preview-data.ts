// The values the editor's preview renders with, so the browser's shared renderer shows a
// template byte for byte as a member gets it: the member's values as their signature
// computes them (or the sample data), and a campaign of the account, untracked (a preview
// must not count impressions or clicks). Another account's member or campaign is 404.
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { accountUsers, campaigns } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { campaignData } from "../signature/render-signature";
import { loadSignatureData } from "../signature/load-signature-data";
import { SAMPLE_PREVIEW_DATA } from "../../../shared/signature/sample-data";
import type { PreviewData } from "../../../shared/templates/template-responses";

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
  return campaignData(row, "a", deps.config.baseUrl);
}

export async function getPreviewData(deps: Pick<AppDeps, "db" | "config">, scope: Scope, query: Query): Promise<PreviewData> {
  const chosen = query.memberId ? await memberData(deps, scope, query.memberId) : { member: null, data: SAMPLE_PREVIEW_DATA };
  const campaign = query.campaignId ? await campaignOf(deps, scope, query.campaignId) : null;
  return { ...chosen, campaigns: campaign ? [campaign] : [], assetBaseUrl: deps.config.baseUrl };
}
