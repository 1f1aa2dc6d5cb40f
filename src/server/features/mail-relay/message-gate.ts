// Between the Splitter and the Rewriter: holds the first part of the message (at most
// `lookaheadBytes`) until it knows whether the message may be signed at all. A calendar
// invitation's text/calendar part or a report's delivery status usually follows the text
// parts it must keep unsigned; the root's headers say S/MIME, PGP and auto-replies at once.
// Memory per message stays bounded by the lookahead, whatever the message's size.
import { Transform, type TransformCallback } from "node:stream";
import type { MimeNode } from "@zone-eu/mailsplit";

type Chunk = { type: "node" | "data" | "body"; value?: Buffer } & Partial<MimeNode>;

const UNSIGNABLE_TYPES: Record<string, string> = {
  "multipart/signed": "S/MIME or PGP signed",
  "multipart/encrypted": "PGP encrypted",
  "application/pkcs7-mime": "S/MIME signed or encrypted",
  "application/x-pkcs7-mime": "S/MIME signed or encrypted",
  "application/pgp-encrypted": "PGP encrypted",
  "application/pgp-signature": "PGP signed",
  "text/calendar": "calendar invitation or reply",
  "application/ics": "calendar invitation or reply",
  "multipart/report": "delivery report",
  "message/delivery-status": "delivery report",
  "message/disposition-notification": "read receipt",
};

/** Why a message must not be signed, from one of its parts' headers; null when this part allows it. */
export function unsignableReason(node: MimeNode): string | null {
  const type = (node.contentType || "").toLowerCase();
  if (UNSIGNABLE_TYPES[type]) return UNSIGNABLE_TYPES[type];
  if (!node.root || !node.headers) return null;
  const autoSubmitted = node.headers.getFirst("auto-submitted").trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return "auto-submitted (auto-reply)";
  if (/calendarmessage/i.test(node.headers.getFirst("content-class"))) return "calendar invitation or reply";
  return null;
}

export class MessageGate extends Transform {
  private held: Chunk[] = [];
  private heldBytes = 0;
  private released = false;
  private root: MimeNode | null = null;
  /** The first reason found not to sign, if any. */
  reason: string | null = null;

  constructor(
    private readonly lookaheadBytes: number,
    /** Runs once with the root node before anything passes (may refuse the message by throwing). */
    private readonly onRoot: (root: MimeNode) => Promise<void>,
    /** Runs once when the held part is released: the decision is final from here. */
    private readonly onRelease: (root: MimeNode, reason: string | null) => void,
  ) {
    super({ objectMode: true });
  }

  override _transform(chunk: Chunk, _encoding: BufferEncoding, callback: TransformCallback) {
    if (chunk.type === "node" && !this.root) {
      this.root = chunk as MimeNode;
      this.reason = unsignableReason(this.root);
      this.onRoot(this.root).then(() => this.accept(chunk, callback), callback);
      return;
    }
    this.accept(chunk, callback);
  }

  private accept(chunk: Chunk, callback: TransformCallback) {
    if (chunk.type === "node") this.reason ??= unsignableReason(chunk as MimeNode);
    if (this.released) {
      this.push(chunk);
      return callback();
    }
    this.held.push(chunk);
    this.heldBytes += chunk.value?.length ?? 0;
    if (this.heldBytes > this.lookaheadBytes) this.release();
    callback();
  }

  private release() {
    if (this.released) return;
    this.released = true;
    if (this.root) this.onRelease(this.root, this.reason);
    for (const chunk of this.held.splice(0)) this.push(chunk);
  }

  override _flush(callback: TransformCallback) {
    this.release();
    callback();
  }
}
