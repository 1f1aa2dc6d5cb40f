// Connected services (every provider of the registry: Google Workspace, Microsoft 365...):
// each connection, and each directory's sync history and one sync's changes.
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";
import type { PROVIDERS } from "../../../server/features/integrations/providers/registry";
import type { ConnectedProviderId, DirectoryProviderId } from "../../../shared/integrations/integration-schema";

/** What the provider's routes answer of its connection, `{ connected: false, ... }` or its fields. */
export type ConnectionStatus<P extends ConnectedProviderId> = P extends ConnectedProviderId
  ? z.infer<(typeof PROVIDERS)[P]["responseSchema"]> extends Record<P, infer S>
    ? S
    : never
  : never;
export type Connected<P extends ConnectedProviderId> = Extract<ConnectionStatus<P>, { connected: true }>;

/** The provider's routes in the typed client. */
export const connectionApi = <P extends ConnectedProviderId>(provider: P) => api.integrations[provider];

/**
 * A request whose answer differs by provider (status, connect, disconnect), read as
 * `{ [provider]: status }`: each caller reads its provider's status as ConnectionStatus<P>.
 */
export const callConnection = (request: Promise<unknown>): Promise<Partial<Record<ConnectedProviderId, unknown>>> => call(request as never);

const syncs = (provider: DirectoryProviderId) => (provider === "scim" ? null : connectionApi(provider).syncs)!;

export const integrationQuery = <P extends ConnectedProviderId>(provider: P) =>
  queryOptions({
    queryKey: resourceKey(`/api/integrations/${provider}`),
    queryFn: async () => (await callConnection(connectionApi(provider).$get()))[provider] as ConnectionStatus<P>,
    staleTime: 0,
  });

export const directorySyncsQuery = (provider: DirectoryProviderId) =>
  queryOptions({
    queryKey: resourceKey(`/api/integrations/${provider}/syncs`),
    queryFn: async () => (await call(syncs(provider).$get())).syncs,
    staleTime: 0,
  });
export type DirectorySyncRow = Awaited<ReturnType<NonNullable<ReturnType<typeof directorySyncsQuery>["queryFn"]>>>[number];

export const directorySyncQuery = (provider: DirectoryProviderId, id: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/integrations/${provider}/syncs/${id}`),
    queryFn: () => call(syncs(provider)[":id"].$get({ param: { id } })),
    staleTime: 0,
  });

export const outlookAddinQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/integrations/outlook"),
    queryFn: async () => (await call(api.integrations.outlook.$get())).outlook,
    staleTime: 0,
  });

export const directorySourceQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/integrations/directory-source"),
    queryFn: () => call(api.integrations["directory-source"].$get()),
    staleTime: 0,
  });
