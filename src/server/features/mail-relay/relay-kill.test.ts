// A relay process killed mid-message (SIGKILL, while it streams the message to the return hop)
// loses nothing: the sender never got a 250, so its provider keeps the message and retries, and
// the return hop got no complete message. The relay runs in a process of its own
// (relay-child-process.ts), as in production.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { Readable } from "node:stream";
import { startSmtpSink, type SmtpSink } from "../../../../dev-servers/smtp-sink/smtp-sink";
import { refusalOf } from "./relay-test-helpers";
import { until } from "../../test/until";

describe("mail relay: a process killed mid-message", () => {
  let sink: SmtpSink;
  let child: ChildProcess;
  let port: number;
  beforeAll(async () => {
    sink = await startSmtpSink({ keep: false });
    child = spawn(
      process.execPath,
      ["--import", "tsx", "src/server/features/mail-relay/relay-child-process.ts", sink.host, String(sink.port)],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    port = await new Promise<number>((resolve, reject) => {
      child.stdout!.once("data", (d: Buffer) => resolve(Number(String(d).trim())));
      child.once("exit", (code) => reject(new Error(`the relay process exited (${code})`)));
    });
  }, 300_000);
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await sink.close();
  });

  it("the sender gets no 250 and the return hop no message", async () => {
    const line = "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0\r\n";
    const head = [
      "From: Ann Archer <ann@relay-child.test>",
      "To: <bob@outside.example>",
      "Subject: Killed",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="k"',
      "",
      "--k",
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>Hello</p>",
      "--k",
      "Content-Type: application/octet-stream",
      "Content-Transfer-Encoding: base64",
      "",
      "",
    ].join("\r\n");
    let pushed = 0;
    let killed = false;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const message = new Readable({
      read() {
        if (pushed === 0) this.push(head);
        // Killed once the relay streams to the return hop (the sink has its connection) and 1 MB has gone in.
        if (!killed && pushed > 1024 * 1024 && sink.connections > 0) {
          killed = true;
          child.kill("SIGKILL");
        }
        if (pushed > 64 * 1024 * 1024) return void this.push(null);
        const chunk = line.repeat(200);
        pushed += chunk.length;
        this.push(chunk);
      },
    });
    const answer = await refusalOf({ port, from: "ann@relay-child.test", to: ["bob@outside.example"], raw: message });
    expect(killed).toBe(true);
    expect(answer.code).not.toBe(250);
    await exited;
    // The relay's connection to the sink dies with it; then nothing was accepted.
    await until(
      () => sink.connections,
      (n) => n === 0,
      "the sink's connections to close",
    );
    expect(sink.count).toBe(0);
  }, 300_000);
});
