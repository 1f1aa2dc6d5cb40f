// Wakes a process's job-queue workers in turn, evenly spread over one polling period: with N
// workers and a period P, one worker every P / N, so each fetches once per P and no two fetch
// together. pg-boss's own interval keeps each worker's fetches where its first one was, and
// workers registered one after the other at start fetch together for as long as the process
// runs: a dozen statements at once, twice a second. On PGlite, which runs them on the main
// thread, those bursts held every request for several milliseconds (decision 067).
export type PollClock = { add(workerId: string): void; stop(): void };

export function pollClock(periodMs: number, wake: (workerId: string) => void): PollClock {
  const workers: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let turn = 0;
  let stopped = false;
  // First scheduled when a worker is added, so there is always one to wake.
  const tick = () => {
    wake(workers[turn++ % workers.length]);
    timer = setTimeout(tick, periodMs / workers.length).unref();
  };
  return {
    add(workerId) {
      workers.push(workerId);
      if (!timer && !stopped) timer = setTimeout(tick, periodMs / workers.length).unref();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
