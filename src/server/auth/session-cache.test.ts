import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import {
  SESSION_CACHE_SECONDS,
  cachedMembership,
  cachedSession,
  cacheMembership,
  cacheSession,
  cachedSessionById,
  checkedMembership,
  checkedSession,
  dropChecksUnderWay,
  forgetAccount,
  forgetSession,
  forgetUser,
  sessionCacheGeneration,
} from "./session-cache";

// The cache only keys by the handle's identity: any object stands in for a database.
const newDb = () => ({}) as Database;
const session = (id: string, userId: string, expiresInMs = 3_600_000) => ({
  sessionId: id,
  user: { id: userId, email: `${userId}@example.com`, name: userId },
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + expiresInMs),
});

afterEach(() => vi.useRealTimers());

describe("session cache", () => {
  it("answers for SESSION_CACHE_SECONDS, then asks the database again", () => {
    vi.useFakeTimers();
    const db = newDb();
    cacheSession(db, "cookie-a", session("s1", "u1"));
    expect(cachedSession(db, "cookie-a")?.sessionId).toBe("s1");
    vi.advanceTimersByTime(SESSION_CACHE_SECONDS * 1000 - 1);
    expect(cachedSession(db, "cookie-a")?.sessionId).toBe("s1");
    vi.advanceTimersByTime(1);
    expect(cachedSession(db, "cookie-a")).toBeUndefined();
  });

  it("never answers with a session past its end, nor for another cookie or database", () => {
    vi.useFakeTimers();
    const db = newDb();
    cacheSession(db, "cookie-a", session("s1", "u1", 1000));
    expect(cachedSession(db, "cookie-b")).toBeUndefined();
    expect(cachedSession(newDb(), "cookie-a")).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(cachedSession(db, "cookie-a")).toBeUndefined();
  });

  it("forgets a session, a user's sessions and membership, an account's memberships", () => {
    const db = newDb();
    cacheSession(db, "a", session("s1", "u1"));
    cacheSession(db, "b", session("s2", "u1"));
    cacheSession(db, "c", session("s3", "u2"));
    cacheMembership(db, "u1", { accountId: "acc1" });
    cacheMembership(db, "u2", { accountId: "acc2" });
    forgetSession(db, "s3");
    expect(cachedSession(db, "c")).toBeUndefined();
    forgetUser(db, "u1");
    expect([cachedSession(db, "a"), cachedSession(db, "b"), cachedMembership(db, "u1")]).toEqual([undefined, undefined, undefined]);
    expect(cachedMembership(db, "u2")).toEqual({ accountId: "acc2" });
    forgetAccount(db, "acc2");
    expect(cachedMembership(db, "u2")).toBeUndefined();
  });

  it("is bounded: the oldest entries go first", () => {
    const db = newDb();
    for (let i = 0; i <= 10_000; i++) cacheSession(db, `cookie-${i}`, session(`s${i}`, `u${i}`));
    expect(cachedSession(db, "cookie-0")).toBeUndefined();
    expect(cachedSession(db, "cookie-1")?.sessionId).toBe("s1");
    expect(cachedSession(db, "cookie-10000")?.sessionId).toBe("s10000");
  });

  it("finds a kept session by its id, and not once it is forgotten", () => {
    const db = newDb();
    cacheSession(db, "a", session("s1", "u1"));
    cacheSession(db, "b", session("s2", "u2"));
    expect(cachedSessionById(db, "s1")?.user.id).toBe("u1");
    expect(cachedSessionById(db, "s3")).toBeUndefined();
    forgetSession(db, "s1");
    expect(cachedSessionById(db, "s1")).toBeUndefined();
    expect(cachedSessionById(db, "s2")?.user.id).toBe("u2");
  });
});

