// The streaming signer: message bytes -> Splitter -> MessageGate -> Rewriter (the first body
// text/html and text/plain) -> Joiner -> message bytes, as an MTA's rewrite hooks chain mailsplit
// Rewriters. Only the rewritten text parts are held in memory (bounded); attachments, inline
// images and every other byte stream through unchanged.
import { pipeline, type Readable } from "node:stream";
import { Joiner, Rewriter, Splitter, type MimeNode } from "@zone-eu/mailsplit";
import { MessageGate } from "./message-gate";
import { rewriteBodyPart, type PartResult } from "./rewrite-body-part";
import type { SignatureToInsert } from "./insert-signature";

export type SigningLimits = { lookaheadBytes: number; maxPartBytes: number };
export const SIGNING_LIMITS: SigningLimits = { lookaheadBytes: 512 * 1024, maxPartBytes: 2 * 1024 * 1024 };

export type SigningHooks = {
  /** The root's headers are in: check the sender, find the signature (may throw to refuse). */
  onRoot(root: MimeNode): Promise<void>;
  /** The decision: the signature to insert, or null to pass the message through. `reason`: why it must not be signed, if found. */
  onRelease(root: MimeNode, reason: string | null): SignatureToInsert | null;
};

function insideAttachedMessage(node: MimeNode): boolean {
  for (let parent = node.parentNode as MimeNode | false; parent; parent = parent.parentNode as MimeNode | false) {
    if (parent.rfc822) return true;
  }
  return false;
}

export function signMessageStream(input: Readable, hooks: SigningHooks, limits: SigningLimits = SIGNING_LIMITS) {
  let signature: SignatureToInsert | null = null;
  const parts: PartResult[] = [];
  const seen = new Set<string>();
  const gate = new MessageGate(limits.lookaheadBytes, hooks.onRoot, (root, reason) => {
    signature = hooks.onRelease(root, reason);
  });
  const rewriter = new Rewriter((node: MimeNode) => {
    const type = node.contentType;
    if (!signature || (type !== "text/html" && type !== "text/plain") || seen.has(type)) return false;
    if (node.disposition === "attachment" || insideAttachedMessage(node)) return false;
    seen.add(type);
    return true;
  });
  rewriter.on("node", (part: { node: MimeNode; decoder: Readable; encoder: NodeJS.WritableStream }) => {
    rewriteBodyPart(part as never, signature!, limits.maxPartBytes, (result) => parts.push(result));
  });
  const joiner = new Joiner();
  // The joiner is read by the return hop; an error anywhere destroys every stream and reaches `finished`.
  const finished = new Promise<void>((resolve, reject) => {
    pipeline(input, new Splitter(), gate, rewriter, joiner, (error) => (error ? reject(error) : resolve()));
  });
  finished.catch(() => {}); // observed by the caller; never an unhandled rejection
  return { output: joiner as unknown as Readable, finished, parts, gate };
}
