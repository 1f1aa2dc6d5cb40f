// A text part too large to sign passes through whole, at the pace its reader takes it: while the
// encoder is not read, the part waits in the decoder (which then refuses more) instead of piling
// up in the encoder.
import { expect, it } from "vitest";
import { PassThrough } from "node:stream";
import type { MimeNode } from "@zone-eu/mailsplit";
import { rewriteBodyPart, type PartResult } from "./rewrite-body-part";

const KB = 1024;

it("passes a part larger than maxPartBytes on unchanged, holding no more than the bound while its reader waits", async () => {
  const decoder = new PassThrough();
  const encoder = new PassThrough();
  const node = { contentType: "text/plain", charset: "utf-8" } as unknown as MimeNode;
  const results: PartResult[] = [];
  const signature = { html: "<p>Ann</p>", text: "Ann" } as never;
  rewriteBodyPart({ node, decoder, encoder }, signature, 64 * KB, (result) => results.push(result));

  const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * KB, 0x61 + (i % 26)));
  let refused = false;
  for (const chunk of chunks) refused = !decoder.write(chunk) || refused;
  await new Promise((resolve) => setTimeout(resolve, 20));
  // 1 MB written, nobody reading the encoder: the decoder refused more, and the encoder took only
  // what passed before it said it was full (the held 64 KB and the chunk past it), not the megabyte.
  expect(refused).toBe(true);
  expect(decoder.isPaused()).toBe(true);
  expect(encoder.writableLength).toBeLessThanOrEqual(64 * KB + 16 * KB);

  const out: Buffer[] = [];
  encoder.on("data", (chunk: Buffer) => out.push(chunk));
  decoder.end();
  await new Promise((resolve) => encoder.once("end", resolve));
  expect(Buffer.concat(out).equals(Buffer.concat(chunks))).toBe(true);
  expect(results).toEqual([{ body: null, reason: "part too large" }]);
});
