// The paced client's reading of a response on a raw socket: where it ends, and its status.
import { describe, expect, it } from "vitest";
import { responseEnd } from "./paced-load";

const b = (s: string) => Buffer.from(s, "latin1");

describe("responseEnd", () => {
  it("ends a response after its content-length, and waits while the body is short", () => {
    const whole = "HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\n" + '{"ok":true}';
    expect(responseEnd(b(whole))).toEqual({ end: whole.length, status: 200 });
    expect(responseEnd(b(whole.slice(0, -1)))).toBeNull();
    expect(responseEnd(b("HTTP/1.1 200 OK\r\nContent-Len"))).toBeNull();
  });

  it("reads a redirect without a body", () => {
    const redirect = "HTTP/1.1 302 Found\r\nLocation: /x\r\ncontent-length: 0\r\n\r\n";
    expect(responseEnd(b(redirect))).toEqual({ end: redirect.length, status: 302 });
  });

  it("follows chunks to the last one, even when a chunk's data looks like the end", () => {
    const body = "5\r\n0\r\n\r\n\r\n3\r\nabc\r\n0\r\n\r\n";
    const whole = "HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n" + body;
    expect(responseEnd(b(whole))).toEqual({ end: whole.length, status: 404 });
    for (let cut = whole.length - 1; cut > whole.indexOf("\r\n\r\n") + 4; cut--) expect(responseEnd(b(whole.slice(0, cut)))).toBeNull();
  });
});
