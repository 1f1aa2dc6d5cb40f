// Under CI the PostgreSQL suites must run. Without TEST_DATABASE_URL, describeEachDatabase runs
// on PGlite only and the two-process suites skip: on a developer's machine that is the
// convenience of running without a server, on a CI machine it would be a green run that
// never touched PostgreSQL.

/** CI as CI services set it (`CI=true`, `CI=1`); unset, empty, `false` or `0` is not CI. */
export function isCi(env: NodeJS.ProcessEnv): boolean {
  const value = (env.CI ?? "").trim().toLowerCase();
  return value !== "" && value !== "false" && value !== "0";
}

/** Throws, saying what to do, when CI is set and no PostgreSQL server is named. */
export function requireDatabaseServerInCi(env: NodeJS.ProcessEnv = process.env): void {
  if (!isCi(env) || env.TEST_DATABASE_URL) return;
  throw new Error(
    "CI is set but TEST_DATABASE_URL is not: the PostgreSQL and two-process suites would be skipped, " +
      "so this run fails instead. Start PostgreSQL on 127.0.0.1:5432 (scripts/test.sh then sets " +
      "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test), or set TEST_DATABASE_URL to a server that answers.",
  );
}
