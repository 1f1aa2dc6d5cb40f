// Reads every page of a directory and compares it with the team (directory-plan.ts).
import type { Database } from "../../db/client";
import type { DirectoryProvider } from "./directory-provider";
import { planDirectorySync, type DirectoryPlan } from "./directory-plan";
import { loadDirectoryState } from "./directory-state";

export async function readDirectory(
  db: Database,
  accountId: string,
  provider: DirectoryProvider,
): Promise<{ plan: DirectoryPlan; directoryUsers: number }> {
  const people = [];
  for await (const page of provider.pages()) people.push(...page);
  const state = await loadDirectoryState(
    db,
    accountId,
    people.map((p) => p.email.toLowerCase()),
  );
  return { plan: planDirectorySync({ provider: provider.id, people, ...state }), directoryUsers: people.length };
}
