import { useMutation } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { Contact } from "../../../../shared/contact/contact-schema";

export function sendContactMessage(input: Contact) {
  return call(api.contact.$post({ json: input }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
