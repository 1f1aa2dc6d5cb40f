// @vitest-environment jsdom
import { afterEach, expect, it } from "vitest";
import { getNonce, setNonce } from "get-nonce";
import { applyCspNonce, readCspNonce } from "./csp-nonce";
import { CSP_NONCE_PLACEHOLDER } from "../../shared/csp-nonce";

function page(meta: string) {
  return new DOMParser().parseFromString(`<html><head>${meta}</head><body></body></html>`, "text/html");
}

afterEach(() => setNonce(undefined as unknown as string));

it("reads the server's nonce and hands it to get-nonce", () => {
  const doc = page('<meta property="csp-nonce" nonce="q2Jb0mN1dXh1ZWx0cmEwMQ==" />');
  expect(readCspNonce(doc)).toBe("q2Jb0mN1dXh1ZWx0cmEwMQ==");
  applyCspNonce(doc);
  expect(getNonce()).toBe("q2Jb0mN1dXh1ZWx0cmEwMQ==");
});

it("ignores the placeholder the Vite dev server leaves in, and a page without the meta", () => {
  const dev = page(`<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" />`);
  expect(readCspNonce(dev)).toBeNull();
  applyCspNonce(dev);
  expect(getNonce()).toBeUndefined();
  expect(readCspNonce(page(""))).toBeNull();
});
