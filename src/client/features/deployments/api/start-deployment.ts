import { useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import { invalidateWrite } from "../../../lib/resources/writes";
import type { StartDeployment } from "../../../../shared/deployments/deployment-schema";

export function startDeployment(input: StartDeployment) {
  return call(api.deployments.$post({ json: input }));
}

export function useStartDeployment() {
  const queryClient = useQueryClient();
  return useApiMutation("deployments.change", {
    mutationFn: startDeployment,
    // Never retried: a second start would be refused as "already running" anyway.
    retry: false,
    // Refused as "already running": the list shows the one that runs.
    onError: () => invalidateWrite(queryClient, "deployments.change"),
  });
}
