import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { Contact } from "../../../../shared/contact/contact-schema";

export function sendContactMessage(input: Contact) {
  return call(api.contact.$post({ json: input }));
}

export function useSendContactMessage() {
  return useApiMutation("contact.send", { mutationFn: sendContactMessage });
}
