// A message handed to the SMTP client that reads nothing from its source until the client reads
// it (after the hop's 354), with back-pressure; destroying it leaves the source alone. So a
// connection that fails before DATA leaves the message whole for another connection.
import { Readable } from "node:stream";

export function lazyMessage(source: Readable) {
  let started = false;
  const stream = new Readable({
    read() {
      if (started) return void source.resume();
      started = true;
      source.on("data", (chunk: Buffer) => {
        if (!stream.push(chunk)) source.pause();
      });
      source.once("end", () => stream.push(null));
      source.once("error", (error) => stream.destroy(error));
      source.once("close", () => source.readableEnded || stream.destroy(new Error("the message stream closed before its end")));
    },
  });
  return { stream, isRead: () => started };
}
