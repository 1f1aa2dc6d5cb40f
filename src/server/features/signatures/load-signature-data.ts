// The member's values for the template placeholders (spec 3): profile, office and
// account, with app-relative asset paths made absolute so they work inside an email.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, companyOffices, profiles } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { SignatureData } from "../../../shared/signature/fields";
import type { Scope } from "../campaigns/campaign-availability";
import { colourIndexFor, initialsOf, monogramPath, PHOTO_COLOUR_INDEX } from "../monograms/monogram";

/** "/static/demo/logo.png" or "/files/photos/x.jpg" -> "https://app.example/...". */
export function absoluteAssetUrl(value: string | null | undefined, baseUrl: string): string | null {
  if (!value) return null;
  const text = value.trim();
  return text.startsWith("/") && !text.startsWith("//") && !text.startsWith("/\\") ? `${baseUrl.replace(/\/+$/, "")}${text}` : text;
}

export async function loadSignatureData(db: Database, { accountId, userId }: Scope, baseUrl: string) {
  const [row] = await db
    .select({ profile: profiles, account: accounts, office: companyOffices })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, accountId))
    // The office must be one of the member's account's: never show another company's.
    .leftJoin(companyOffices, and(eq(companyOffices.id, profiles.officeId), eq(companyOffices.accountId, accountId)))
    .where(eq(profiles.id, userId));
  if (!row) throw notFound("Profile");
  const { profile, account, office } = row;
  const data: SignatureData = {
    email: profile.email,
    personal_phone: profile.personalPhone,
    full_name: [profile.firstName, profile.lastName].filter(Boolean).join(" "),
    job_title: profile.jobTitle,
    company_name: account.name,
    website: account.website,
    office_phone: office?.phoneNumber ?? null,
    address: office?.address ?? null,
    employee_count: account.employeeCount,
    linkedin_url: profile.linkedinUrl,
    // No photo or logo: a monogram of the initials, never placeholder art (issue 15 item 1).
    photo_url: absoluteAssetUrl(
      profile.photoUrl ||
        monogramPath(
          "photo",
          initialsOf(`${profile.firstName ?? ""} ${profile.lastName ?? ""}`.trim() || profile.email),
          PHOTO_COLOUR_INDEX,
        ),
      baseUrl,
    ),
    logo_url: absoluteAssetUrl(account.logoUrl || monogramPath("logo", initialsOf(account.name), colourIndexFor(account.id)), baseUrl),
    office_name: office?.locationName ?? null,
  };
  return { data, departmentId: profile.departmentId };
}
