// Making and revoking provisioning tokens.
import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { provisioningQuery } from "../../../lib/resources/provisioning";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export const useProvisioning = () => useQuery(provisioningQuery());

export const useCreateScimToken = () =>
  useApiMutation("provisioning.change", {
    mutationFn: (name: string) => call(api.provisioning.tokens.$post({ json: { name } })),
    retry: false,
  });

export const useRevokeScimToken = () =>
  useApiMutation("provisioning.change", {
    mutationFn: (id: string) => call(api.provisioning.tokens[":id"].$delete({ param: { id } })),
    retry: false,
  });
