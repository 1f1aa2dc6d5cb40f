import { describe, expect, it } from "vitest";
import { isCi, requireDatabaseServerInCi } from "./require-database-server-in-ci";

const URL = "postgres://postgres@127.0.0.1:5432/test";

describe("a CI run without PostgreSQL fails instead of skipping its suites", () => {
  it("refuses CI=true without TEST_DATABASE_URL, naming the variable and how to get one", () => {
    expect(() => requireDatabaseServerInCi({ CI: "true" })).toThrow(/CI is set but TEST_DATABASE_URL is not/);
    expect(() => requireDatabaseServerInCi({ CI: "1", TEST_DATABASE_URL: "" })).toThrow(/Start PostgreSQL on 127\.0\.0\.1:5432/);
  });

  it("lets CI run when a server is named, and a machine without CI run on PGlite alone", () => {
    expect(() => requireDatabaseServerInCi({ CI: "true", TEST_DATABASE_URL: URL })).not.toThrow();
    expect(() => requireDatabaseServerInCi({})).not.toThrow();
    expect(() => requireDatabaseServerInCi({ CI: "false" })).not.toThrow();
    expect(() => requireDatabaseServerInCi({ CI: "0" })).not.toThrow();
  });

  it("reads CI as CI services set it", () => {
    expect([isCi({ CI: "true" }), isCi({ CI: "TRUE" }), isCi({ CI: "1" }), isCi({ CI: "yes" })]).toEqual([true, true, true, true]);
    expect([isCi({}), isCi({ CI: "" }), isCi({ CI: "false" }), isCi({ CI: "0" })]).toEqual([false, false, false, false]);
  });
});
