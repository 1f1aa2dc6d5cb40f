import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database";

describe("the embedded database", () => {
  it("creates a new WAL file without filling it with zeros first, so no request waits for 16 MB of writes", async () => {
    const handle = await openTestDatabase("pglite");
    try {
      // The tests' pool resets each lent database's session (reset all): the setting must hold through it.
      await handle.db.execute(sql`reset all`);
      const result = await handle.db.execute(sql`show wal_init_zero`);
      expect((result as unknown as { rows: { wal_init_zero: string }[] }).rows[0].wal_init_zero).toBe("off");
    } finally {
      await handle.close();
    }
  });
});
