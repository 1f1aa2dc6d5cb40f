// Connected services (Google Workspace): the connection, its sync history and one sync's changes.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

const google = () => api.integrations.google;

export const googleIntegrationQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/integrations/google"),
    queryFn: async () => (await call(google().$get())).google,
    staleTime: 0,
  });
export type GoogleIntegration = Awaited<ReturnType<NonNullable<ReturnType<typeof googleIntegrationQuery>["queryFn"]>>>;

export const directorySyncsQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/integrations/google/syncs"),
    queryFn: async () => (await call(google().syncs.$get())).syncs,
    staleTime: 0,
  });
export type DirectorySyncRow = Awaited<ReturnType<NonNullable<ReturnType<typeof directorySyncsQuery>["queryFn"]>>>[number];

export const directorySyncQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/integrations/google/syncs/${id}`),
    queryFn: () => call(google().syncs[":id"].$get({ param: { id } })),
    staleTime: 0,
  });
