// Hono's TrieRouter, remembering its answer for a path that matched no parameter.
// The app runs TrieRouter because the faster RegExpRouter refuses a parameter beside a fixed
// segment (`/team/:id` beside `/team/bulk`), which the API has in many places. Its search
// walks the tree and builds the list of handlers anew on every request: a twelfth of a
// signed-in list's garbage. A path without parameters (`/api/team`, `/api/me`) always gets the
// same answer, so that answer is kept; a path with parameters is searched each time. The
// answers are snapshots (the router never changes a list it returned), and adding a route
// forgets them all.
import type { Result, Router } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";

/** Paths remembered at most; past it the memory starts over (a flood of unknown paths costs what a search costs). */
export const REMEMBERED_PATHS = 2000;

export class RememberingRouter<T> implements Router<T> {
  readonly name = "TrieRouter (remembering paths without parameters)";
  readonly #trie = new TrieRouter<T>();
  readonly #answers = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T) {
    this.#answers.clear();
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#answers.get(key);
    if (known) return known;
    const answer = this.#trie.match(method, path);
    if (withoutParameters(answer)) {
      if (this.#answers.size >= REMEMBERED_PATHS) this.#answers.clear();
      this.#answers.set(key, answer);
    }
    return answer;
  }
}

function withoutParameters<T>(answer: Result<T>): boolean {
  if (answer.length !== 1) return false;
  for (const [, params] of answer[0]) for (const _ in params) return false;
  return true;
}
