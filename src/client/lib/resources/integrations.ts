// Connected services (Google Workspace, Microsoft 365): each connection, and each directory's
// sync history and one sync's changes.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";
import type { DirectoryProviderId } from "../../../shared/integrations/integration-schema";

const google = () => api.integrations.google;
const microsoft = () => api.integrations.microsoft;
const syncs = (provider: DirectoryProviderId) => (provider === "google" ? google().syncs : microsoft().syncs);

export const googleIntegrationQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/integrations/google"),
    queryFn: async () => (await call(google().$get())).google,
    staleTime: 0,
  });
export type GoogleIntegration = Awaited<ReturnType<NonNullable<ReturnType<typeof googleIntegrationQuery>["queryFn"]>>>;

export const microsoftIntegrationQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/integrations/microsoft"),
    queryFn: async () => (await call(microsoft().$get())).microsoft,
    staleTime: 0,
  });
export type MicrosoftIntegration = Awaited<ReturnType<NonNullable<ReturnType<typeof microsoftIntegrationQuery>["queryFn"]>>>;

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
