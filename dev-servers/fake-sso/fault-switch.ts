// The control endpoint both test identity providers serve on their own port, so a browser
// test (or someone trying `npm run dev`) can make the provider misbehave the way a broken or
// hostile one would: `POST /fake/misbehave` with `{ "fault": "<name>" }` makes every sign-in
// after it faulty until `POST /fake/reset`. The provider builds the faulty answer itself.
import type { IncomingMessage, ServerResponse } from "node:http";

export type FaultSwitch<F extends string> = {
  /** The fault in force, or null while the provider behaves. */
  readonly fault: F | null;
  /** Sets the fault (null: behave again), as the endpoint does. */
  set: (fault: F | null) => void;
  /** Answers a /fake/… request; false when the path is not one of them. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  } catch {
    return null;
  }
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export function createFaultSwitch<F extends string>(faults: readonly F[]): FaultSwitch<F> {
  let fault: F | null = null;
  return {
    get fault() {
      return fault;
    },
    set(next) {
      fault = next;
    },
    async handle(req, res) {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      if (req.method !== "POST" || (path !== "/fake/misbehave" && path !== "/fake/reset")) return false;
      if (path === "/fake/reset") {
        fault = null;
        answer(res, 200, { fault });
        return true;
      }
      const asked = ((await readJson(req)) as { fault?: unknown } | null)?.fault;
      if (!faults.includes(asked as F)) {
        answer(res, 400, { error: `Unknown fault. Known faults: ${faults.join(", ")}.` });
        return true;
      }
      fault = asked as F;
      answer(res, 200, { fault });
      return true;
    },
  };
}
