// Connecting Google Workspace and syncing its directory.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { ConnectGoogle } from "../../../../shared/integrations/integration-schema";

const google = () => api.integrations.google;

export const useConnectGoogle = () =>
  useApiMutation("integrations.change", {
    mutationFn: async (json: ConnectGoogle) => (await call(google().$put({ json }))).google,
    retry: false,
  });
export const useDisconnectGoogle = () =>
  useApiMutation("integrations.change", { mutationFn: () => call(google().$delete()), retry: false });
export const useSyncSchedule = () =>
  useApiMutation("integrations.change", {
    mutationFn: (syncIntervalHours: number) => call(google().schedule.$put({ json: { syncIntervalHours } })),
    retry: false,
  });
export const useTestGoogle = () => useApiMutation("integrations.test", { mutationFn: () => call(google().test.$post()), retry: false });
export const usePreviewSync = () =>
  useApiMutation("integrations.preview", { mutationFn: () => call(google().syncs.$post()), retry: false });
export const useApplySync = () =>
  useApiMutation("integrations.sync", {
    mutationFn: (id: string) => call(google().syncs[":id"].apply.$post({ param: { id } })),
    retry: false,
  });
export const useDiscardSync = () =>
  useApiMutation("integrations.preview", {
    mutationFn: (id: string) => call(google().syncs[":id"].discard.$post({ param: { id } })),
    retry: false,
  });
