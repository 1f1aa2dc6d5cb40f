// Structured server log (pino). Values under secret-looking keys are redacted with the
// same rule as the client's in-memory log (src/shared/log/redact.ts).
import pino, { type DestinationStream } from "pino";
import { redact } from "../../shared/log/redact";
import { env } from "../env";

export function createLogger(level: string, destination?: DestinationStream) {
  return pino({ level, base: undefined, formatters: { log: (object) => redact(object) as Record<string, unknown> } }, destination);
}

export const logger = createLogger(env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL);

export type Logger = ReturnType<typeof createLogger>;
