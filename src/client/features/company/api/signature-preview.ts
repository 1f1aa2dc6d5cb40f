// The admin's own signature, rendered by the server with the current logo: the logo card
// shows it on a light and on a dark background.
import { useQuery } from "@tanstack/react-query";
import { signatureQuery } from "../../../lib/resources/signature";

export function useSignaturePreview() {
  return useQuery({ ...signatureQuery(null), retry: false, staleTime: 0 });
}
