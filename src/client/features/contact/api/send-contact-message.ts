import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Contact } from "../../../../shared/contact/contact-schema";

export type SendContactMessageResult = { id: string };

export function sendContactMessage(input: Contact) {
  return api<SendContactMessageResult>("/api/contact", { method: "POST", body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
