// The DOM thread (started by dom-thread.ts): does each piece of work on its own jsdom and
// answers on the port it was given, then counts the answer in the shared signal, which wakes the
// caller waiting on it. Every request gets an answer, an error's message included: the caller
// never waits for one that will not come.
import { workerData, type MessagePort } from "node:worker_threads";
import { domWorkHere, type DomWork } from "./dom-work";

export type DomRequest = { id: number; work: DomWork };
export type DomReply = { id: number; result?: unknown; error?: string };

const { port, signal } = workerData as { port: MessagePort; signal: Int32Array };

port.on("message", ({ id, work }: DomRequest) => {
  let reply: DomReply;
  try {
    reply = { id, result: domWorkHere(work) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
});
