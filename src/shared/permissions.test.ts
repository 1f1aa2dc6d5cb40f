import { describe, it, expect } from "vitest";
import { ACCOUNT_STATUSES, ROLES, getRoleFlags, isAdminRole, isBlockedStatus, isRole, isSuperAdminRole } from "./permissions";

describe("roles", () => {
  it("lists the three roles: user, admin, super_admin", () => {
    expect(ROLES).toEqual(["user", "admin", "super_admin"]);
  });

  it("counts admin and super_admin as admin, only super_admin as super admin", () => {
    expect(ROLES.map((role) => [role, isAdminRole(role), isSuperAdminRole(role)])).toEqual([
      ["user", false, false],
      ["admin", true, false],
      ["super_admin", true, true],
    ]);
  });

  it("gives no privileges to a missing or unknown role", () => {
    for (const role of [null, undefined, "", "Admin", "SUPER_ADMIN", "owner"]) {
      expect(isAdminRole(role)).toBe(false);
      expect(isSuperAdminRole(role)).toBe(false);
    }
  });

  it("derives the flags the menu and guards read", () => {
    expect(getRoleFlags("user")).toEqual({ isAdmin: false, isSuperAdmin: false });
    expect(getRoleFlags("admin")).toEqual({ isAdmin: true, isSuperAdmin: false });
    expect(getRoleFlags("super_admin")).toEqual({ isAdmin: true, isSuperAdmin: true });
    expect(getRoleFlags(null)).toEqual({ isAdmin: false, isSuperAdmin: false });
    expect(getRoleFlags(undefined)).toEqual({ isAdmin: false, isSuperAdmin: false });
  });

  it("recognises role strings from the database", () => {
    expect(isRole("admin")).toBe(true);
    expect(isRole("root")).toBe(false);
    expect(isRole(1)).toBe(false);
  });
});

describe("account statuses", () => {
  it("blocks pending_activation and suspended accounts only", () => {
    expect(ACCOUNT_STATUSES.map((status) => [status, isBlockedStatus(status)])).toEqual([
      ["active", false],
      ["pending_activation", true],
      ["suspended", true],
    ]);
    for (const status of [null, undefined, "", "SUSPENDED"]) expect(isBlockedStatus(status)).toBe(false);
  });
});
