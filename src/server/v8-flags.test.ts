// The collector settings (v8-flags.ts) hold only for what loads after them: index.ts must import
// them before anything else (decisions 073 and 074), and every way a server starts gives them
// on node's command line too, for the threads made before index.ts runs (decision 078).
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

describe("how a server process starts", () => {
  const file = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), "utf8");

  it("gives node both settings on its command line", () => {
    const node = file("scripts/serve.sh")
      .split("\n")
      .find((line) => line.startsWith("exec node "));
    expect(node).toContain(" --no-memory-reducer ");
    expect(node).toContain(" --no-allocation-site-pretenuring ");
    expect(node).toMatch(/ "\$build\/index\.mjs"$/);
  });

  it("runs the server built from src/server/index.ts", () => {
    const build = file("scripts/build-server.js");
    expect(build).toContain('index: "src/server/index.ts"');
    expect(file("scripts/serve.sh")).toContain("build=$(node scripts/build-server.js)");
  });

  it.each([
    "scripts/start.sh",
    "package.json",
    "playwright.config.ts",
    "bench/start-server.ts",
    "src/server/test/server-process.ts",
    "e2e/support/second-server.ts",
  ])("%s starts it through scripts/serve.sh", (name) => {
    const text = file(name);
    expect(text).toContain("scripts/serve.sh");
    expect(text).not.toMatch(/tsx src\/server\/index\.ts|"src\/server\/index\.ts"/);
  });
});
