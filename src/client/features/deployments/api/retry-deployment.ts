import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { refreshAfterDeployment } from "./deployment-keys";

export function retryDeployment(id: string) {
  return call(api.deployments[":id"].retry.$post({ param: { id } }));
}

export function useRetryDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDeployment,
    retry: false,
    onSettled: () => refreshAfterDeployment(queryClient),
  });
}
