// @vitest-environment jsdom
import { expect, it } from "vitest";
import { signatureDocument, signaturePlainText } from "./signature-document";

it("plain text keeps one line per block and cell contents apart", () => {
  const html =
    '<table><tbody><tr><td><img src="x.png" alt=""></td><td><p>Jordan Lee</p><p>Sales | Acme</p><p>T +1 415<br>M +1 416</p></td></tr></tbody></table>';
  expect(signaturePlainText(html)).toBe("Jordan Lee\nSales | Acme\nT +1 415\nM +1 416");
});

it("wraps the signature in a document whose policy allows no scripts", () => {
  const doc = signatureDocument("<p>Hi</p>", { title: "A <b> title" });
  expect(doc).toMatch(/Content-Security-Policy" content="default-src 'none'/);
  expect(doc).not.toMatch(/script-src/);
  expect(doc).toContain("<title>A &lt;b&gt; title</title>");
  expect(doc).toMatch(/<body style="[^"]*"><p>Hi<\/p><\/body>/);
});
