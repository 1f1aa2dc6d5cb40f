import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type OutboxEmail = {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  status: "outbox" | "sent" | "failed";
  error: string | null;
  createdAt: string;
};

export const outboxQueryKey = ["dev", "outbox"] as const;

export function getOutbox() {
  return api<{ emails: OutboxEmail[] }>("/api/dev/outbox");
}

// Always fresh: the point of the page is to see the email that was just sent.
export function useOutbox() {
  return useQuery({ queryKey: outboxQueryKey, queryFn: getOutbox, staleTime: 0, refetchOnWindowFocus: true });
}
