import { api, call } from "../../../lib/api-client";
import { useWriteWithoutCache } from "../../../lib/resources/use-write-without-cache";
import type { Contact } from "../../../../shared/contact/contact-schema";

export function sendContactMessage(input: Contact) {
  return call(api.contact.$post({ json: input }));
}

export function useSendContactMessage() {
  return useWriteWithoutCache("contact.send", sendContactMessage);
}
