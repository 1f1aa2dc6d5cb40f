// Single sign-on settings: the company's domains, identity providers, options and admins.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

export const ssoSettingsQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/sso"), queryFn: () => call(api.sso.$get()), staleTime: 0 });
export type SsoSettingsData = Awaited<ReturnType<NonNullable<ReturnType<typeof ssoSettingsQuery>["queryFn"]>>>;
export type SsoDomainRow = SsoSettingsData["domains"][number];
export type SsoProviderRow = SsoSettingsData["providers"][number];

/** A fresh provider id and the URLs to register at the identity provider before the provider is saved (nothing stored). */
export const ssoProviderDraftQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/sso/provider-draft"),
    queryFn: () => call(api.sso["provider-draft"].$get()),
    staleTime: Infinity,
  });
export type SsoProviderDraftData = Awaited<ReturnType<NonNullable<ReturnType<typeof ssoProviderDraftQuery>["queryFn"]>>>;
