// Structured server log (pino). Values under secret-looking keys are redacted with the
// same rule as the client's in-memory log (src/shared/log/redact.ts).
// Production writes one JSON object a line (for log collectors); development prints readable
// lines through pino-pretty (a dev dependency, so it is looked up only outside production and
// the JSON output is kept if it is not installed).
import { createRequire } from "node:module";
import pino, { type DestinationStream } from "pino";
import { redact } from "../../shared/log/redact";
import { env } from "../env";

export function createLogger(level: string, destination?: DestinationStream) {
  return pino({ level, base: undefined, formatters: { log: (object) => redact(object) as Record<string, unknown> } }, destination);
}

function developmentDestination(): DestinationStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)("pino-pretty") as (options: Record<string, unknown>) => DestinationStream;
    return pretty({ colorize: true, sync: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" });
  } catch {
    return undefined;
  }
}

export const logger =
  env.NODE_ENV === "test"
    ? createLogger("silent")
    : createLogger(env.LOG_LEVEL, env.NODE_ENV === "development" ? developmentDestination() : undefined);

export type Logger = ReturnType<typeof createLogger>;
