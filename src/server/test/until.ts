// Polling in tests: a value the server writes in its own time (a job, a delivery, a push).
/**
 * Waits (polling) until `read` gives a value `done` accepts, however long a busy machine takes:
 * no budget of its own, the test's timeout is the only backstop (vitest.config.ts). A test that
 * times out here says what it waited for on stderr.
 */
export async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string): Promise<T> {
  const started = Date.now();
  let warned = false;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (!warned && Date.now() - started > 60_000) {
      warned = true;
      process.stderr.write(`still waiting for ${what} after 60 s\n`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
