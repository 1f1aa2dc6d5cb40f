// Long texts (a deployment batch's 500 signatures, about 1 MB) sent as an array, one parameter
// per value: `array[$1, $2, ...]::text[]`. Sent as one array parameter instead, node-postgres
// writes PostgreSQL's array literal by appending every escaped value to one string, which it
// must then flatten into a fresh megabyte to measure and send, and PostgreSQL parses it back
// character by character: about 9 ms of the server's CPU a batch, against 1 ms to send the
// same values as parameters of their own. Short values (ids) stay one array parameter each
// (`sql.param(ids)::text[]`): a statement takes at most 65,535 parameters. The array is one
// flat list of text and values: built as one small SQL object per value and separator, drizzle
// took 3 to 11 ms a batch to turn two such arrays into the statement's text, against 0.5 ms.
import { sql, SQL, StringChunk, type SQLChunk } from "drizzle-orm";

/** At most this many values: a statement holds at most 65,535 parameters, shared with the rest of it. */
export const MAX_ARRAY_OF_PARAMS = 10_000;

/** The values as one array of `type`, each value its own parameter; null stays null. */
export function arrayOfParams(values: readonly (string | null | undefined)[], type: "text" | "uuid" = "text"): SQL {
  if (values.length > MAX_ARRAY_OF_PARAMS) throw new Error(`arrayOfParams takes at most ${MAX_ARRAY_OF_PARAMS} values`);
  if (values.length === 0) return sql`'{}'::${sql.raw(type)}[]`;
  const chunks: (StringChunk | string | null)[] = [new StringChunk("array[")];
  values.forEach((value, i) => {
    if (i > 0) chunks.push(new StringChunk(", "));
    chunks.push(value ?? null);
  });
  chunks.push(new StringChunk(`]::${type}[]`));
  // A plain value among the chunks is a parameter, as in drizzle's sql`...${value}` (which types
  // it apart); wrapped in a Param, each value cost four times as much to build.
  return new SQL(chunks as SQLChunk[]);
}

/** Short values (ids, names) as one array parameter of `type`: `$1::text[]`; null stays null. */
export function arrayParam(values: readonly (string | null | undefined)[], type: "text" | "uuid" = "text"): SQL {
  return sql`${sql.param(values.map((value) => value ?? null))}::${sql.raw(type)}[]`;
}
