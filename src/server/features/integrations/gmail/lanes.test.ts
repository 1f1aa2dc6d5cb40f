import { expect, it } from "vitest";
import { createLanes } from "./lanes";

const tick = () => new Promise((resolve) => setImmediate(resolve));

it("runs at most its count of tasks at once, across every caller, and a failing task frees its lane", async () => {
  const lanes = createLanes(3);
  let running = 0;
  let most = 0;
  const task = (fail: boolean) => async () => {
    running++;
    most = Math.max(most, running);
    await tick();
    await tick();
    running--;
    if (fail) throw new Error("refused");
    return "done";
  };
  // Two callers (two fetches of jobs) share the three lanes.
  const first = Array.from({ length: 5 }, (_, i) => lanes.run(task(i === 0)).catch((e: Error) => e.message));
  const second = Array.from({ length: 5 }, () => lanes.run(task(false)));
  const results = await Promise.all([...first, ...second]);
  expect(most).toBe(3);
  expect(results.filter((r) => r === "done")).toHaveLength(9);
  expect(results[0]).toBe("refused");
  // Free again: a task starts at once.
  let started = false;
  const next = lanes.run(async () => {
    started = true;
  });
  await tick();
  expect(started).toBe(true);
  await next;
});
