// readCookie answers what hono's cookie parse answers for one name, for every shape of header.
import { describe, expect, it } from "vitest";
import { parse } from "hono/utils/cookie";
import { readCookie } from "./read-cookie";

const NAME = "better-auth.session_token";
const headers = [
  `${NAME}=abc.def%3D`,
  `other=1; ${NAME}=abc.def%3D; third=x`,
  ` ${NAME} =\t abc \t;other=2`,
  `${NAME}="quoted%20value"`,
  `${NAME}="`,
  `${NAME}=bad value,with comma; ${NAME}=second`,
  `${NAME}=first; ${NAME}=second`,
  `x${NAME}=prefixed; ${NAME}suffix=1`,
  `${NAME}=%E0%A4%A; ${NAME}=later`,
  `${NAME}=100%25%20sure`,
  `${NAME}`,
  `${NAME}=`,
  `nothing=here`,
  ``,
];

describe("readCookie", () => {
  it.each(headers)("reads %j as hono's parse does", (header) => {
    expect(readCookie(header, NAME)).toBe(parse(header, NAME)[NAME]);
  });

  it("reads the session token, decoded", () => {
    expect(readCookie(`a=1; ${NAME}=tok.sig%3D; b=2`, NAME)).toBe("tok.sig=");
  });

  it("answers undefined without a header or without the cookie", () => {
    expect(readCookie(undefined, NAME)).toBeUndefined();
    expect(readCookie(null, NAME)).toBeUndefined();
    expect(readCookie("other=1", NAME)).toBeUndefined();
  });
});
