// Connecting any provider of the registry (Google Workspace, Microsoft 365...), and syncing its directory.
import { api, call } from "../../../lib/api-client";
import { callConnection, connectionApi } from "../../../lib/resources/integrations";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { ConnectedProviderId, DirectorySource } from "../../../../shared/integrations/integration-schema";

export const useConnect = (provider: ConnectedProviderId) =>
  useApiMutation("integrations.change", {
    // The input is the provider's own schema's, checked by the form that sends it.
    mutationFn: (json: Record<string, unknown>) => callConnection(connectionApi(provider).$put({ json } as never)),
    retry: false,
  });
export const useDisconnect = (provider: ConnectedProviderId) =>
  useApiMutation("integrations.change", { mutationFn: () => callConnection(connectionApi(provider).$delete()), retry: false });
export const useTestConnection = (provider: ConnectedProviderId) =>
  useApiMutation("integrations.test", { mutationFn: () => call(connectionApi(provider).test.$post()), retry: false });

export const useSyncSchedule = (provider: ConnectedProviderId) =>
  useApiMutation("integrations.change", {
    mutationFn: (syncIntervalHours: number) => callConnection(connectionApi(provider).schedule.$put({ json: { syncIntervalHours } })),
    retry: false,
  });
export const usePreviewSync = (provider: ConnectedProviderId) =>
  useApiMutation("integrations.preview", { mutationFn: () => call(connectionApi(provider).syncs.$post()), retry: false });
export const useApplySync = (provider: ConnectedProviderId) =>
  useApiMutation("integrations.sync", {
    mutationFn: ({ id, moveConflicts }: { id: string; moveConflicts: boolean }) =>
      call(connectionApi(provider).syncs[":id"].apply.$post({ param: { id }, json: { moveConflicts } })),
    retry: false,
  });
export const useDiscardSync = (provider: ConnectedProviderId) =>
  useApiMutation("integrations.preview", {
    mutationFn: (id: string) => call(connectionApi(provider).syncs[":id"].discard.$post({ param: { id } })),
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
