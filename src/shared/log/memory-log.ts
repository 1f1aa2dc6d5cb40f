// In-memory log: the newest entries, redacted, each
// stamped with time and user. Logging must never break the caller, so it never throws.
import { LOG_MAX_ENTRIES } from "../limits";
import { redact } from "./redact";

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogEntry = {
  level: LogLevel;
  message: string;
  data?: unknown;
  /** ISO 8601. */
  timestamp: string;
  userId: string | null;
};

export type MemoryLogOptions = {
  /** Entries kept; the oldest are dropped first. Default LOG_MAX_ENTRIES (100). */
  max?: number;
  getUserId?: () => string | null | undefined;
};

export type MemoryLog = {
  log(level: LogLevel, message: string, data?: unknown): void;
  debug(message: string, data?: unknown): void;
  info(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
  /** A copy, oldest first. */
  entries(): LogEntry[];
  clear(): void;
};

export function createMemoryLog({ max = LOG_MAX_ENTRIES, getUserId }: MemoryLogOptions = {}): MemoryLog {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : LOG_MAX_ENTRIES;
  let buffer: LogEntry[] = [];

  const currentUserId = (): string | null => {
    try {
      return getUserId?.() ?? null;
    } catch {
      return null;
    }
  };

  const safeRedact = (data: unknown): unknown => {
    try {
      return redact(data);
    } catch {
      return "[Unloggable]"; // e.g. a getter that throws
    }
  };

  const log = (level: LogLevel, message: string, data?: unknown): void => {
    if (limit === 0) return;
    const entry: LogEntry = {
      level,
      message,
      timestamp: new Date().toISOString(),
      userId: currentUserId(),
    };
    if (data !== undefined) entry.data = safeRedact(data);
    buffer.push(entry);
    if (buffer.length > limit) buffer = buffer.slice(buffer.length - limit);
  };

  return {
    log,
    debug: (message, data) => log("debug", message, data),
    info: (message, data) => log("info", message, data),
    warn: (message, data) => log("warn", message, data),
    error: (message, data) => log("error", message, data),
    entries: () => buffer.map((entry) => ({ ...entry })),
    clear: () => {
      buffer = [];
    },
  };
}
