import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { StartDeployment } from "../../../../shared/deployments/deployment-schema";
import { refreshAfterDeployment } from "./deployment-keys";

export function startDeployment(input: StartDeployment) {
  return call(api.deployments.$post({ json: input }));
}

export function useStartDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDeployment,
    // Never retried: a second start would be refused as "already running" anyway.
    retry: false,
    onSettled: () => refreshAfterDeployment(queryClient),
  });
}
