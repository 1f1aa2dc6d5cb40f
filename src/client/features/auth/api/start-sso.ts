import { api, call } from "../../../lib/api-client";
import { useWriteWithoutCache } from "../../../lib/resources/use-write-without-cache";
import type { StartSso } from "../../../../shared/sso/sso-schema";

export function startSso(input: StartSso) {
  return call(api.sso.start.$post({ json: input }));
}

// Never retried: each start stores a sign-in under way.
export function useStartSso() {
  return useWriteWithoutCache("auth.startSso", startSso);
}
