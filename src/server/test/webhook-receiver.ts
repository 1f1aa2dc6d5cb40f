// A webhook receiver on 127.0.0.1 for tests: records every request (headers and raw body) and
// answers what the test tells it, one status after another (the last one repeats).
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { path: string; headers: Record<string, string>; body: string };

export type WebhookReceiver = {
  url: string;
  received: Received[];
  /** The statuses of the next answers, in order; the last one repeats. Default 200. */
  answer(...statuses: number[]): void;
  close(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  let statuses = [200];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      received.push({ path: req.url ?? "/", headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0];
      if (status >= 300 && status < 400) res.setHeader("location", `http://127.0.0.1:${(server.address() as AddressInfo).port}/moved`);
      res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (...next) => {
      statuses = next.length ? next : [200];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
