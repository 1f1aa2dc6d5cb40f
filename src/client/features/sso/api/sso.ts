// Reading and changing the company's single sign-on: domains, identity providers, options.
import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { ssoProviderDraftQuery, ssoSettingsQuery } from "../../../lib/resources/sso";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { SsoOptions, SsoProviderInput } from "../../../../shared/sso/sso-schema";

/** `watching`: a test sign-in window is open; its result shows here as soon as it is recorded. */
export const useSsoSettings = (watching = false) => useQuery({ ...ssoSettingsQuery(), refetchInterval: watching ? 2000 : false });

export const useSsoProviderDraft = (enabled: boolean) => useQuery({ ...ssoProviderDraftQuery(), enabled });

export const useStartSsoTest = () =>
  useApiMutation("sso.test", {
    mutationFn: (id: string) => call(api.sso.providers[":id"].test.$post({ param: { id } })),
    retry: false,
  });

export const useAddSsoDomain = () =>
  useApiMutation("sso.change", {
    mutationFn: (domain: string) => call(api.sso.domains.$post({ json: { domain } })),
    retry: false,
  });

export const useVerifySsoDomain = () =>
  useApiMutation("sso.change", {
    mutationFn: (id: string) => call(api.sso.domains[":id"].verify.$post({ param: { id } })),
    retry: false,
  });

export const useRemoveSsoDomain = () =>
  useApiMutation("sso.change", {
    mutationFn: (id: string) => call(api.sso.domains[":id"].$delete({ param: { id } })),
    retry: false,
  });

export const useSaveSsoProvider = () =>
  useApiMutation("sso.change", {
    mutationFn: ({ id, input }: { id: string | null; input: SsoProviderInput }) =>
      id ? call(api.sso.providers[":id"].$put({ param: { id }, json: input })) : call(api.sso.providers.$post({ json: input })),
    retry: false,
  });

export const useRemoveSsoProvider = () =>
  useApiMutation("sso.change", {
    mutationFn: (id: string) => call(api.sso.providers[":id"].$delete({ param: { id } })),
    retry: false,
  });

export const useSaveSsoOptions = () =>
  useApiMutation("sso.change", {
    mutationFn: (options: SsoOptions) => call(api.sso.options.$put({ json: options })),
    retry: false,
  });
