// Vitest global setup: the migrated template databases every API test file starts from.
import type { TestProject } from "vitest/node";
import { requireDatabaseServerInCi } from "./require-database-server-in-ci";
import { createTemplateDatabases, dropTemplateDatabases, type TemplateDatabases } from "./template-databases";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

export default async function setup(project: TestProject) {
  requireDatabaseServerInCi();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates = await createTemplateDatabases(serverUrl);
  project.provide("templateDatabases", templates);
  return () => dropTemplateDatabases(serverUrl, templates);
}
