// The machine's own floor for the paced figures (bench/http.bench.ts): the same paced client,
// at the same rate, against a bare node:http server in a process of its own that answers
// every request with 11 bytes of JSON. What that server's p99 shows is the machine's (its
// scheduling, the client sharing its cores), not Signet's; a route's stall beyond it is the
// server's own.
import { spawn } from "node:child_process";
import { pacedLoadApart, type PacedFigures } from "./paced-load";
import { countedShares } from "./server-measures";

const BARE_SERVER = `
const server = require("node:http").createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"ok":true}');
});
server.keepAliveTimeout = 65000;
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

/** `steal`: the share of the machine's cores its hypervisor took during the counted seconds. */
export async function machineFloor(rate: number, seconds: number): Promise<PacedFigures & { steal: number }> {
  const child = spawn(process.execPath, ["-e", BARE_SERVER], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr.on("data", (d) => (output += d));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once("data", (d) => resolve(Number(String(d).trim())));
      child.once("exit", (code) => reject(new Error(`the bare server exited with ${code}:\n${output}`)));
    });
    const counted = countedShares();
    const figures = await pacedLoadApart({ url: `http://127.0.0.1:${port}/`, headers: {}, rate, seconds }, counted.marks);
    return { ...figures, steal: counted.shares().steal };
  } finally {
    child.kill();
  }
}

export type Steadiness = { slots: number; slowSlots: number; slowestShare: number };

/**
 * How steadily this machine gives a busy thread its CPU: one thread counts fixed work in each
 * 100 ms slot for `seconds`, with nothing else of the bench running. A slot under 70% of the
 * median count lost CPU time to something outside this process (on these virtual machines,
 * the host): requests waiting through such a slot show in any server's p99.
 */
export function machineSteadiness(seconds: number): Steadiness {
  const counts: number[] = [];
  let x = 0;
  for (let slot = 0; slot < Math.max(1, Math.round(seconds * 10)); slot++) {
    const end = performance.now() + 100;
    let n = 0;
    while (performance.now() < end) {
      for (let i = 0; i < 1000; i++) x = (x * 31 + i) | 0;
      n++;
    }
    counts.push(n);
  }
  if (x === 42) counts.push(0); // keeps the arithmetic from being optimised away
  const sorted = [...counts].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return {
    slots: counts.length,
    slowSlots: counts.filter((n) => n < 0.7 * median).length,
    slowestShare: Math.round((sorted[0] / median) * 100) / 100,
  };
}
