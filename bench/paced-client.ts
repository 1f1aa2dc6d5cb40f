// The paced load (bench/paced-load.ts) in a process of its own: `node --import tsx
// bench/paced-client.ts '<json>'` with a PacedRun ({ url, headers, rate, seconds }) prints its figures as
// one JSON line. A fresh heap, as a real client on another machine has: in the bench's own
// process, a collection of a heap grown by the earlier routes' loads delayed sends and reads
// by tens of milliseconds, and the paced load counted them as the server's latency. It also
// prints "counting" when its counted part begins and "counted" when that part has answered,
// each on a line of its own, so the bench can measure the server over exactly that time.
import { COUNT_MARK_LINES, pacedLoad, type PacedRun } from "./paced-load";

const run = JSON.parse(process.argv[2]) as PacedRun;
const mark = (line: string) => () => process.stdout.write(`${line}\n`);
const marks = { counting: mark(COUNT_MARK_LINES.counting), counted: mark(COUNT_MARK_LINES.counted) };
console.log(JSON.stringify(await pacedLoad(run, marks)));
