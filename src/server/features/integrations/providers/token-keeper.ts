// Access tokens kept per process until five minutes before they expire, whatever mints them
// (Google's JWT bearer grant, Microsoft's client credentials). Concurrent asks for one token
// share one request; a token the API refused (401) is forgotten, so the next ask mints anew.
const RENEW_BEFORE_MS = 5 * 60_000;
const MAX_KEPT = 100_000;

export type Minted = { token: string; expiresInMs: number };

export type TokenKeeper<A> = {
  get(subject: A): Promise<string>;
  forget(subject: A): void;
  /** How many tokens were minted (tests and the bench read it). */
  readonly minted: number;
};

export function createTokenKeeper<A>(
  keyOf: (subject: A) => string,
  mint: (subject: A) => Promise<Minted>,
  clock: () => number,
): TokenKeeper<A> {
  const kept = new Map<string, { token: string; renewAt: number }>();
  const minting = new Map<string, Promise<string>>();
  let minted = 0;
  return {
    get minted() {
      return minted;
    },
    async get(subject) {
      const id = keyOf(subject);
      const hit = kept.get(id);
      if (hit && hit.renewAt > clock()) return hit.token;
      let pending = minting.get(id);
      if (!pending) {
        pending = mint(subject)
          .then(({ token, expiresInMs }) => {
            minted++;
            if (kept.size >= MAX_KEPT) kept.clear();
            kept.set(id, { token, renewAt: clock() + expiresInMs - RENEW_BEFORE_MS });
            return token;
          })
          .finally(() => minting.delete(id));
        minting.set(id, pending);
      }
      return pending;
    },
    forget(subject) {
      kept.delete(keyOf(subject));
    },
  };
}
