// Rewrites one text/html or text/plain body part as it streams: the decoded part is collected
// (up to maxPartBytes; a larger part passes unchanged), the signature inserted, and the result
// written back in UTF-8. A part in another charset is re-encoded to UTF-8 with its header (and an
// HTML <meta> charset) saying so: the signature's characters may not exist in the old charset.
import type { MimeNode } from "@zone-eu/mailsplit";
import type { Readable, Writable } from "node:stream";
import { insertIntoHtml, insertIntoText, type Inserted, type SignatureToInsert } from "./insert-signature";

// Windows-1252's characters at 0x80-0x9F (undefined: 0x81, 0x8D, 0x8F, 0x90, 0x9D). Node 20's
// TextDecoder("windows-1252") answers ISO-8859-1 there, so "–" would become U+0096.
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decode(decoder: TextDecoder, bytes: Buffer): string {
  const text = decoder.decode(bytes);
  return decoder.encoding === "windows-1252" ? text.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]) : text;
}

export type PartResult = Inserted | { body: null; reason: "part too large" | "unknown charset" };

function decoderFor(charset: string | false): TextDecoder | null {
  try {
    return new TextDecoder(charset || "utf-8");
  } catch {
    return null;
  }
}

export function rewriteBodyPart(
  part: { node: MimeNode; decoder: Readable; encoder: Writable },
  signature: SignatureToInsert,
  maxPartBytes: number,
  done: (result: PartResult) => void,
) {
  const { node, decoder, encoder } = part;
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const finish = (result: PartResult, output: Buffer) => {
    encoder.end(output);
    done(result);
  };
  // A part too large to hold passes on as it comes, at the pace the encoder's reader takes it:
  // the decoder waits for the encoder to drain, and so does everything before it (the Rewriter,
  // the sender's connection), so the part is never held whole.
  const pass = (chunk: Buffer) => {
    if (encoder.write(chunk)) return;
    decoder.pause();
    encoder.once("drain", () => decoder.resume());
  };
  decoder.on("data", (chunk: Buffer) => {
    if (overflow) return pass(chunk);
    chunks.push(chunk);
    size += chunk.length;
    if (size > maxPartBytes) {
      overflow = true;
      pass(Buffer.concat(chunks.splice(0)));
    }
  });
  decoder.on("end", () => {
    const original = Buffer.concat(chunks);
    if (overflow) return finish({ body: null, reason: "part too large" }, original);
    const textDecoder = decoderFor(node.charset);
    if (!textDecoder) return finish({ body: null, reason: "unknown charset" }, original);
    const text = decode(textDecoder, original);
    const result = node.contentType === "text/html" ? insertIntoHtml(text, signature) : insertIntoText(text, signature);
    if (result.body === null) return finish(result, original);
    let body = result.body;
    const wasUtf8 = textDecoder.encoding === "utf-8";
    if (!wasUtf8 && node.contentType === "text/html") body = body.replace(/(<meta\b[^>]*charset\s*=\s*["']?)[\w-]+/i, "$1utf-8");
    if (!wasUtf8 || !node.charset) node.setCharset("utf-8");
    finish(result, Buffer.from(body, "utf8"));
  });
}
