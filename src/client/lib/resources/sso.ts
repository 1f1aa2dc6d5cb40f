// Single sign-on settings: the company's domains, identity providers, options and admins.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

export const ssoSettingsQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/sso"), queryFn: () => call(api.sso.$get()), staleTime: 0 });
export type SsoSettingsData = Awaited<ReturnType<NonNullable<ReturnType<typeof ssoSettingsQuery>["queryFn"]>>>;
export type SsoDomainRow = SsoSettingsData["domains"][number];
export type SsoProviderRow = SsoSettingsData["providers"][number];
