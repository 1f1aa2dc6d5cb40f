// What a provider's connection card shows, declared by the provider (providers/<id>.tsx) and
// rendered by the one ConnectionCard: the connect form's fields over the provider's shared
// schema (the one the route parses with, through the form engine), the words around it,
// what the connection shows, and what its directory fills in.
import type { ReactNode } from "react";
import type { z } from "zod";
import type { ConnectedProviderId } from "../../../../shared/integrations/integration-schema";
import type { Connected, ConnectionStatus } from "../../../lib/resources/integrations";

export type ConnectField = {
  name: string;
  label: string;
  hint: string;
  /** text and email: an input; secret: a password input; file: read in the browser and sent as text. */
  kind: "text" | "email" | "secret" | "file";
  placeholder?: string;
  maxLength?: number;
  /** Beside the next half field on wide screens. */
  half?: boolean;
  /** file: the types to offer, the largest file read, and what is said of a larger one. */
  file?: { accept: string; maxBytes: number; tooLarge: string };
};

export type ProviderCard<P extends ConnectedProviderId = ConnectedProviderId> = {
  id: P;
  name: string;
  schema: z.ZodObject;
  fields: ConnectField[];
  /** The form's values to start from: empty to connect, the connection's (never its secret) to replace. */
  values(connection: Connected<P> | null): Record<string, string>;
  /** Not connected: what connecting gives and needs, then what to set up at the provider. */
  intro: ReactNode;
  setup(status: ConnectionStatus<P>): ReactNode;
  /** Connected: the line under the title (before "<secret> updated <date>"), then what to copy. */
  summary(connection: Connected<P>): string;
  details(connection: Connected<P>): ReactNode;
  secretName: string;
  replaceLabel: string;
  replaceSubmit: string;
  disconnectText: string;
  /** What the directory fills in, as the sync card says. */
  sourceText: string;
  /** Shown after the provider's cards (the Outlook add-in beside Microsoft 365). */
  after?: ReactNode;
};
