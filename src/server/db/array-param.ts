// Long texts (a deployment batch's 500 signatures, about 1 MB) sent as an array, one parameter
// per value: `array[$1, $2, ...]::text[]`. Sent as one array parameter instead, node-postgres
// writes PostgreSQL's array literal by appending every escaped value to one string, which it
// must then flatten into a fresh megabyte to measure and send, and PostgreSQL parses it back
// character by character: about 9 ms of the server's CPU a batch, against 1 ms to send the
// same values as parameters of their own. Short values (ids) stay one array parameter each
// (`sql.param(ids)::text[]`): a statement takes at most 65,535 parameters.
import { sql, type SQL } from "drizzle-orm";

/** At most this many values: a statement holds at most 65,535 parameters, shared with the rest of it. */
export const MAX_ARRAY_OF_PARAMS = 10_000;

/** The values as one array of `type`, each value its own parameter; null stays null. */
export function arrayOfParams(values: readonly (string | null | undefined)[], type: "text" | "uuid" = "text"): SQL {
  if (values.length > MAX_ARRAY_OF_PARAMS) throw new Error(`arrayOfParams takes at most ${MAX_ARRAY_OF_PARAMS} values`);
  if (values.length === 0) return sql`'{}'::${sql.raw(type)}[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value ?? null}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** Short values (ids, names) as one array parameter of `type`: `$1::text[]`; null stays null. */
export function arrayParam(values: readonly (string | null | undefined)[], type: "text" | "uuid" = "text"): SQL {
  return sql`${sql.param(values.map((value) => value ?? null))}::${sql.raw(type)}[]`;
}
