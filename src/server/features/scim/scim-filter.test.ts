import { describe, expect, it } from "vitest";
import { parseScimFilter } from "./scim-filter";
import { ScimError } from "./scim-errors";

const refusal = (filter: string) => {
  try {
    parseScimFilter(filter);
  } catch (error) {
    return error instanceof ScimError ? { status: error.status, scimType: error.scimType, detail: error.message } : error;
  }
  return null;
};

describe("SCIM filters", () => {
  it("reads what Entra and Okta send: eq, any case, the core URN, escapes", () => {
    expect(parseScimFilter('userName eq "ada@example.com"')).toEqual([{ path: "username", value: "ada@example.com", where: [] }]);
    expect(parseScimFilter('UserName EQ "Ada@Example.com"')).toEqual([{ path: "username", value: "Ada@Example.com", where: [] }]);
    expect(parseScimFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "a"')[0].path).toBe("username");
    expect(parseScimFilter('displayName eq "Sales \\"EMEA\\""')[0].value).toBe('Sales "EMEA"');
    expect(parseScimFilter("active eq false")[0].value).toBe(false);
  });

  it("reads value paths and and", () => {
    expect(parseScimFilter('emails[type eq "work"].value eq "a@b.c"')).toEqual([
      { path: "emails.value", value: "a@b.c", where: [{ path: "type", value: "work", where: [] }] },
    ]);
    expect(parseScimFilter('id eq "g1" and members[value eq "u1"]')).toEqual([
      { path: "id", value: "g1", where: [] },
      { path: "members", value: undefined, where: [{ path: "value", value: "u1", where: [] }] },
    ]);
  });

  it("refuses what it does not support as invalidFilter, naming the problem", () => {
    for (const filter of [
      'userName co "a"',
      'userName eq "a" or userName eq "b"',
      'userName eq "a',
      "userName eq",
      "",
      'userName eq "a")',
      "userName eq bare",
    ]) {
      const error = refusal(filter);
      expect(error, filter).toMatchObject({ status: 400, scimType: "invalidFilter" });
      expect((error as { detail: string }).detail, filter).toMatch(/^filter: /);
    }
  });
});
