// The read cache's rules (decision 024): an answer is reused for READ_CACHE_SECONDS and no
// longer (one read loads an answer in use again past half its life, the others keep it), a
// write (forgetReads) drops every answer and every read still under way, a batch of tracked
// events only the answers that count them, one load serves concurrent reads, a failure is not
// kept, each database has its own cache.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { cachedRead, forgetEventCounts, forgetReads, READ_CACHE_SECONDS } from "./read-cache";

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
    vi.advanceTimersByTime(READ_CACHE_SECONDS * 1000);
    expect(await cachedRead(db, "k", source.load)).toBe("answer 2");
    expect(source.calls).toBe(2);
  });

  it("loads an answer in use again past half its life, while the other reads keep the kept one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const db = newDb();
    expect(await cachedRead(db, "k", async () => "first")).toBe("first");
    vi.advanceTimersByTime((READ_CACHE_SECONDS * 1000) / 2 - 1);
    expect(await cachedRead(db, "k", async () => "not read while young")).toBe("first");
    vi.advanceTimersByTime(1);
    let release!: (value: string) => void;
    const refreshing = cachedRead(db, "k", () => new Promise<string>((resolve) => (release = resolve)));
    // Meanwhile the others are answered at once with the kept answer, and start no load.
    expect(await cachedRead(db, "k", async () => "a second load")).toBe("first");
    release("second");
    expect(await refreshing).toBe("second");
    // The fresh answer lives its own full life: no read waits when the first one would have lapsed.
    vi.advanceTimersByTime((READ_CACHE_SECONDS * 1000) / 2 - 1);
    expect(await cachedRead(db, "k", async () => "not read")).toBe("second");
  });

  it("never answers with a kept answer READ_CACHE_SECONDS old, even while it is being loaded again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const db = newDb();
    await cachedRead(db, "k", async () => "first");
    vi.advanceTimersByTime((READ_CACHE_SECONDS * 1000) / 2);
    let release!: (value: string) => void;
    const refreshing = cachedRead(db, "k", () => new Promise<string>((resolve) => (release = resolve)));
    vi.advanceTimersByTime((READ_CACHE_SECONDS * 1000) / 2);
    const late = cachedRead(db, "k", async () => "a second load");
    release("second");
    expect(await late).toBe("second");
    expect(await refreshing).toBe("second");
  });

  it("a batch of tracked events forgets only the answers that count them", async () => {
    const db = newDb();
    await cachedRead(db, "statistics", async () => "0 clicks", { showsEventCounts: true });
    await cachedRead(db, "tracked campaign", async () => "campaign");
    forgetEventCounts(db);
    expect(await cachedRead(db, "statistics", async () => "1 click", { showsEventCounts: true })).toBe("1 click");
    expect(await cachedRead(db, "tracked campaign", async () => "not read")).toBe("campaign");
  });

  it("never keeps counts read before a batch of tracked events was written", async () => {
    const db = newDb();
    let release!: (value: string) => void;
    const slow = cachedRead(db, "statistics", () => new Promise<string>((resolve) => (release = resolve)), { showsEventCounts: true });
    forgetEventCounts(db);
    release("0 clicks");
    expect(await slow).toBe("0 clicks");
    expect(await cachedRead(db, "statistics", async () => "1 click", { showsEventCounts: true })).toBe("1 click");
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
