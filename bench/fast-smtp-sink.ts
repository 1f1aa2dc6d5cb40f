// The bench's return hop: a minimal SMTP listener on 127.0.0.1 that answers at once and keeps
// nothing. Run as a script, it prints its port and runs until SIGINT.
import { createServer, type AddressInfo } from "node:net";

/**
 * The return hop: answers SMTP at once and counts what it accepted, several messages a
 * connection (the relay keeps its connections to the hop). smtp-server (the sink of the tests)
 * waits 100 ms before every greeting to catch early talkers: the bench measures the relay, not that.
 */
export async function startFastSink() {
  let accepted = 0;
  const server = createServer((socket) => {
    let inData = false;
    let tail = "";
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk: Buffer) => {
      if (inData) {
        tail = (tail + chunk.toString("latin1")).slice(-5);
        if (tail === "\r\n.\r\n") {
          inData = false;
          tail = "";
          accepted += 1;
          socket.write(`250 2.0.0 Sunk as #${accepted}\r\n`);
        }
        return;
      }
      for (const line of chunk.toString("latin1").split("\r\n").filter(Boolean)) {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-sink\r\n250-SIZE 104857600\r\n250 8BITMIME\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: "127.0.0.1",
    port: (server.address() as AddressInfo).port,
    get accepted() {
      return accepted;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sink = await startFastSink();
  console.log(sink.port);
  process.once("SIGINT", () => void sink.close().then(() => process.exit(0)));
}
