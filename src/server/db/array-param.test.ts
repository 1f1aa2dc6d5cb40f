// An array built from one parameter per value reaches the database value for value: quotes,
// backslashes, separators, braces, the word NULL and a real null, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client";
import { arrayOfParams, MAX_ARRAY_OF_PARAMS } from "./array-param";
import { openTestDatabase, testDatabaseKinds } from "../test/test-database";

const TRICKY = [
  `<a href="https://x.example/?a=1&b=2" style="color:#111">Ann "Nan" O'Neil</a>`,
  'back\\slash \\" and \\\\ twice',
  "a,b {c} (d) ;e",
  "NULL",
  "",
  "  spaced  ",
  "line one\nline two\r\n\ttab",
  "émoji 🚀 and ümlaut",
  null,
];

type Rows<T> = { rows: T[] };

it("refuses more values than a statement can hold as parameters", () => {
  expect(() => arrayOfParams(new Array(MAX_ARRAY_OF_PARAMS + 1).fill("x"))).toThrow(/at most/);
});

for (const kind of testDatabaseKinds()) {
  describe(`arrays of parameters [${kind}]`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase(kind);
    });
    afterAll(() => handle.close());

    it("arrive as the same texts, in order, with null as null", async () => {
      const result = await handle.db.execute(sql`select v from unnest(${arrayOfParams(TRICKY)}) with ordinality as t(v, n) order by n`);
      expect((result as unknown as Rows<{ v: string | null }>).rows.map((r) => r.v)).toEqual(TRICKY);
    });

    it("arrive as uuids", async () => {
      const ids = ["0b6f5d2e-8c1a-4f4e-9a59-3f0e1d2c3b4a", null];
      const result = await handle.db.execute(
        sql`select v::text as v from unnest(${arrayOfParams(ids, "uuid")}) with ordinality as t(v, n) order by n`,
      );
      expect((result as unknown as Rows<{ v: string | null }>).rows.map((r) => r.v)).toEqual(ids);
    });

    it("line up with an array parameter of the same length in one unnest", async () => {
      const ids = ["a", "b", "c"];
      const result = await handle.db.execute(
        sql`select id, v from unnest(${sql.param(ids)}::text[], ${arrayOfParams(["x", null, 'z"'])}) as t(id, v)`,
      );
      expect((result as unknown as Rows<{ id: string; v: string | null }>).rows).toEqual([
        { id: "a", v: "x" },
        { id: "b", v: null },
        { id: "c", v: 'z"' },
      ]);
    });

    it("can hold no value", async () => {
      const result = await handle.db.execute(sql`select count(*)::int as n from unnest(${arrayOfParams([])})`);
      expect((result as unknown as Rows<{ n: number }>).rows[0].n).toBe(0);
    });
  });
}
