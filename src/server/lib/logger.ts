// Structured server log (pino). Values under secret-looking keys are redacted with the
// same rule as the client's in-memory log (src/shared/log/redact.ts).
import pino from "pino";
import { redact } from "../../shared/log/redact";
import { env } from "../env";

export const logger = pino({
  level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
  base: undefined,
  formatters: { log: (object) => redact(object) as Record<string, unknown> },
});

export type Logger = typeof logger;
