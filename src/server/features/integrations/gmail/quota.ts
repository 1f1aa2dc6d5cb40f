// Google's quota for this process's pushes: units a minute as a token bucket refilled
// continuously (1,200,000 per project by default; a signature update counts 100), so a
// large push never bursts past what Google allows and gets a storm of 429s back.
export type Quota = { take(units: number): Promise<void> };

export function createQuota(unitsPerMinute: number, clock: () => number = Date.now): Quota {
  const perMs = unitsPerMinute / 60_000;
  // A second's worth at once at most: a burst after an idle minute stays small.
  const capacity = Math.max(100, unitsPerMinute / 60);
  let available = capacity;
  let last = clock();
  let queue = Promise.resolve();
  return {
    take(units) {
      const turn = queue.then(async () => {
        for (;;) {
          const now = clock();
          available = Math.min(capacity, available + (now - last) * perMs);
          last = now;
          if (available >= units) {
            available -= units;
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, Math.ceil((units - available) / perMs)));
        }
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
