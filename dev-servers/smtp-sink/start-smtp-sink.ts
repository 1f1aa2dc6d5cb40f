// `npm run dev`: a local SMTP sink that stands in for a company's return hop
// (smtp-relay.gmail.com, Exchange Online) and logs each message it receives.
import { startSmtpSink } from "./smtp-sink";

const port = Number(process.argv[2] ?? 2526);
const sink = await startSmtpSink({ port });
console.log(`  SMTP sink (the relay's return hop in development) on 127.0.0.1:${sink.port}`);
setInterval(() => {
  const message = sink.messages.shift();
  if (message) console.log(`  sink: message from ${message.from} to ${message.to.join(", ")}, ${message.raw.length} bytes`);
}, 500);
