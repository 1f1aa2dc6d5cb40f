// Every member's placeholder values in one query, mapped exactly as a member's own
// signature maps them (signatureDataOf): for checks over the whole account, such as the
// longest signature a template gives, without a query per member.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, companyOffices, profiles } from "../../db/schema";
import type { SignatureData } from "../../../shared/signature/fields";
import { signatureDataOf } from "./load-signature-data";

export type MemberSignatureData = { userId: string; departmentId: string | null; data: SignatureData };

export async function loadAccountSignatureData(db: Database, accountId: string, baseUrl: string): Promise<MemberSignatureData[]> {
  const rows = await db
    .select({
      profile: profiles,
      account: { name: accounts.name, website: accounts.website, employeeCount: accounts.employeeCount, logoUrl: accounts.logoUrl },
      office: { locationName: companyOffices.locationName, phoneNumber: companyOffices.phoneNumber, address: companyOffices.address },
    })
    .from(accountUsers)
    .innerJoin(profiles, eq(profiles.id, accountUsers.userId))
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(companyOffices, and(eq(companyOffices.id, profiles.officeId), eq(companyOffices.accountId, accountId)))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(asc(accountUsers.createdAt), asc(accountUsers.userId));
  return rows.map((row) => ({
    userId: row.profile.id,
    departmentId: row.profile.departmentId,
    data: signatureDataOf(row, accountId, baseUrl),
  }));
}
