// Everything a member's signature needs, in one query (decision 010): the values for the
// template placeholders (from profile, office and account, with app-relative asset
// paths made absolute so they work inside an email), the template (the one asked for,
// else the department's, else the account's default) and the selected campaigns that
// are still available to the member. A prepared statement per database handle: built
// once, and on PostgreSQL parsed once per connection. The template comes as its id and
// version; its compiled form from template-cache.ts (the HTML is read once per version).
import { and, asc, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/prepared";
import {
  accounts,
  campaigns,
  companyOffices,
  companyTemplates,
  profiles,
  storedFiles,
  templateDepartments,
  userCampaignSelections,
} from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { SignatureData } from "../../../shared/signature/fields";
import { isAvailableTo, type Scope } from "../campaigns/campaign-availability";
import { readyTemplateOf, type TemplateRef } from "./template-cache";
import { colourIndexFor, initialsOf, MONOGRAM_LOGO_ASPECT, monogramPath, PHOTO_COLOUR_INDEX } from "../monograms/monogram";

/** "/static/demo/logo.png" or "/files/photos/x.jpg" -> "https://app.example/...". */
export function absoluteAssetUrl(value: string | null | undefined, baseUrl: string): string | null {
  if (!value) return null;
  const text = value.trim();
  return text.startsWith("/") && !text.startsWith("//") && !text.startsWith("/\\") ? `${baseUrl.replace(/\/+$/, "")}${text}` : text;
}

export type SelectedCampaign = {
  id: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  landingPageUrl: string | null;
  ctaText: string | null;
  altText: string | null;
  imageUrlB: string | null;
  ctaTextB: string | null;
  altTextB: string | null;
  landingPageUrlB: string | null;
  /** The stored pixel size of each banner (null: not one of the company's stored files, or unmeasured). */
  imageWidth: number | null;
  imageHeight: number | null;
  imageWidthB: number | null;
  imageHeightB: number | null;
};

const accountId = sql.placeholder("accountId");

// The member's template: their department's (a department uses at most one), else the default.
export const memberTemplate = (db: Database) =>
  db
    .select({
      id: companyTemplates.id,
      updatedAt: companyTemplates.updatedAt,
      version: companyTemplates.version,
    })
    .from(companyTemplates)
    .leftJoin(
      templateDepartments,
      and(eq(templateDepartments.templateId, companyTemplates.id), eq(templateDepartments.departmentId, profiles.departmentId)),
    )
    .where(
      and(eq(companyTemplates.accountId, accountId), or(isNotNull(templateDepartments.departmentId), eq(companyTemplates.isDefault, true))),
    )
    .orderBy(sql`${templateDepartments.departmentId} is null`)
    .limit(1)
    .as("template");

// A template of the account chosen by id (the preview asks for one); another account's is none.
const chosenTemplate = (db: Database) =>
  db
    .select({
      id: companyTemplates.id,
      updatedAt: companyTemplates.updatedAt,
      version: companyTemplates.version,
    })
    .from(companyTemplates)
    .where(and(eq(companyTemplates.id, sql.placeholder("templateId")), eq(companyTemplates.accountId, accountId)))
    .as("template");

const bannerA = alias(storedFiles, "banner_a");
const bannerB = alias(storedFiles, "banner_b");

// One row per campaign available now that the member selected or the company requires
// (none: one row of nulls), in the order the member picked them (a required one: by its creation).
const selectedCampaigns = (db: Database) =>
  db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      description: campaigns.description,
      imageUrl: campaigns.imageUrl,
      landingPageUrl: campaigns.landingPageUrl,
      ctaText: campaigns.ctaText,
      altText: campaigns.altText,
      imageUrlB: campaigns.imageUrlB,
      ctaTextB: campaigns.ctaTextB,
      altTextB: campaigns.altTextB,
      landingPageUrlB: campaigns.landingPageUrlB,
      imageWidth: bannerA.width,
      imageHeight: bannerA.height,
      imageWidthB: sql<number | null>`${bannerB.width}`.as("image_width_b"),
      imageHeightB: sql<number | null>`${bannerB.height}`.as("image_height_b"),
      selectedAt: sql<Date>`coalesce(${userCampaignSelections.createdAt}, ${campaigns.createdAt})`.as("selected_at"),
    })
    .from(campaigns)
    .leftJoin(bannerA, eq(bannerA.path, campaigns.imageUrl))
    .leftJoin(bannerB, eq(bannerB.path, campaigns.imageUrlB))
    .leftJoin(
      userCampaignSelections,
      and(eq(userCampaignSelections.campaignId, campaigns.id), eq(userCampaignSelections.userId, profiles.id)),
    )
    .where(
      and(
        or(eq(campaigns.isRequired, true), isNotNull(userCampaignSelections.userId)),
        isAvailableTo(db, accountId, profiles.departmentId, sql`now()`),
      ),
    )
    .as("campaign");

/** The profile columns a signature reads (SignatureProfile) and the member's department. */
export const signatureProfileColumns = {
  departmentId: profiles.departmentId,
  email: profiles.email,
  personalPhone: profiles.personalPhone,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  jobTitle: profiles.jobTitle,
  linkedinUrl: profiles.linkedinUrl,
  photoUrl: profiles.photoUrl,
};

/** The company's columns a signature shows. */
export const signatureAccountColumns = {
  name: accounts.name,
  website: accounts.website,
  employeeCount: accounts.employeeCount,
  logoUrl: accounts.logoUrl,
  logoWidth: accounts.logoWidth,
  logoHeight: accounts.logoHeight,
};

type TemplateSubquery = ReturnType<typeof memberTemplate> | ReturnType<typeof chosenTemplate>;

