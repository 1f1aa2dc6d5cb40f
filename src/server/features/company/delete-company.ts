// The danger zone: an admin deletes their own company after typing its exact name. The
// cascade, the surviving audit entry, the files and the admins' emails are the one
// account deletion the super admin panel uses too (accounts/delete-account.ts).
import type { RoleActor } from "../audit/record-audit";
import { deleteAccount } from "../accounts/delete-account";
import { DELETE_COMPANY_MESSAGE, type DeleteCompany } from "../../../shared/company/company-schema";

type Deps = Parameters<typeof deleteAccount>[0];

export function deleteCompany(deps: Deps, actor: RoleActor, { confirmName }: DeleteCompany) {
  return deleteAccount(deps, actor, { accountId: actor.accountId, confirmName }, { confirmMismatch: DELETE_COMPANY_MESSAGE });
}
