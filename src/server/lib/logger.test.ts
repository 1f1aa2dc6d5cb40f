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
