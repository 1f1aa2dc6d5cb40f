// Each message of the corpus (one per client and form, see corpus/README.md) goes through the
// relay with a real SMTP client and arrives at a real SMTP sink: signed once, in the right place
// (above the quoted message of a reply or forward, at the end of a new one), with every other
// header, attachment and inline image unchanged and no line over 998 characters. The kinds that
// must not be signed arrive byte for byte, only the relay's headers added.
import { beforeAll, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describeEachDatabase } from "../../test/test-app";
import { htmlMessage, parse, relayCompany, sendThroughRelay, useRelayAndSink } from "./relay-test-helpers";
import { renderSignature } from "../signature/render-signature";
import { htmlToText } from "./signature-text";
import { SIGNATURE_CLASS } from "./insert-signature";
import { findTrace } from "./message-trace";

const corpus = (name: string) => readFileSync(fileURLToPath(new URL(`./corpus/${name}`, import.meta.url)));

type Case = { file: string; reply: boolean; htmlQuote?: RegExp; textQuote?: RegExp };
const SIGNED: Case[] = [
  { file: "gmail-new.eml", reply: false },
  { file: "gmail-reply.eml", reply: true, htmlQuote: /class="gmail_quote/, textQuote: /^On Mon, 11 Mar 2024/m },
  { file: "outlook-windows-forward.eml", reply: true, htmlQuote: /border-top:solid/, textQuote: /^From: Carla Cruz/m },
  { file: "outlook-web-reply.eml", reply: true, htmlQuote: /<hr style="display:inline-block/, textQuote: /^_{10,}/m },
  { file: "apple-mail-reply-attachment.eml", reply: true, htmlQuote: /<blockquote type="cite"/, textQuote: /^> On 11 Mar/m },
  { file: "thunderbird-reply.eml", reply: true, htmlQuote: /class="moz-cite-prefix"/, textQuote: /^On 12\.03\.24/m },
  { file: "iphone-plain-reply.eml", reply: true, textQuote: /^> On 12 Mar/m },
  { file: "iso-2022-jp-new.eml", reply: false },
];
const UNSIGNED = [
  { file: "calendar-invite.eml", reason: "calendar invitation or reply" },
  { file: "smime-signed.eml", reason: "S/MIME or PGP signed" },
  { file: "auto-reply.eml", reason: "auto-submitted (auto-reply)" },
];

const count = (text: string, part: string) => text.split(part).length - 1;
const bodyOf = (raw: Buffer) => raw.subarray(raw.indexOf("\r\n\r\n"));

describeEachDatabase("mail relay: the client corpus", (ctx) => {
  const rig = useRelayAndSink(ctx);
  let company: Awaited<ReturnType<typeof relayCompany>>;
  beforeAll(async () => {
    company = await relayCompany(ctx(), rig.sink);
  });

  async function relayed(file: string) {
    const raw = Buffer.from(corpus(file).toString("latin1").replaceAll("acme.example", company.domain), "latin1");
    const auth = { user: company.credential.username, pass: company.credential.password };
    await sendThroughRelay({ port: rig.port, auth, from: company.sender, to: ["someone@outside.example"], raw });
    return { original: raw, arrived: rig.sink.messages.at(-1)!.raw };
  }

  for (const c of SIGNED) {
    it(`${c.file}: signed once${c.reply ? " above the quoted message" : " at the end"}, everything else unchanged`, async () => {
      const { original, arrived } = await relayed(c.file);
      const [before, after] = await Promise.all([parse(original), parse(arrived)]);
      const scope = { accountId: company.accountId, userId: company.member.userId, role: "user" as const };
      const signature = (await renderSignature(ctx().deps, scope, { reply: c.reply })).html;
      const sigText = htmlToText(signature);
      const sigLine = sigText.split("\n")[0];
      expect(sigLine.length).toBeGreaterThan(0);

      if (before.html) {
        const html = after.html as string;
        expect(count(html, `class="${SIGNATURE_CLASS}"`)).toBe(1);
        expect(count(html, signature)).toBe(1);
        const block = `<div class="${SIGNATURE_CLASS}"><br>${signature}</div>`;
        if (c.htmlQuote) expect(html.indexOf(block)).toBeLessThan(html.search(c.htmlQuote));
        // A new message: only closing tags after the signature.
        else expect(html.slice(html.indexOf(block) + block.length)).toMatch(/^(?:\s*<\/[a-z]+>)*\s*$/);
        // Take the signature out again: the sender's HTML, unchanged (a <meta> charset now says UTF-8).
        const meta = /(<meta\b[^>]*charset\s*=\s*["']?)[\w-]+/i;
        // (Trailing line breaks aside: a rewritten part ends with one.)
        expect(html.replace(block, "").replace(meta, "$1x").trimEnd()).toBe((before.html as string).replace(meta, "$1x").trimEnd());
      }
      const text = after.text as string;
      expect(count(text, `-- \n${sigLine}`)).toBe(1);
      if (c.textQuote) expect(text.indexOf(`-- \n${sigLine}`)).toBeLessThan(text.search(c.textQuote));
      else expect(text.trimEnd().endsWith(sigText.split("\n").at(-1)!)).toBe(true);
      // What the sender wrote is all still there.
      const firstLine = (before.text as string).split("\n")[0];
      expect(text).toContain(firstLine);

      // Other headers unchanged; the relay's own added.
      // A one-part message's root is the text part: its Content-Type and encoding are the rewritten part's.
      const own =
        before.headers.get("content-type") && (before.headers.get("content-type") as { value: string }).value.startsWith("multipart/")
          ? /^x-signet-/i
          : /^(?:x-signet-|content-type$|content-transfer-encoding$)/i;
      const headerLines = (m: typeof before) => m.headerLines.filter((h) => !own.test(h.key)).map((h) => h.line);
      expect(headerLines(after)).toEqual(headerLines(before));
      expect(after.headers.get("x-signet-relay")).toBe("signed");
      // Attachments and inline images byte for byte.
      expect(after.attachments.map((a) => [a.filename, a.contentId, a.checksum, a.contentDisposition])).toEqual(
        before.attachments.map((a) => [a.filename, a.contentId, a.checksum, a.contentDisposition]),
      );
      // RFC 5322's limit on every line.
      expect(
        Math.max(
          ...arrived
            .toString("latin1")
            .split("\r\n")
            .map((l) => l.length),
        ),
      ).toBeLessThanOrEqual(998);
    });
  }

  for (const c of UNSIGNED) {
    it(`${c.file}: passed through byte for byte (${c.reason})`, async () => {
      const { original, arrived } = await relayed(c.file);
      expect(bodyOf(arrived).equals(bodyOf(original))).toBe(true);
      expect(arrived.toString("latin1")).toMatch(/^X-Signet-Relay: passed\r$/m);
      const [trace] = await findTrace(ctx().deps.db, { accountId: company.accountId });
      expect(trace).toMatchObject({ outcome: "passed", reason: c.reason, recipientDomains: ["outside.example"] });
    });
  }

  it("a message that already holds the member's signature (as Gmail's editor left it, markup stripped) is not signed again", async () => {
    const scope = { accountId: company.accountId, userId: company.member.userId, role: "user" as const };
    const signature = (await renderSignature(ctx().deps, scope)).html;
    // Gmail keeps the text, drops classes and ids and rewrites styles: only the text must match.
    const edited = signature.replace(/\s(?:class|id|style)="[^"]*"/g, "");
    const html = `<div dir="ltr">Hello</div><div><br></div>-- <br><div dir="ltr" class="gmail_signature">${edited}</div>`;
    const raw = htmlMessage({ from: `Ann <${company.sender}>`, to: "x@outside.example", subject: "Hello", html });
    const auth = { user: company.credential.username, pass: company.credential.password };
    await sendThroughRelay({ port: rig.port, auth, from: company.sender, to: ["x@outside.example"], raw });
    const after = await parse(rig.sink.messages.at(-1)!.raw);
    expect(after.html).not.toContain(SIGNATURE_CLASS);
    const [trace] = await findTrace(ctx().deps.db, { accountId: company.accountId });
    expect(trace).toMatchObject({ outcome: "passed", reason: "already signed" });
  });
});