/**
 * The one query behind a signature, for the profiles `where` picks: one row per member and
 * campaign, a member's rows together, in the order their campaigns show. A deployment's
 * batch (load-batch-signature-data.ts) runs it for many members at once.
 */
export function selectSignatureData(db: Database, template: TemplateSubquery, where: SQL) {
  const campaign = selectedCampaigns(db);
  return (
    db
      .select({
        profile: { id: profiles.id, ...signatureProfileColumns },
        account: signatureAccountColumns,
        office: { locationName: companyOffices.locationName, phoneNumber: companyOffices.phoneNumber, address: companyOffices.address },
        templateId: template.id,
        templateUpdatedAt: template.updatedAt,
        templateVersion: template.version,
        campaign: {
          id: campaign.id,
          name: campaign.name,
          description: campaign.description,
          imageUrl: campaign.imageUrl,
          landingPageUrl: campaign.landingPageUrl,
          ctaText: campaign.ctaText,
          altText: campaign.altText,
          imageUrlB: campaign.imageUrlB,
          ctaTextB: campaign.ctaTextB,
          altTextB: campaign.altTextB,
          landingPageUrlB: campaign.landingPageUrlB,
          imageWidth: campaign.imageWidth,
          imageHeight: campaign.imageHeight,
          imageWidthB: campaign.imageWidthB,
          imageHeightB: campaign.imageHeightB,
        },
      })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, accountId))
      // The office must be one of the member's account's: never show another company's.
      .leftJoin(companyOffices, and(eq(companyOffices.id, profiles.officeId), eq(companyOffices.accountId, accountId)))
      .leftJoinLateral(template, sql`true`)
      .leftJoinLateral(campaign, sql`true`)
      .where(where)
      .orderBy(asc(profiles.id), asc(campaign.selectedAt), asc(campaign.name))
  );
}

export type SignatureDataRow = Awaited<ReturnType<typeof selectSignatureData>>[number];

/** The profile columns a signature reads. */
export type SignatureProfile = Pick<
  typeof profiles.$inferSelect,
  "email" | "personalPhone" | "firstName" | "lastName" | "jobTitle" | "linkedinUrl" | "photoUrl"
>;

type DataRow = {
  profile: SignatureProfile;
  account: {
    name: string;
    website: string | null;
    employeeCount: number | null;
    logoUrl: string | null;
    logoWidth: number | null;
    logoHeight: number | null;
  };
  office: { locationName: string | null; phoneNumber: string | null; address: string | null } | null;
};

/** A member's placeholder values, from their profile, office and account; one mapping for every reader. */
export function signatureDataOf({ profile, account, office }: DataRow, accountId: string, baseUrl: string): SignatureData {
  return {
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
    // No photo or logo: a monogram of the initials, never placeholder art.
    photo_url: absoluteAssetUrl(
      profile.photoUrl ||
        monogramPath(
          "photo",
          initialsOf(`${profile.firstName ?? ""} ${profile.lastName ?? ""}`.trim() || profile.email),
          PHOTO_COLOUR_INDEX,
        ),
      baseUrl,
    ),
    logo_url: absoluteAssetUrl(account.logoUrl || monogramPath("logo", initialsOf(account.name), colourIndexFor(accountId)), baseUrl),
    office_name: office?.locationName ?? null,
    logo_aspect: logoAspectOf(account),
  };
}

/** The logo's width over its height: the stored logo's measured size, or the monogram's; null when unmeasured. */
export function logoAspectOf(account: { logoUrl: string | null; logoWidth?: number | null; logoHeight?: number | null }): number | null {
  if (!account.logoUrl) return MONOGRAM_LOGO_ASPECT;
  return account.logoWidth && account.logoHeight ? account.logoWidth / account.logoHeight : null;
}

function prepare(db: Database, template: TemplateSubquery, name: string) {
  return selectSignatureData(db, template, eq(profiles.id, sql.placeholder("userId"))).prepare(name);
}

/**
 * templateId: that template of the account (null when the account has no such template);
 * default: the member's. `template` is null when there is none.
 */
export async function loadSignatureData(db: Database, scope: Scope, baseUrl: string, options: { templateId?: string } = {}) {
  const rows = options.templateId
    ? await preparedStatement(db, "signature_data_chosen_template", (d, name) => prepare(d, chosenTemplate(d), name)).execute({
        accountId: scope.accountId,
        userId: scope.userId,
        templateId: options.templateId,
      })
    : await preparedStatement(db, "signature_data_member_template", (d, name) => prepare(d, memberTemplate(d), name)).execute({
        accountId: scope.accountId,
        userId: scope.userId,
      });
  if (!rows[0]) throw notFound("Profile");
  const loaded = signatureDataFrom(rows, scope.accountId, baseUrl);
  return { ...loaded, template: loaded.template && (await readyTemplateOf(db, loaded.template)) };
}

export type LoadedSignature = Awaited<ReturnType<typeof loadSignatureData>>;

/** One member's rows of `selectSignatureData` (at least one) -> their data, template version and campaigns. */
export function signatureDataFrom(rows: SignatureDataRow[], accountId: string, baseUrl: string) {
  const [row] = rows;
  const { profile } = row;
  const data = signatureDataOf(row, accountId, baseUrl);
  const template: TemplateRef | null =
    row.templateId && row.templateUpdatedAt
      ? { id: row.templateId, updatedAt: new Date(row.templateUpdatedAt), version: row.templateVersion ?? undefined }
      : null;
  const campaignsSelected: SelectedCampaign[] = rows.flatMap((r) => (r.campaign?.id ? [r.campaign as SelectedCampaign] : []));
  return { data, departmentId: profile.departmentId, template, campaigns: campaignsSelected };
}
