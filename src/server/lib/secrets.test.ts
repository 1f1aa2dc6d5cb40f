import { describe, expect, it } from "vitest";
import { secretBox } from "./secrets";

describe("sealed secrets", () => {
  const box = secretBox(Buffer.alloc(32, 1));

  it("opens what it sealed, and never stores the plain text", () => {
    const sealed = box.seal('{"private_key":"-----BEGIN PRIVATE KEY-----"}', "row-1");
    expect(sealed).not.toContain("PRIVATE");
    expect(box.open(sealed, "row-1")).toBe('{"private_key":"-----BEGIN PRIVATE KEY-----"}');
  });

  it("seals the same text differently each time", () => {
    expect(box.seal("same", "row-1")).not.toBe(box.seal("same", "row-1"));
  });

  it("refuses a value moved to another row, a tampered value and another key", () => {
    const sealed = box.seal("secret", "row-1");
    expect(() => box.open(sealed, "row-2")).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3], "base64");
    body[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString("base64")].join("."), "row-1")).toThrow();
    expect(() => secretBox(Buffer.alloc(32, 2)).open(sealed, "row-1")).toThrow();
  });
});
