// What a directory sync run answers, and the hook that runs in the transaction that applied it.
import type { Database } from "../../db/client";
import { type Applied } from "./apply-directory-plan";

export type SyncResult = { syncId: string; changedUserIds: string[] };
/** Runs in the transaction that applied a plan (the pushes its changes call for commit with them). */
export type AfterApply = (tx: Database, accountId: string, applied: Applied) => Promise<void>;
export const nothingAfter: AfterApply = async () => undefined;
