// The server's work on a DOM (sanitizing HTML, judging SVGs: dom-work.ts) runs in a worker thread
// of its own (decision 062): jsdom, about a quarter of the web process's live heap once loaded,
// lives in that thread's heap, so the main thread's major collections no longer mark it while
// requests wait. Calls stay synchronous: the caller posts the
// HTML and blocks on a shared counter of answers until the answer is on its port: as long as the
// in-thread run took (a few milliseconds), without the event loop. The thread starts on the first call (a
// process that never sanitizes or judges an SVG, such as the signing relay, never starts it) and lives as long as
// the process, which it never keeps alive.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import type { DomResult, DomWork } from "./dom-work";
import type { DomReply, DomRequest } from "./dom-worker";

/** The first answer waits for the thread to start and load jsdom; later ones for one run. */
const FIRST_ANSWER_MS = 120_000;
const ANSWER_MS = 30_000;

// Run from its sources, the thread loads TypeScript through tsx's loader, registered in the thread
// itself (hooks registered in this thread, by tsx or vitest, do not reach a worker), whatever
// started this process. In the built server (scripts/build-server.mjs), this module is part of the
// bundle and the thread's module is built beside it as dom-worker.mjs.
function bootstrap(): URL {
  const built = !import.meta.url.endsWith(".ts");
  // eslint-disable-next-line no-restricted-syntax -- the thread's module sits beside this one's in both layouts
  const entry = new URL(built ? "./dom-worker.mjs" : "./dom-worker.ts", import.meta.url);
  // A thread that cannot load its module says why at once (id 0), instead of never answering.
  const code = [
    `import { workerData } from "node:worker_threads";`,
    ...(built ? [] : [`import { register } from ${JSON.stringify(tsxApi().href)};`]),
    `try { ${built ? "" : "register(); "}await import(${JSON.stringify(entry.href)}); }`,
    `catch (error) { workerData.port.postMessage({ id: 0, error: String(error?.stack ?? error) }); Atomics.add(workerData.signal, 0, 1); Atomics.notify(workerData.signal, 0); }`,
  ].join("\n");
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

function tsxApi(): URL {
  const require = createRequire(import.meta.url);
  const tsx = require("tsx/package.json") as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(require.resolve("tsx/package.json")), tsx.exports["./esm/api"].import.default));
}

type Thread = { worker: Worker; port: MessagePort; signal: Int32Array; answered: boolean };
let thread: Thread | null = null;
let lastId = 0;

function start(): Thread {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(bootstrap(), { workerData: { port: port2, signal }, transferList: [port2] });
  worker.unref();
  const started: Thread = { worker, port: port1, signal, answered: false };
  // A thread that failed or ended is replaced on the next call.
  const forget = () => {
    if (thread === started) thread = null;
  };
  worker.on("error", forget);
  worker.on("exit", forget);
  return started;
}

/** Does `work` in the DOM thread, this thread waiting for the answer. */
export function inDomThread<W extends DomWork>(work: W): DomResult<W> {
  const current = (thread ??= start());
  const id = (lastId = (lastId % 2_000_000_000) + 1);
  current.port.postMessage({ id, work } satisfies DomRequest);
  const limit = current.answered ? ANSWER_MS : FIRST_ANSWER_MS;
  const deadline = Date.now() + limit;
  for (;;) {
    // The thread counts its answers in the signal: read the count before looking at the port,
    // so an answer posted in between changes the count and the wait returns at once.
    const answers = Atomics.load(current.signal, 0);
    const message = receiveMessageOnPort(current.port)?.message as DomReply | undefined;
    if (message?.id === 0) {
      if (thread === current) thread = null;
      throw new Error(`The DOM thread could not start: ${message.error}`);
    }
    // Calls wait one at a time, and a thread that missed its deadline is replaced with its port:
    // the only answer that can arrive is this call's.
    if (message) {
      current.answered = true;
      if (message.error !== undefined) throw new Error(`The DOM thread failed (${work.kind}): ${message.error}`);
      return message.result as DomResult<W>;
    }
    const left = deadline - Date.now();
    if (left <= 0 || Atomics.wait(current.signal, 0, answers, left) === "timed-out") {
      void current.worker.terminate();
      if (thread === current) thread = null;
      throw new Error(`The DOM thread did not answer within ${limit / 1000} s`);
    }
  }
}
