import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import {
  SESSION_CACHE_SECONDS,
  cachedMembership,
  cachedSession,
  cacheMembership,
  cacheSession,
  forgetAccount,
  forgetSession,
  forgetUser,
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
});
