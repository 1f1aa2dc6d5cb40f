// Connecting Google Workspace and Microsoft 365, and syncing either directory.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { ConnectGoogle, DirectoryProviderId, DirectorySource } from "../../../../shared/integrations/integration-schema";
import type { ConnectMicrosoft } from "../../../../shared/integrations/microsoft-schema";

const google = () => api.integrations.google;
const microsoft = () => api.integrations.microsoft;
const of = (provider: DirectoryProviderId) => (provider === "google" ? google() : microsoft());

export const useConnectGoogle = () =>
  useApiMutation("integrations.change", {
    mutationFn: async (json: ConnectGoogle) => (await call(google().$put({ json }))).google,
    retry: false,
  });
export const useDisconnectGoogle = () =>
  useApiMutation("integrations.change", { mutationFn: () => call(google().$delete()), retry: false });
export const useTestGoogle = () => useApiMutation("integrations.test", { mutationFn: () => call(google().test.$post()), retry: false });

export const useConnectMicrosoft = () =>
  useApiMutation("integrations.change", {
    mutationFn: async (json: ConnectMicrosoft) => (await call(microsoft().$put({ json }))).microsoft,
    retry: false,
  });
export const useDisconnectMicrosoft = () =>
  useApiMutation("integrations.change", { mutationFn: () => call(microsoft().$delete()), retry: false });
export const useTestMicrosoft = () =>
  useApiMutation("integrations.test", { mutationFn: () => call(microsoft().test.$post()), retry: false });

export const useSyncSchedule = (provider: DirectoryProviderId) =>
  useApiMutation("integrations.change", {
    mutationFn: async (syncIntervalHours: number) => {
      const json = { syncIntervalHours };
      if (provider === "google") await call(google().schedule.$put({ json }));
      else await call(microsoft().schedule.$put({ json }));
    },
    retry: false,
  });
export const usePreviewSync = (provider: DirectoryProviderId) =>
  useApiMutation("integrations.preview", { mutationFn: () => call(of(provider).syncs.$post()), retry: false });
export const useApplySync = (provider: DirectoryProviderId) =>
  useApiMutation("integrations.sync", {
    mutationFn: ({ id, moveConflicts }: { id: string; moveConflicts: boolean }) =>
      call(of(provider).syncs[":id"].apply.$post({ param: { id }, json: { moveConflicts } })),
    retry: false,
  });
export const useDiscardSync = (provider: DirectoryProviderId) =>
  useApiMutation("integrations.preview", {
    mutationFn: (id: string) => call(of(provider).syncs[":id"].discard.$post({ param: { id } })),
    retry: false,
  });

const outlook = () => api.integrations.outlook;
export const useEnableOutlookAddin = () =>
  useApiMutation("integrations.change", { mutationFn: () => call(outlook().$post()), retry: false });
export const useRotateOutlookKey = () =>
  useApiMutation("integrations.change", { mutationFn: () => call(outlook()["key-rotation"].$post()), retry: false });
export const useDisableOutlookAddin = () =>
  useApiMutation("integrations.change", { mutationFn: () => call(outlook().$delete()), retry: false });
export const useSetDirectorySource = () =>
  useApiMutation("integrations.change", {
    mutationFn: (source: DirectorySource["source"]) => call(api.integrations["directory-source"].$put({ json: { source } })),
    retry: false,
  });
