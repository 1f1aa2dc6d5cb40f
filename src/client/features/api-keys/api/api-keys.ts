// Making and revoking the company's API keys.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { CreateApiKey } from "../../../../shared/api-keys/api-key-schema";

export const useCreateApiKey = () =>
  useApiMutation("apiKeys.change", { mutationFn: (json: CreateApiKey) => call(api["api-keys"].$post({ json })), retry: false });
export const useRevokeApiKey = () =>
  useApiMutation("apiKeys.change", {
    mutationFn: (id: string) => call(api["api-keys"][":id"].$delete({ param: { id } })),
    retry: false,
  });
