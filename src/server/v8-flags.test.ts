// The collector settings (v8-flags.ts) hold only for what loads after them: index.ts, the one
// way the server starts, must import them before anything else (decisions 073 and 074).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("the server's entry", () => {
  it("imports the collector settings before any other module", () => {
    const entry = readFileSync(new URL("./index.ts", import.meta.url), "utf8");
    const imports = [...entry.matchAll(/^\s*import\s+(?:[^"';]+from\s+)?["']([^"']+)["']/gm)].map((m) => m[1]);
    expect(imports[0]).toBe("./v8-flags");
    expect(imports.length).toBeGreaterThan(1);
  });

  it("turns allocation-site pretenuring off", () => {
    const flags = readFileSync(new URL("./v8-flags.ts", import.meta.url), "utf8");
    expect(flags).toMatch(/setFlagsFromString\("--no-allocation-site-pretenuring"\)/);
  });

  it("turns the memory reducer off", () => {
    const flags = readFileSync(new URL("./v8-flags.ts", import.meta.url), "utf8");
    expect(flags).toMatch(/setFlagsFromString\("--no-memory-reducer"\)/);
  });
});
