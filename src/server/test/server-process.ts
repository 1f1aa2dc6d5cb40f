// Real server processes for tests that need more than one (src/server/index.ts under tsx).
import { spawn, type ChildProcess } from "node:child_process";
import { requireDatabaseServerInCi } from "./require-database-server-in-ci";

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
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
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
