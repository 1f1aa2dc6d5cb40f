// lint as: src/server/auth/violations.ts
// auth and db sit below the features: not even a feature's entry module.
import { inviteMember } from "../features/members"; // refused: signet/import-layers
import { recordAudit } from "../features/audit/record-audit"; // refused: signet/import-layers
import { toast } from "../../client/lib/toast"; // refused: signet/import-layers
import { openDatabase } from "../db/client";

export const used = [inviteMember, recordAudit, toast, openDatabase];
