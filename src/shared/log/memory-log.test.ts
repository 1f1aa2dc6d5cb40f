import { afterEach, beforeEach, describe, it, expect, vi } from "vitest";
import { createMemoryLog } from "./memory-log";

describe("createMemoryLog", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2024-01-02T03:04:05.678Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("records level, message, ISO timestamp and the current user", () => {
    let userId: string | null = null;
    const log = createMemoryLog({ getUserId: () => userId });
    log.info("signed out");
    userId = "user-1";
    log.log("warn", "slow query", { ms: 900 });

    expect(log.entries()).toEqual([
      { level: "info", message: "signed out", timestamp: "2024-01-02T03:04:05.678Z", userId: null },
      {
        level: "warn",
        message: "slow query",
        data: { ms: 900 },
        timestamp: "2024-01-02T03:04:05.678Z",
        userId: "user-1",
      },
    ]);
  });

  it("has a shorthand for each level", () => {
    const log = createMemoryLog();
    log.debug("d");
    log.info("i");
    log.warn("w");
    log.error("e");
    expect(log.entries().map((e) => [e.level, e.message])).toEqual([
      ["debug", "d"],
      ["info", "i"],
      ["warn", "w"],
      ["error", "e"],
    ]);
  });

  it("redacts data and stores a copy, not the caller's object", () => {
    const log = createMemoryLog();
    const data = { email: "a@b.co", password: "hunter2", nested: { refreshToken: "r" } };
    log.error("sign-in failed", data);
    data.email = "changed";

    expect(log.entries()[0].data).toEqual({
      email: "a@b.co",
      password: "[REDACTED]",
      nested: { refreshToken: "[REDACTED]" },
    });
    expect(data.password).toBe("hunter2");
  });

  it("keeps at most 100 entries by default, dropping the oldest", () => {
    const log = createMemoryLog();
    for (let i = 1; i <= 101; i++) log.info(`entry ${i}`);
    const entries = log.entries();
    expect(entries).toHaveLength(100);
    expect(entries[0].message).toBe("entry 2");
    expect(entries[99].message).toBe("entry 101");
  });

  it("honours a custom max", () => {
    const log = createMemoryLog({ max: 2 });
    ["a", "b", "c"].forEach((m) => log.info(m));
    expect(log.entries().map((e) => e.message)).toEqual(["b", "c"]);
    const none = createMemoryLog({ max: 0 });
    none.error("dropped");
    expect(none.entries()).toEqual([]);
  });

  it("returns a copy of the entries and can be cleared", () => {
    const log = createMemoryLog();
    log.info("one");
    log.entries().pop();
    log.entries()[0].message = "tampered";
    expect(log.entries().map((e) => e.message)).toEqual(["one"]);
    log.clear();
    expect(log.entries()).toEqual([]);
  });

  it("never throws: a failing user lookup or hostile data still logs", () => {
    const log = createMemoryLog({
      getUserId: () => {
        throw new Error("no session");
      },
    });
    const hostile = {
      get boom() {
        throw new Error("getter");
      },
    };
    expect(() => log.warn("still logged", hostile)).not.toThrow();
    expect(log.entries()[0]).toMatchObject({ message: "still logged", userId: null, data: "[Unloggable]" });
  });

  it("omits data when none is given", () => {
    const log = createMemoryLog();
    log.info("plain");
    expect(log.entries()[0]).not.toHaveProperty("data");
  });
});
