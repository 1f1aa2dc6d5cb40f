// A message of a given size, made as it is read (never held whole): an HTML body and a base64
// attachment of `bytes`. For the streaming test and the bench.
import { Readable } from "node:stream";

export function largeMessage(from: string, to: string, bytes: number, html = "<p>Hello, the file is attached.</p>"): Readable {
  const line = Buffer.from("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0\r\n");
  const head = Buffer.from(
    [
      `From: Ann Archer <${from}>`,
      `To: <${to}>`,
      "Subject: Large file",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="big"',
      "",
      "--big",
      "Content-Type: text/html; charset=utf-8",
      "",
      html,
      "--big",
      'Content-Type: application/octet-stream; name="data.bin"',
      'Content-Disposition: attachment; filename="data.bin"',
      "Content-Transfer-Encoding: base64",
      "",
      "",
    ].join("\r\n"),
  );
  const tail = Buffer.from("--big--\r\n");
  const lines = Math.ceil(bytes / line.length);
  let sent = -1;
  return new Readable({
    read() {
      if (sent === -1) {
        sent = 0;
        return void this.push(head);
      }
      if (sent >= lines) {
        this.push(tail);
        return void this.push(null);
      }
      const n = Math.min(800, lines - sent);
      sent += n;
      this.push(Buffer.concat(Array.from({ length: n }, () => line)));
    },
  });
}
