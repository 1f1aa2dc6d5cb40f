// What a connected provider (Google Workspace, Microsoft 365...) declares, in its own folder
// under providers/: the settings it takes and how they become a row (settings shown, secret
// sealed), what an admin sees of it, its connection test, its directory reader and its token
// source. The registry (registry.ts) lists them; the route factory (connection-routes.ts),
// connect/disconnect (connections.ts), the directory sync and the token caches take every
// provider from there, so nothing else names one.
import type { z } from "zod";
import type { AppConfig, AppDeps } from "../../../context";
import type { AuditChanges } from "../../../../shared/audit/audit-actions";
import type { ConnectedProviderId } from "../../../../shared/integrations/integration-schema";
import type { ConnectionCheckSchema } from "../../../../shared/integrations/integration-responses";
import type { RefusalField } from "../../../../shared/integrations/provider-refusals";
import type { DirectoryProvider } from "../../directory";

export type { ConnectedProviderId };

export type ConnectionCheck = z.infer<typeof ConnectionCheckSchema>;
/** A check as the provider made it: `field` names the connect form's field a refusal is about. */
export type CheckResult = ConnectionCheck & { field: RefusalField | null };

/** A connection as stored (or about to be): its row's id, its settings, its opened secret. */
export type StoredConnection<Settings, Secret> = {
  id: string;
  accountId: string;
  settings: Settings;
  secret: Secret;
  directoryCursor: string | null;
};

/** What providers may use: the database, the sealing box, the settings and every provider's tokens. */
export type ProviderDeps = Pick<AppDeps, "db" | "secrets" | "config" | "tokens">;

type Doc = { summary: string; description: string };

export type IntegrationProvider<Id extends ConnectedProviderId, Input, Settings, Secret, Connection, Status extends z.ZodType, Tokens> = {
  id: Id;
  /** "Google Workspace": audit entries, messages, the route documents. */
  name: string;
  /** The connect form's schema (src/shared), the route's body. */
  connectSchema: z.ZodType<Input>;
  connectExample: Input;
  /** Fields of the body that may hold several lines (the text rule). */
  multiline?: string[];
  /** The route answer `{ [id]: status }` (src/shared). */
  responseSchema: Status;
  /** What the secret is called in the documents and the audit ("key", "client secret"). */
  secretName: string;
  docs: { get: Doc; connect: Doc; test: Doc };
  /** The provider's token cache, made once per process (AppDeps.tokens[id]). */
  createTokens(config: AppConfig): Tokens;
  /** The admin's input split into settings (shown) and secret (sealed); a 400 naming the field when it can tell without the provider. */
  prepare(input: Input): { settings: Settings; secret: Secret };
  /** The connection that services and jobs use (token subject, API addresses). */
  open(config: AppConfig, stored: StoredConnection<Settings, Secret>): Connection;
  /** "Test connection": each check, a refusal said in words (explain-provider-error.ts). Connect runs it before saving. */
  test(deps: ProviderDeps, connection: Connection): Promise<CheckResult[]>;
  /** A rule of the provider's own that a connection must pass before it is saved (a 400 naming the field), after the test. */
  requireAllowed?(deps: ProviderDeps, accountId: string, connection: Connection): Promise<void>;
  /** The directory the sync engine reads. */
  directory(deps: ProviderDeps, accountId: string, connection: Connection): DirectoryProvider;
  /** What the answers show besides the row's dates and schedule: `always` also when not connected. */
  always: Record<string, unknown>;
  shown(settings: Settings): Record<string, unknown>;
  /** The audit entry's changes on connect or replace (never the secret). */
  auditChanges(before: Settings | null, after: Settings): AuditChanges;
  /** The audit entry's details on disconnect (never the secret). */
  disconnectDetails(settings: Settings): Record<string, unknown>;
  /** A replacement that points at another directory: what the old one said about its people is dropped. */
  isOtherDirectory?(before: Settings, after: Settings): boolean;
};

// Each provider's own types stay inside its folder; the registry holds them as this.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyProvider = IntegrationProvider<ConnectedProviderId, any, any, any, any, z.ZodType, unknown>;
