// BENCH_SMOKE=1 bash scripts/bench.sh (npm test): every bench named on the command line, once on
// a tiny input, one after the other in this one process. Each bench is a module that runs when
// imported, so importing them in turn runs them as `npx tsx bench/<name>.ts` would, without
// starting Node and tsx again for each and without loading the server's modules again for each
// bench that uses them in process. A bench that throws stops the list; one that sets
// process.exitCode fails the run at its end, as when run alone.
import { isSmoke, runBenchNext } from "./bench-mode";

if (!isSmoke) throw new Error("bench/smoke.ts runs the benches' smoke runs only: set BENCH_SMOKE=1.");
// Each bench starts with the environment the run was given: one may change it (Vite's build sets
// NODE_ENV=production, which the server's env.ts then reads as a production server's).
const startingEnv = { ...process.env };
for (const name of process.argv.slice(2)) {
  for (const key of Object.keys(process.env)) if (!(key in startingEnv)) delete process.env[key];
  Object.assign(process.env, startingEnv);
  console.log(`== bench/${name}.ts`);
  const url = new URL(`./${name}.ts`, import.meta.url).href;
  runBenchNext(url);
  await import(url);
}
// A bench's pools, timers or sockets left open must not keep the run waiting.
process.exit(process.exitCode ?? 0);
