// GET /api/templates/preview-data: a member's (or sample) data and a campaign, for the live preview.
import { api, call } from "../../../lib/api-client";

export async function fetchPreviewData(choice: { memberId: string | null; campaignId: string | null }) {
  const query: Record<string, string> = {};
  if (choice.memberId) query.memberId = choice.memberId;
  if (choice.campaignId) query.campaignId = choice.campaignId;
  return call(api.templates["preview-data"].$get({ query }));
}
