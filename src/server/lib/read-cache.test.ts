// The read cache's rules (decision 024): an answer is reused for READ_CACHE_SECONDS and no
// longer, a write (forgetReads) drops every answer and every read still under way, one
// load serves concurrent reads, a failure is not kept, each database has its own cache.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { cachedRead, forgetReads, READ_CACHE_SECONDS } from "./read-cache";

const newDb = () => ({}) as Database;

function counter() {
  let calls = 0;
  return {
    load: async () => `answer ${++calls}`,
    get calls() {
      return calls;
    },
  };
}

describe("cachedRead", () => {
  afterEach(() => vi.useRealTimers());

  it("reuses an answer for READ_CACHE_SECONDS, then loads again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const db = newDb();
    const source = counter();
    expect(await cachedRead(db, "k", source.load)).toBe("answer 1");
    vi.advanceTimersByTime(READ_CACHE_SECONDS * 1000 - 1);
    expect(await cachedRead(db, "k", source.load)).toBe("answer 1");
    vi.advanceTimersByTime(1);
    expect(await cachedRead(db, "k", source.load)).toBe("answer 2");
    expect(source.calls).toBe(2);
  });

  it("keeps answers apart by key", async () => {
    const db = newDb();
    expect(await cachedRead(db, "offices:a", async () => "A")).toBe("A");
    expect(await cachedRead(db, "offices:b", async () => "B")).toBe("B");
    expect(await cachedRead(db, "offices:a", async () => "not read")).toBe("A");
  });

  it("forgets every answer after a write", async () => {
    const db = newDb();
    const source = counter();
    await cachedRead(db, "k", source.load);
    forgetReads(db);
    expect(await cachedRead(db, "k", source.load)).toBe("answer 2");
  });

  it("never stores an answer whose read started before a write", async () => {
    const db = newDb();
    let release!: (value: string) => void;
    const slow = cachedRead(db, "k", () => new Promise<string>((resolve) => (release = resolve)));
    forgetReads(db);
    release("read before the write");
    expect(await slow).toBe("read before the write");
    expect(await cachedRead(db, "k", async () => "read after the write")).toBe("read after the write");
  });

  it("serves concurrent reads of one key from one load", async () => {
    const db = newDb();
    const source = counter();
    const answers = await Promise.all([
      cachedRead(db, "k", source.load),
      cachedRead(db, "k", source.load),
      cachedRead(db, "k", source.load),
    ]);
    expect(answers).toEqual(["answer 1", "answer 1", "answer 1"]);
    expect(source.calls).toBe(1);
  });

  it("does not keep a failed load", async () => {
    const db = newDb();
    await expect(cachedRead(db, "k", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cachedRead(db, "k", async () => "recovered")).toBe("recovered");
  });

  it("keeps one cache per database", async () => {
    const first = newDb();
    const second = newDb();
    await cachedRead(first, "k", async () => "first");
    expect(await cachedRead(second, "k", async () => "second")).toBe("second");
    forgetReads(second);
    expect(await cachedRead(first, "k", async () => "not read")).toBe("first");
  });

  it("holds at most 5,000 answers, dropping the oldest", async () => {
    const db = newDb();
    for (let i = 0; i <= 5_000; i++) await cachedRead(db, `k${i}`, async () => i);
    expect(await cachedRead(db, "k0", async () => "loaded again")).toBe("loaded again");
    expect(await cachedRead(db, "k5000", async () => "not read")).toBe(5_000);
  });
});
