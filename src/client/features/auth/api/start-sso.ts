import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { StartSso } from "../../../../shared/sso/sso-schema";

export function startSso(input: StartSso) {
  return call(api.sso.start.$post({ json: input }));
}

// Never retried: each start stores a sign-in under way.
export function useStartSso() {
  return useApiMutation("auth.startSso", { mutationFn: startSso, retry: false });
}
