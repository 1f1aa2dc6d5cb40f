// Real server processes for tests that need more than one (started as every server is: scripts/serve.sh).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { requireDatabaseServerInCi } from "./require-database-server-in-ci";
import { onServer, withDatabase } from "./template-databases";

/** The PostgreSQL server API tests use, when set; under CI it must be set (the suites that skip without it fail instead). */
export const testDatabaseServerUrl = () => {
  requireDatabaseServerInCi();
  return process.env.TEST_DATABASE_URL || null;
};

/** Ports of the session revocation suite's two servers (REVOCATION_TEST_PORTS="a,b" moves them). */
export const revocationTestPorts = () => (process.env.REVOCATION_TEST_PORTS ?? "3141,3142").split(",").map(Number);

/** Ports of the two-process deployment suite's servers (DEPLOYMENT_TEST_PORTS="a,b" moves them). */
export const deploymentTestPorts = () => (process.env.DEPLOYMENT_TEST_PORTS ?? "3145,3146").split(",").map(Number);

export type Server = { base: string; child: ChildProcess; log: () => string };

// Waits for /api/health as long as the process lives: a loaded machine may be slow to
// start it, and a server that dies shows its log in the error.
export async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("bash", ["scripts/serve.sh"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: base,
      LOG_LEVEL: "warn",
      // Tests poll faster than people: limits out of the way unless the test sets its own.
      API_KEY_RATE_LIMIT: "1000000",
      SESSION_RATE_LIMIT: "1000000",
      ANONYMOUS_RATE_LIMIT: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server on port ${port} exited before answering /api/health. Its log:\n${output}`);
    }
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { base, child, log: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function stopServer(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

export type ServerPair = { a: Server; b: Server; databaseUrl: string; stop: () => Promise<void> };

/**
 * Two real server processes on a new database of the test PostgreSQL server (TEST_DATABASE_URL)
 * with the demo data, each with `env`, and a data folder of their own. They start one after the
 * other: the first migrates and seeds, the second finds both done. `stop` ends them and drops the
 * database; a start that fails cleans up before it throws.
 */
export async function startServerPair(label: string, ports: [number, number], env: Record<string, string>): Promise<ServerPair> {
  const serverUrl = testDatabaseServerUrl()!;
  const name = `signet_${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `signet-${label}-`));
  const databaseUrl = withDatabase(serverUrl, name);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const started: Server[] = [];
  const stop = async () => {
    for (const server of started) await stopServer(server);
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const port of ports) {
      started.push(await startServer(port, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: "true", ...env }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { a: started[0]!, b: started[1]!, databaseUrl, stop };
}
