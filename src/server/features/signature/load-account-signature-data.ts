// Every member's placeholder values in one query, mapped exactly as a member's own
// signature maps them (signatureDataOf): for checks over the whole account, such as the
// longest signature a template gives, without a query per member. Only the columns a
// signature reads, and the account once: thousands of rows come back on every keystroke.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, companyOffices, profiles } from "../../db/schema";
import type { SignatureData } from "../../../shared/signature/fields";
import { signatureAccountColumns, signatureDataOf, signatureProfileColumns } from "./load-signature-data";

export type MemberSignatureData = { userId: string; departmentId: string | null; data: SignatureData };

export async function loadAccountSignatureData(db: Database, accountId: string, baseUrl: string): Promise<MemberSignatureData[]> {
  const [account] = await db.select(signatureAccountColumns).from(accounts).where(eq(accounts.id, accountId));
  if (!account) return [];
  const rows = await db
    .select({
      userId: profiles.id,
      ...signatureProfileColumns,
      officeName: companyOffices.locationName,
      officePhone: companyOffices.phoneNumber,
      officeAddress: companyOffices.address,
    })
    .from(accountUsers)
    .innerJoin(profiles, eq(profiles.id, accountUsers.userId))
    .leftJoin(companyOffices, and(eq(companyOffices.id, profiles.officeId), eq(companyOffices.accountId, accountId)))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(asc(accountUsers.createdAt), asc(accountUsers.userId));
  return rows.map((row) => ({
    userId: row.userId,
    departmentId: row.departmentId,
    data: signatureDataOf(
      {
        profile: row,
        account,
        office: row.officeName === null ? null : { locationName: row.officeName, phoneNumber: row.officePhone, address: row.officeAddress },
      },
      accountId,
      baseUrl,
    ),
  }));
}