// A deferred answer, so a test decides when a check finishes.
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("checks under way", () => {
  it("concurrent requests with one cookie share one check, then the kept answer", async () => {
    const db = newDb();
    const answer = deferred<ReturnType<typeof session> | null>();
    const check = vi.fn(() => answer.promise);
    const first = checkedSession(db, "cookie-a", check);
    const second = checkedSession(db, "cookie-a", check);
    answer.resolve(session("s1", "u1"));
    expect((await first)?.sessionId).toBe("s1");
    expect((await second)?.sessionId).toBe("s1");
    expect((await checkedSession(db, "cookie-a", check))?.sessionId).toBe("s1");
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("another cookie or user gets a check of its own", async () => {
    const db = newDb();
    const check = vi.fn(async () => session("s1", "u1"));
    await Promise.all([checkedSession(db, "cookie-a", check), checkedSession(db, "cookie-b", check)]);
    const read = vi.fn(async () => ({ accountId: "acc1" }));
    await Promise.all([checkedMembership(db, "u1", read), checkedMembership(db, "u2", read)]);
    expect([check.mock.calls.length, read.mock.calls.length]).toEqual([2, 2]);
  });

  it("a check that a revocation overtook is neither kept nor joined", async () => {
    const db = newDb();
    const before = deferred<ReturnType<typeof session> | null>();
    const first = checkedSession(db, "cookie-a", () => before.promise);
    forgetUser(db, "u1");
    const after = vi.fn(async () => null);
    expect(await checkedSession(db, "cookie-a", after)).toBeNull();
    expect(after).toHaveBeenCalledTimes(1);
    before.resolve(session("s1", "u1"));
    expect((await first)?.sessionId).toBe("s1");
    expect(cachedSession(db, "cookie-a")).toBeUndefined();
  });

  it("a session in use is checked again past half its life while its other requests go on; one found gone is dropped", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const db = newDb();
    await checkedSession(db, "cookie-a", async () => session("s1", "u1"));
    vi.advanceTimersByTime((SESSION_CACHE_SECONDS * 1000) / 2);
    const again = deferred<ReturnType<typeof session> | null>();
    const checking = checkedSession(db, "cookie-a", () => again.promise);
    const meanwhile = vi.fn(async () => session("s1", "u1"));
    expect((await checkedSession(db, "cookie-a", meanwhile))?.sessionId).toBe("s1");
    expect(meanwhile).not.toHaveBeenCalled();
    // Signed out elsewhere: the check says so, and the kept session goes at once.
    again.resolve(null);
    expect(await checking).toBeNull();
    expect(cachedSession(db, "cookie-a")).toBeUndefined();
  });

  it("a membership read that a write overtook is not kept, so a new membership counts at once", async () => {
    const db = newDb();
    const before = deferred<{ accountId: string } | null>();
    const first = checkedMembership(db, "u1", () => before.promise);
    dropChecksUnderWay(db);
    const after = checkedMembership(db, "u1", async () => ({ accountId: "acc1" }));
    before.resolve(null);
    expect(await first).toBeNull();
    expect(await after).toEqual({ accountId: "acc1" });
    expect(cachedMembership(db, "u1")).toEqual({ accountId: "acc1" });
  });

  it("keeps neither a missing answer nor a failure: the next request checks again", async () => {
    const db = newDb();
    expect(await checkedMembership(db, "u1", async () => null)).toBeNull();
    await expect(checkedSession(db, "cookie-a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    const read = vi.fn(async () => ({ accountId: "acc1" }));
    const check = vi.fn(async () => session("s1", "u1"));
    await checkedMembership(db, "u1", read);
    await checkedSession(db, "cookie-a", check);
    expect([read.mock.calls.length, check.mock.calls.length]).toEqual([1, 1]);
  });

  it("a membership kept after a read of one's own is dropped when a forget came since", () => {
    const db = newDb();
    const generation = sessionCacheGeneration(db);
    forgetAccount(db, "acc1");
    cacheMembership(db, "u1", { accountId: "acc1" }, generation);
    expect(cachedMembership(db, "u1")).toBeUndefined();
    cacheMembership(db, "u1", { accountId: "acc1" });
    expect(cachedMembership(db, "u1")).toEqual({ accountId: "acc1" });
  });
});
