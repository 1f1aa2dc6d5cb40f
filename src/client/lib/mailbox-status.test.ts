import { describe, expect, it } from "vitest";
import { mailboxStatusText, ownMailboxText } from "./mailbox-status";

const now = Date.parse("2026-11-28T12:00:00Z");
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const push = (over: Partial<Parameters<typeof mailboxStatusText>[0]>) => ({
  provider: "google" as const,
  status: "pushed" as const,
  pushedAt: ago(4),
  at: ago(4),
  error: null,
  changedByProvider: false,
  isCurrent: true,
  ...over,
});

describe("a member's mailbox status in words", () => {
  it("is 'In Gmail' only when Gmail holds the signature they have now", () => {
    expect(mailboxStatusText(push({}), now)).toEqual({ tone: "ok", headline: "In Gmail", detail: "pushed 4 minutes ago" });
    expect(mailboxStatusText(push({ isCurrent: false }), now)).toEqual({
      tone: "stale",
      headline: "Out of date in Gmail",
      detail: "holds an older signature (pushed 4 minutes ago): the newer one is not pushed yet",
    });
  });

  it("a failed latest attempt is out of date, with when and why", () => {
    const failed = push({ status: "failed", at: ago(3), error: "ada@acme.test has no Gmail mailbox." });
    expect(mailboxStatusText(failed, now)).toEqual({
      tone: "failed",
      headline: "Out of date in Gmail",
      detail: "failed 3 minutes ago: ada@acme.test has no Gmail mailbox.",
    });
  });

  it("a push waiting or under way says so, and why it waits after a refusal", () => {
    expect(mailboxStatusText(push({ status: "queued" }), now)).toMatchObject({
      tone: "waiting",
      headline: "Waiting for Gmail",
      detail: null,
    });
    expect(mailboxStatusText(push({ status: "queued", error: "Google's rate limit was reached (429)." }), now).detail).toBe(
      "retrying: Google's rate limit was reached (429).",
    );
    expect(mailboxStatusText(push({ status: "pushing" }), now).headline).toBe("Pushing to Gmail...");
  });
});

describe("where the member's own signature is, in their words", () => {
  const places = (over: Partial<Parameters<typeof ownMailboxText>[0]>) => ({ gmail: null, outlook: null, ...over });
  const gmail = (p: ReturnType<typeof push> | null, reachable = true) => ({
    domain: "acme.test",
    reachable,
    reason: reachable ? null : "Their address is not in acme.test, the connected Google Workspace domain.",
    push: p,
  });

  it("says since when Gmail holds it, and why not when it doesn't", () => {
    expect(ownMailboxText(places({}), "UTC", now)).toEqual([]);
    const [inGmail] = ownMailboxText(places({ gmail: gmail(push({ pushedAt: "2026-11-28T10:32:00Z" })) }), "UTC", now);
    expect(inGmail).toMatchObject({ tone: "ok", detail: null });
    expect(inGmail.headline).toMatch(/^In your Gmail since 10:32/);
    const [failed] = ownMailboxText(
      places({ gmail: gmail(push({ status: "failed", at: ago(3), error: "no Gmail mailbox for this address" })) }),
      "UTC",
      now,
    );
    expect(`${failed.headline}: ${failed.detail}`).toBe("Out of date in Gmail: failed 3 minutes ago: no Gmail mailbox for this address");
    expect(ownMailboxText(places({ gmail: gmail(null, false) }), "UTC", now)[0]).toMatchObject({
      headline: "Not in Gmail",
      detail: "Your company puts signatures into Gmail for addresses in acme.test, and yours is not one.",
    });
  });

  it("says Outlook adds it when the add-in is set up", () => {
    expect(ownMailboxText(places({ outlook: { fetchedAt: ago(10), recent: true } }), "UTC", now)).toEqual([
      { place: "outlook", tone: "ok", headline: "Outlook adds it when you write", detail: "last added 10 minutes ago" },
    ]);
  });
});
