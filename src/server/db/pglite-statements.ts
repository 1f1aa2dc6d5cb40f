// Named (server-side) prepared statements for PGlite (decision 010). PGlite's query()
// sends every statement unnamed, so PostgreSQL plans it again on every call; for the
// signature's one query with joins, planning took about 5x its execution. Here a query
// text that comes back (drizzle runs the same text for the same query shape) is parsed
// once under a name and then only bound and executed, in one call into PGlite, like
// node-postgres does with drizzle's .prepare(name). Outside transactions only (a
// transaction's queries go through its own object), at most MAX_STATEMENTS texts.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

const REUSED_AFTER = 2;
const MAX_STATEMENTS = 200;
const MAX_COUNTED = 2_000;

type Statement = { name: string; paramTypes: number[] };
// The parts of PGlite's base class that its own query() uses.
type Internals = { _checkReady(): Promise<void>; _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> } & PGlite;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function useNamedStatements(client: PGlite) {
  const pg = client as Internals;
  const unnamed = client.query.bind(client);
  const seen = new Map<string, number>();
  const statements = new Map<string, Statement>();
  const { serialize } = protocol;
  let counter = 0;

  // Both run under PGlite's own locks, exactly like its query().
  const exclusive = async <T>(fn: () => Promise<T>) => {
    await pg._checkReady();
    return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn));
  };

  async function prepare(text: string): Promise<Statement> {
    const name = `signet_${++counter}`;
    const { messages } = await exclusive(() =>
      client.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]), {
        syncToFs: false,
      }),
    );
    const description = parse.parseDescribeStatementResults(messages);
    const statement = { name, paramTypes: description };
    statements.set(text, statement);
    return statement;
  }

  async function execute<T>(statement: Statement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const message = concat([
      serialize.bind({ statement: statement.name, values: values as string[] }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await exclusive(async () => {
      const result = await client.execProtocol(message, { syncToFs: false });
      await client.syncToFs();
      return result;
    });
    // PGlite would merge the query's own parsers (drizzle passes some with every query) into
    // its ~300 defaults by copying them all, about 0.25 ms per query (decision 022); a
    // parser map that falls back to the defaults through its prototype reads the same.
    const parsers = options?.parsers
      ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
      : client.parsers;
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(text);
    if (!statement && !options?.blob && statements.size < MAX_STATEMENTS) {
      const count = (seen.get(text) ?? 0) + 1;
      if (seen.size >= MAX_COUNTED) seen.clear();
      seen.set(text, count);
      if (count >= REUSED_AFTER) {
        seen.delete(text);
        statement = await prepare(text);
      }
    }
    return statement ? execute<T>(statement, params, options) : unnamed<T>(text, params, options);
  } as PGlite["query"];
}
