import { expect, it } from "vitest";
import { Writable } from "node:stream";
import { createLogger } from "./logger";

it("writes JSON lines and redacts secrets at any depth", () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const log = createLogger("info", sink);
  log.info(
    { email: "a@example.com", password: "hunter2", request: { headers: { authorization: "Bearer x" }, sessionToken: "s" } },
    "signed in",
  );
  const entry = JSON.parse(lines[0]);
  expect(entry).toMatchObject({
    msg: "signed in",
    email: "a@example.com",
    password: "[REDACTED]",
    request: { headers: { authorization: "[REDACTED]" }, sessionToken: "[REDACTED]" },
  });
  expect(lines[0]).not.toContain("hunter2");
  expect(lines[0]).not.toContain("Bearer x");
});

it("never prints the values of query parameters in a logged path or URL", () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const log = createLogger("info", sink);
  log.error({ path: "/auth?invitation=0d3c&email=jane%40example.com", url: "https://x.test/users?q=Jane+Doe#top" }, "unknown route");
  const entry = JSON.parse(lines[0]);
  expect(entry.path).toBe("/auth?invitation=[REDACTED]&email=[REDACTED]");
  expect(entry.url).toBe("https://x.test/users?q=[REDACTED]#top");
  expect(lines[0]).not.toMatch(/jane|0d3c/i);
});
