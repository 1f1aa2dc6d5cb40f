// The admin's own signature, rendered by the server with the current logo: the logo card
// shows it on a light and on a dark background.
import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

export function useSignaturePreview() {
  return useQuery({
    queryKey: companyKeys.preview,
    queryFn: async () => {
      await call(api.signature.ensure.$post());
      return call(api.signature.$get({ query: {} }));
    },
    retry: false,
    staleTime: 0,
  });
}
