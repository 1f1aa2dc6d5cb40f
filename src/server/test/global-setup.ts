// Vitest global setup: the migrated template databases every API test file starts from.
import type { TestProject } from "vitest/node";
import { requireDatabaseServerInCi } from "./require-database-server-in-ci";
import { createTemplateDatabases, dropTemplateDatabases, type TemplateDatabases } from "./template-databases";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

// The server's projects share one set (vitest.config.ts): the first to start makes it, the last
// to finish drops it. Vitest loads this module once per project, so the set is kept on the
// process's global object, not in a module variable.
type Shared = { templates: Promise<TemplateDatabases>; projects: number };
const SHARED = Symbol.for("signet.templateDatabases");
const holder = globalThis as typeof globalThis & { [SHARED]?: Shared };

export default async function setup(project: TestProject) {
  requireDatabaseServerInCi();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const mine = (holder[SHARED] ??= { templates: createTemplateDatabases(serverUrl), projects: 0 });
  mine.projects += 1;
  const templates = await mine.templates;
  project.provide("templateDatabases", templates);
  return async () => {
    mine.projects -= 1;
    if (mine.projects > 0) return;
    if (holder[SHARED] === mine) delete holder[SHARED];
    await dropTemplateDatabases(serverUrl, templates);
  };
}
