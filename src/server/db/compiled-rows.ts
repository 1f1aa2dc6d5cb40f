// Rows of a prepared statement mapped as drizzle maps them, with the per-column work done once
// per statement instead of once per row and column (decision 091). drizzle's own mapping asks
// again, for every value, what kind of field it came from (a class-chain walk, through a proxy
// for a subquery's fields) and which table it belongs to: for the signature's 40 columns that
// was 24 µs a row, 12 ms of loading a deployment batch of 500. The result is the same objects
// in the same key order, with drizzle's rule for a left-joined table (its object is null when
// the first of its columns came back null). Both drivers (node-postgres and PGlite) hand a
// prepared statement's array rows to its `customResultMapper` when one is set.
import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type OrderedField = { path: string[]; field: unknown };
/** The parts of a drizzle prepared query that its own mapping reads. */
type PreparedInternals = {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

type CompiledColumn = {
  /** null: the value is used as the driver gave it (text, uuid, boolean columns: drizzle's identity). */
  decoder: Decoder | null;
  /** The objects above the value, outermost first, and the value's own key. */
  parents: string[];
  key: string;
  /** For a table's column directly under one object: that table's name (the null rule). */
  table: string | null;
};

// drizzle keeps an SQL's decoder out of its public type.
type Decoded = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as unknown as { sql: Decoded }).sql.decoder;
}

const isIdentity = (decoder: Decoder) => decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;

function compileColumns(fields: OrderedField[], nullable: boolean): CompiledColumn[] {
  return fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return {
      decoder: isIdentity(decoder) ? null : decoder,
      parents: path.slice(0, -1),
      key: path[path.length - 1],
      table: nullable && path.length === 2 && is(field, Column) ? getTableName(field.table) : null,
    };
  });
}

/** The mapping of one array row: exactly drizzle's mapResultRow for the same fields. */
function rowMapper(fields: OrderedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const columns = compileColumns(fields, Boolean(joinsNotNullableMap));
  return (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    // Per object of a joined table: its table's name when its first value was null, else false.
    let nullified: Record<string, string | false> | null = null;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i];
      let node = result;
      for (let depth = 0; depth < column.parents.length; depth++) node = (node[column.parents[depth]] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      const value = raw === null || column.decoder === null ? raw : column.decoder.mapFromDriverValue(raw);
      node[column.key] = value;
      if (column.table !== null) {
        nullified ??= {};
        const objectName = column.parents[0];
        const seen = nullified[objectName];
        if (seen === undefined) nullified[objectName] = value === null ? column.table : false;
        else if (typeof seen === "string" && seen !== column.table) nullified[objectName] = false;
      }
    }
    if (nullified && joinsNotNullableMap) {
      for (const objectName in nullified) {
        const table = nullified[objectName];
        if (typeof table === "string" && !joinsNotNullableMap[table]) result[objectName] = null;
      }
    }
    return result;
  };
}

/** Gives a drizzle prepared query (a select with fields) the compiled mapping; others are returned unchanged. */
export function withCompiledRows<T>(statement: T): T {
  const internals = statement as PreparedInternals;
  if (!internals.fields || internals.customResultMapper) return statement;
  const map = rowMapper(internals.fields, internals.joinsNotNullableMap);
  internals.customResultMapper = (rows) => rows.map(map);
  return statement;
}
