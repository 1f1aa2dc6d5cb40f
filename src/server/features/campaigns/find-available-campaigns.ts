// Campaigns the member can switch on in the picker: one switch per available campaign.
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import { safeImageUrl } from "../../../shared/signature/url-rules";
import { hasVariants, variantOf } from "../../../shared/campaigns/campaign-variant";
import { isAvailableTo, memberDepartmentId, type Scope } from "./campaign-availability";

/** The banner as the picker's thumbnail: an app path (/static, /files) or a checked image URL. */
function thumbnailOf(imageUrl: string | null): string | null {
  const text = imageUrl?.trim();
  if (!text) return null;
  if (/^\/(?![/\\])/.test(text)) return text;
  return safeImageUrl(text) || null;
}

export async function findAvailableCampaigns(db: Database, scope: Scope) {
  const departmentId = await memberDepartmentId(db, scope);
  const rows = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      description: campaigns.description,
      imageUrl: campaigns.imageUrl,
      imageUrlB: campaigns.imageUrlB,
      ctaTextB: campaigns.ctaTextB,
      endsAt: campaigns.endsAt,
      isRequired: campaigns.isRequired,
    })
    .from(campaigns)
    .where(isAvailableTo(db, scope.accountId, departmentId))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.name));
  // The banner of the variant this member gets, the one their signature carries.
  return rows.map(({ imageUrlB, ctaTextB, ...row }) => {
    const b = hasVariants({ imageUrlB, ctaTextB }) && variantOf(row.id, scope.userId) === "b";
    return { ...row, imageUrl: thumbnailOf((b && imageUrlB) || row.imageUrl) };
  });
}
