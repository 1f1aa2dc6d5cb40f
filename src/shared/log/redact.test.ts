import { describe, it, expect } from "vitest";
import { REDACT_KEY_PATTERN, REDACT_MAX_DEPTH, isRedactedKey, redact } from "./redact";

const R = "[REDACTED]";

describe("REDACT_KEY_PATTERN", () => {
  it.each([
    "password",
    "newPassword",
    "PASSWORD_HASH",
    "token",
    "access_token",
    "apiKey",
    "KEY",
    "clientSecret",
    "authorization",
    "Author",
    "sessionId",
    "x-session",
  ])("matches %j", (key) => expect(isRedactedKey(key)).toBe(true));

  it.each(["email", "name", "userId", "message", "pass", "tok", "level"])("does not match %j", (key) => {
    expect(isRedactedKey(key)).toBe(false);
  });

  it("is case-insensitive and stateless, so pino can reuse it", () => {
    expect(REDACT_KEY_PATTERN.flags).toBe("i");
    expect([1, 2, 3].map(() => REDACT_KEY_PATTERN.test("token"))).toEqual([true, true, true]);
  });
});

describe("redact", () => {
  it("redacts sensitive keys at any depth and keeps the rest", () => {
    const input = { user: { accessToken: "x", email: "a@b.co" }, apiKey: 1, sessionId: 2, author: "a", count: 3 };
    expect(redact(input)).toEqual({
      user: { accessToken: R, email: "a@b.co" },
      apiKey: R,
      sessionId: R,
      author: R,
      count: 3,
    });
  });

  it("redacts whole sub-trees under a sensitive key, whatever their type", () => {
    expect(redact({ auth: { user: "u", roles: ["admin"] }, secrets: ["a", "b"], password: null })).toEqual({
      auth: R,
      secrets: R,
      password: R,
    });
  });

  it("walks arrays, Maps and Sets", () => {
    const input = [
      { token: "t", id: 1 },
      new Map<unknown, unknown>([
        ["refresh_token", "r"],
        [7, { ok: true }],
      ]),
      new Set([{ password: "p" }]),
    ];
    expect(redact(input)).toEqual([{ token: R, id: 1 }, { refresh_token: R, 7: { ok: true } }, [{ password: R }]]);
  });

  it("returns a deep copy and leaves the input untouched", () => {
    const input = { nested: { password: "p", list: [1, 2] } };
    const output = redact(input) as typeof input;
    expect(output).not.toBe(input);
    expect(output.nested).not.toBe(input.nested);
    expect(output.nested.list).not.toBe(input.nested.list);
    expect(input.nested.password).toBe("p");
  });

  it("passes primitives through", () => {
    for (const value of ["s", 1, true, null, undefined, 10n]) expect(redact(value)).toBe(value);
  });

  it("cuts cycles but copies an object that merely appears twice", () => {
    const shared = { id: 1 };
    const cyclic: Record<string, unknown> = { name: "root", a: shared, b: shared };
    cyclic.self = cyclic;
    cyclic.list = [cyclic];
    expect(redact(cyclic)).toEqual({
      name: "root",
      a: { id: 1 },
      b: { id: 1 },
      self: "[Circular]",
      list: ["[Circular]"],
    });
  });

  it("reduces Errors to name, message and own fields, without the stack", () => {
    const error = Object.assign(new TypeError("bad input"), { code: "E_BAD", token: "t" });
    const output = redact({ error }) as { error: Record<string, unknown> };
    expect(output.error).toEqual({ name: "TypeError", message: "bad input", code: "E_BAD", token: R });
    expect(output.error).not.toHaveProperty("stack");
  });

  it("drops an enumerable stack on Errors only", () => {
    const error = Object.assign(new Error("m"), { stack: "at secret.js:1" });
    expect(redact(error)).toEqual({ name: "Error", message: "m" });
    expect(redact({ stack: "MERN" })).toEqual({ stack: "MERN" });
  });

  it("clones Dates", () => {
    const date = new Date("2024-05-06T07:08:09.000Z");
    const output = redact({ at: date }) as { at: Date };
    expect(output.at).toBeInstanceOf(Date);
    expect(output.at).not.toBe(date);
    expect(output.at.toISOString()).toBe("2024-05-06T07:08:09.000Z");
  });

  it("replaces functions and binary buffers with a label", () => {
    function onDone() {}
    expect(redact({ cb: onDone, anon: () => 1, bytes: new Uint8Array(1_000_000) })).toEqual({
      cb: "[Function: onDone]",
      anon: "[Function: anon]",
      bytes: "[Uint8Array]",
    });
  });

  it("keeps a key named __proto__ as data", () => {
    const output = redact(JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(output, "__proto__")?.value).toEqual({ polluted: true });
  });

  it(`keeps ${REDACT_MAX_DEPTH} levels below the root and truncates deeper ones`, () => {
    const nest = (levels: number): unknown => (levels === 0 ? { leaf: true } : { child: nest(levels - 1) });
    const walk = (value: unknown, levels: number): unknown => {
      let node = value;
      for (let i = 0; i < levels; i++) node = (node as { child: unknown }).child;
      return node;
    };
    expect(walk(redact(nest(REDACT_MAX_DEPTH)), REDACT_MAX_DEPTH)).toEqual({ leaf: true });
    expect(walk(redact(nest(REDACT_MAX_DEPTH + 1)), REDACT_MAX_DEPTH)).toEqual({ child: "[Truncated]" });
  });
});

describe("redact: query values", () => {
  it("replaces every query value in a string, keeps the names and text without a query", () => {
    expect(redact({ path: "/x?email=a%40b.c&name=Jane" })).toEqual({ path: "/x?email=[REDACTED]&name=[REDACTED]" });
    expect(redact(["Why? Because.", "/plain/path"])).toEqual(["Why? Because.", "/plain/path"]);
  });
});
