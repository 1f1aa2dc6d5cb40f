// The client's in-memory log: at most 100 entries, secrets redacted.
import { createMemoryLog } from "../../shared/log/memory-log";

let currentUserId: string | null = null;

export function setLogUser(userId: string | null) {
  currentUserId = userId;
}

export const clientLog = createMemoryLog({ max: 100, getUserId: () => currentUserId });
