import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, SESSION_UPDATE_AGE_SECONDS, slideIsDue } from "./session-policy";

const NOW = Date.UTC(2026, 0, 10, 12);
const SECOND = 1000;
const IDLE = SESSION_IDLE_SECONDS * SECOND;

describe("slideIsDue: when a use writes the session's new end", () => {
  const createdAt = new Date(NOW - 3600 * SECOND);

  it("not while the end moved less than the update age ago (no write per request)", () => {
    expect(slideIsDue(createdAt, new Date(NOW + IDLE), NOW)).toBe(false);
    expect(slideIsDue(createdAt, new Date(NOW + IDLE - (SESSION_UPDATE_AGE_SECONDS - 1) * SECOND), NOW)).toBe(false);
  });

  it("once the end would move by the update age or more", () => {
    expect(slideIsDue(createdAt, new Date(NOW + IDLE - SESSION_UPDATE_AGE_SECONDS * SECOND), NOW)).toBe(true);
    expect(slideIsDue(createdAt, new Date(NOW + 60 * SECOND), NOW)).toBe(true);
  });

  it("never once the end sits at the absolute limit", () => {
    const old = new Date(NOW - (SESSION_ABSOLUTE_SECONDS - 3600) * SECOND);
    const limit = new Date(old.getTime() + SESSION_ABSOLUTE_SECONDS * SECOND);
    expect(slideIsDue(old, limit, NOW)).toBe(false);
    expect(slideIsDue(old, new Date(limit.getTime() - 30 * SECOND), NOW)).toBe(false);
    expect(slideIsDue(old, new Date(limit.getTime() - 2 * SESSION_UPDATE_AGE_SECONDS * SECOND), NOW)).toBe(true);
  });
});
