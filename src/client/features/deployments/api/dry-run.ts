import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { DryRun } from "../../../../shared/deployments/deployment-schema";

export function dryRunDeployment(input: DryRun) {
  return call(api.deployments["dry-run"].$post({ json: input }));
}

export type DryRunResult = Awaited<ReturnType<typeof dryRunDeployment>>;

export function useDryRun() {
  // A dry run changes nothing: no retry needed beyond the default.
  return useApiMutation("deployments.dryRun", { mutationFn: dryRunDeployment });
}
