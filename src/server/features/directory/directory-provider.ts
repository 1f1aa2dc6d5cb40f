// What a directory gives the sync engine, whatever it is (Google Workspace, Microsoft
// Graph): its people page by page, each as one normalized record. A provider only
// reads and maps; the engine compares, previews, applies, brakes and records history.
// SCIM provisioning pushes one person at a time in the same record (features/scim).
import type { DirectoryProviderId } from "../../../shared/integrations/integration-schema";

export type DirectoryPerson = {
  /** The person's stable id in the directory (Google's user id): emails can change. */
  externalId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  department: string | null;
  workPhone: string | null;
  mobilePhone: string | null;
  /**
   * The office's name as the directory writes it (Microsoft's officeLocation), matched to
   * one of the company's offices by name. Absent: this directory doesn't name offices, and
   * the member's office is the company's to set.
   */
  office?: string | null;
  /** False for suspended or archived people: their member is deactivated. */
  active: boolean;
  /** The identity provider's user name, which it looks people up by (SCIM only). */
  userName?: string | null;
  employeeNumber?: string | null;
};

export type DirectoryProvider = {
  id: DirectoryProviderId;
  /** Every person, one page at a time, in the directory's order. */
  pages(): AsyncIterable<DirectoryPerson[]>;
  /** The admin's words for a failure of this directory's API (a refusal it knows); null: say it as thrown. */
  explainFailure?(error: unknown): string | null;
};
