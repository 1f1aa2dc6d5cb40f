// The directory engine, for every directory (Google Workspace, Microsoft 365, SCIM): what a
// provider reads (DirectoryProvider), the plan of a sync, applying it (a whole sync, or one
// person SCIM pushes), its history rows, the schedule's jobs, which fields a directory owns,
// and what follows a change. Providers live in integrations and hand their directory in.
export type { DirectoryPerson, DirectoryProvider } from "./directory-provider";
export { planPerson, type CurrentMember, type FieldChange } from "./directory-plan";
export { findCurrentMembers, findEmailsTakenElsewhere } from "./directory-state";
export { createDepartments, createMembers, deactivateMembers, updateMembers } from "./apply-directory-plan";
export { isDeactivatedMember } from "./deactivated-member";
export { directoryLinkOf, managingDirectoryOf, ownedFieldsChange } from "./directory-ownership";
export { afterDirectoryChange, announceDirectoryChanges, pushSyncChanges } from "./after-directory-change";
export { applyDirectorySync } from "./apply-directory-sync";
export { discardDirectorySync } from "./discard-directory-sync";
export { findDirectorySyncs } from "./find-directory-syncs";
export { getDirectorySync } from "./get-directory-sync";
export { previewDirectorySync } from "./preview-directory-sync";
export { runScheduledSync } from "./run-scheduled-sync";
export { announceSyncOutcome } from "./sync-outcome";
export { defineDirectorySyncQueues, runAccountSync, startDirectorySyncWorkers, type LoadDirectoryProvider } from "./directory-sync-jobs";
export { getDirectorySource, setDirectorySource } from "./directory-source";
