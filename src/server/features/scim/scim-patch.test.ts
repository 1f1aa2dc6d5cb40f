import { describe, expect, it } from "vitest";
import { patchUserState } from "./scim-patch";
import type { ScimUserState } from "./scim-user-state";
import { ScimError } from "./scim-errors";

const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
const base: ScimUserState = {
  userName: "ada@example.com",
  externalId: "e-1",
  givenName: "Ada",
  familyName: "Lovelace",
  title: "Engineer",
  email: "ada@example.com",
  workPhone: "+1 555 0100",
  mobilePhone: null,
  active: true,
  department: "Research",
  employeeNumber: "7",
};

describe("SCIM PATCH of a user", () => {
  it("takes Entra's capitalised ops, string booleans and paths", () => {
    const after = patchUserState(base, [
      { op: "Replace", path: "active", value: "False" },
      { op: "Replace", path: "name.givenName", value: "Augusta" },
      { op: "Add", path: 'emails[type eq "work"].value', value: "augusta@example.com" },
      { op: "Replace", path: `${ENTERPRISE}:department`, value: "Analytics" },
      { op: "Remove", path: "title" },
      { op: "Replace", path: 'phoneNumbers[type eq "mobile"].value', value: "+1 555 0199" },
    ]);
    expect(after).toMatchObject({
      active: false,
      givenName: "Augusta",
      email: "augusta@example.com",
      department: "Analytics",
      title: null,
      mobilePhone: "+1 555 0199",
      workPhone: "+1 555 0100",
    });
    expect(base.active).toBe(true);
  });

  it("takes an operation without a path: an object of attribute paths or nested objects (Entra, Okta)", () => {
    expect(patchUserState(base, [{ op: "replace", value: { active: false } }]).active).toBe(false);
    const after = patchUserState(base, [
      {
        op: "Replace",
        value: {
          "name.familyName": "Byron",
          name: { givenName: "Augusta" },
          [`${ENTERPRISE}:employeeNumber`]: "8",
          [ENTERPRISE]: { department: "Poetry" },
          displayName: "ignored",
          'addresses[type eq "work"].streetAddress': "1 Main St\r\nFloor 2",
        },
      },
    ]);
    expect(after).toMatchObject({ familyName: "Byron", givenName: "Augusta", employeeNumber: "8", department: "Poetry" });
  });

  it("replaces the emails list and ignores a home address", () => {
    expect(
      patchUserState(base, [{ op: "replace", path: "emails", value: [{ value: "x@example.com", type: "work", primary: true }] }]).email,
    ).toBe("x@example.com");
    expect(patchUserState(base, [{ op: "add", path: 'emails[type eq "home"].value', value: "home@example.net" }]).email).toBe(
      "ada@example.com",
    );
  });

  it("refuses what can't change: id, removing userName or active, a broken path, a bad boolean", () => {
    const cases: [Parameters<typeof patchUserState>[1], string][] = [
      [[{ op: "replace", path: "id", value: "x" }], "mutability"],
      [[{ op: "remove", path: "userName" }], "mutability"],
      [[{ op: "remove", path: "active" }], "mutability"],
      [[{ op: "replace", path: "emails[type eq", value: "x" }], "invalidPath"],
      [[{ op: "replace", path: "active", value: "maybe" }], "invalidValue"],
      [[{ op: "remove" }], "noTarget"],
      [[{ op: "replace", value: "not an object" }], "invalidValue"],
    ];
    for (const [operations, scimType] of cases) {
      let error: unknown;
      try {
        patchUserState(base, operations);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(operations)).toBeInstanceOf(ScimError);
      expect((error as ScimError).scimType, JSON.stringify(operations)).toBe(scimType);
    }
  });
});
