import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export function retryDeployment(id: string) {
  return call(api.deployments[":id"].retry.$post({ param: { id } }));
}

export function useRetryDeployment() {
  return useApiMutation("deployments.change", { mutationFn: retryDeployment, retry: false });
}
