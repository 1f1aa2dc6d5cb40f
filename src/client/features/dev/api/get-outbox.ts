import { useQuery } from "@tanstack/react-query";
import { outboxQuery } from "../../../lib/resources/dev";

export type { OutboxEmail } from "../../../lib/resources/dev";

export function useOutbox() {
  return useQuery(outboxQuery());
}
