// BENCH_SMOKE=1: every bench runs once on a tiny input (npm test does, scripts/bench.sh), so
// a bench that no longer starts or finishes is seen the day it breaks. The figures it prints
// then mean nothing and no figure is judged; what still fails it is what fails a run at full
// size: an answer the bench did not expect, a crash.
export const isSmoke = process.env.BENCH_SMOKE === "1";

/** The bench's size at full scale, or the tiny one of a smoke run. */
export const benchSize = (full: number, smoke: number) => (isSmoke ? smoke : full);

let importedBench: string | null = null;
/** bench/smoke.ts names the bench it is about to import, which then runs as if started alone. */
export const runBenchNext = (url: string) => {
  importedBench = url;
};
/** Whether the module at `url` (its import.meta.url) is the bench to run: started alone or by bench/smoke.ts. */
export const isBenchMain = (url: string) => url === `file://${process.argv[1]}` || url === importedBench;
