// GET /api/campaigns: the campaigns the editor's preview can add.
import { api, call } from "../../../lib/api-client";

export async function fetchPreviewCampaigns() {
  const { campaigns } = await call(api.campaigns.$get());
  return campaigns.map((c) => ({ id: c.id, label: c.name }));
}
