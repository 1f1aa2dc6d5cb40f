// The remembering router answers exactly as Hono's TrieRouter, keeping only answers without parameters.
import { describe, expect, it } from "vitest";
import { TrieRouter } from "hono/router/trie-router";
import { REMEMBERED_PATHS, RememberingRouter } from "./remembering-router";

const ROUTES: [string, string, string][] = [
  ["ALL", "*", "every request"],
  ["ALL", "/api/*", "api"],
  ["GET", "/api/team", "team list"],
  ["POST", "/api/team/bulk", "bulk"],
  ["GET", "/api/team/:id", "member"],
  ["DELETE", "/api/team/:id", "remove member"],
  ["GET", "/r/:token", "click"],
  ["GET", "/files/*", "file"],
];

function both() {
  const remembering = new RememberingRouter<string>();
  const trie = new TrieRouter<string>();
  for (const [method, path, handler] of ROUTES) {
    remembering.add(method, path, handler);
    trie.add(method, path, handler);
  }
  return { remembering, trie };
}

const handlers = (answer: ReturnType<RememberingRouter<string>["match"]>) =>
  answer[0].map(([handler, params]) => [handler, { ...(params as Record<string, string>) }]);

describe("RememberingRouter", () => {
  it("answers every path as TrieRouter does, the first time and again", () => {
    const { remembering, trie } = both();
    const requests = [
      ["GET", "/api/team"],
      ["POST", "/api/team/bulk"],
      ["GET", "/api/team/bulk"],
      ["GET", "/api/team/7f0c"],
      ["DELETE", "/api/team/8a1d"],
      ["GET", "/r/tok-1"],
      ["GET", "/r/tok-2"],
      ["GET", "/files/logo.png"],
      ["GET", "/nowhere"],
    ];
    for (let round = 0; round < 2; round++)
      for (const [method, path] of requests)
        expect(handlers(remembering.match(method, path)), `${method} ${path}`).toEqual(handlers(trie.match(method, path)));
  });

  it("keeps an answer without parameters, and searches a path with parameters each time", () => {
    const { remembering } = both();
    expect(remembering.match("GET", "/api/team")).toBe(remembering.match("GET", "/api/team"));
    const first = remembering.match("GET", "/r/first");
    const second = remembering.match("GET", "/r/second");
    expect(handlers(first).at(-1)).toEqual(["click", { token: "first" }]);
    expect(handlers(second).at(-1)).toEqual(["click", { token: "second" }]);
    expect(handlers(first).at(-1)).toEqual(["click", { token: "first" }]);
  });

  it("forgets what it kept when a route is added", () => {
    const { remembering } = both();
    expect(handlers(remembering.match("GET", "/api/me")).map(([h]) => h)).toEqual(["every request", "api"]);
    remembering.add("GET", "/api/me", "me");
    expect(handlers(remembering.match("GET", "/api/me")).map(([h]) => h)).toEqual(["every request", "api", "me"]);
  });

  it("keeps at most REMEMBERED_PATHS answers and still answers past them", () => {
    const { remembering } = both();
    const kept = remembering.match("GET", "/api/team");
    for (let i = 0; i < REMEMBERED_PATHS; i++) remembering.match("GET", `/unknown-${i}`);
    expect(handlers(remembering.match("GET", "/unknown-x")).map(([h]) => h)).toEqual(["every request"]);
    const again = remembering.match("GET", "/api/team");
    expect(again).not.toBe(kept);
    expect(handlers(again)).toEqual(handlers(kept));
  });
});
