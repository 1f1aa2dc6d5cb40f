// The burst report's reading of the kernel's task switches (perf script of sched:sched_switch).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cpuSlices, fileLines, onCpu } from "./cpu-switches";

// Two CPUs. CPU 0: the server's main thread (500) from 1.000 s to 1.030 s, then a helper thread
// of it (502) to 1.040 s, then idle. CPU 1: idle, then the client (600) from 1.010 s to 1.050 s:
// the switch into it from idle is missing, as perf's record sometimes has it.
const SCRIPT = [
  "         swapper     0/0     [000]  1.000000: prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=node next_pid=500 next_prio=120",
  "         swapper     0/0     [001]  1.000000: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=swapper/1 next_pid=0 next_prio=120",
  "         swapper     0/0     [001]  1.010000: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=kworker/1:1 next_pid=44 next_prio=120",
  "            node   500/500   [000]  1.030000: prev_comm=node prev_pid=500 prev_prio=120 prev_state=R ==> next_comm=node next_pid=502 next_prio=120",
  "            node   500/502   [000]  1.040000: prev_comm=node prev_pid=502 prev_prio=120 prev_state=S ==> next_comm=swapper/0 next_pid=0 next_prio=120",
  "  npm exec tsx be   600/600   [001]  1.050000: prev_comm=npm exec tsx be prev_pid=600 prev_prio=120 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120",
  "not a switch line",
];

describe("cpuSlices and onCpu", () => {
  it("gives each task its time on the CPUs, from the switch before to the switch out of it", () => {
    const slices = cpuSlices(SCRIPT);
    expect(onCpu(slices, 1_000_000, 1_060_000)).toEqual([
      ["npm exec tsx be 600", 40_000],
      ["node 500", 30_000],
      ["idle", 10_000],
      ["node 500/502", 10_000],
    ]);
  });

  it("counts only the part of a slice inside the window", () => {
    expect(onCpu(cpuSlices(SCRIPT), 1_025_000, 1_035_000)).toEqual([
      ["npm exec tsx be 600", 10_000],
      ["node 500", 5_000],
      ["node 500/502", 5_000],
    ]);
  });

  it("keeps only the slices that overlap the time asked for", () => {
    expect(cpuSlices(SCRIPT, 1_035_000, 1_045_000).map((s) => s.task)).toEqual(["node 500/502", "npm exec tsx be 600"]);
  });

  it("reads a file's lines, the last one without its newline too", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "switches-")), "switches.txt");
    writeFileSync(file, `${SCRIPT.join("\n")}`);
    expect([...fileLines(file)]).toEqual(SCRIPT);
    expect(onCpu(cpuSlices(fileLines(file)), 1_000_000, 1_060_000)).toEqual(onCpu(cpuSlices(SCRIPT), 1_000_000, 1_060_000));
  });
});
