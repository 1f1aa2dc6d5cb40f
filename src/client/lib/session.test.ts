import { afterEach, expect, it } from "vitest";
import { roleFlagsOf, type Me } from "./session";
import { clientLog } from "./logger";

afterEach(() => clientLog.clear());

const base = { user: { id: "u", email: "u@x.io", name: "U" }, supportEmail: "s@x.io" } as unknown as Me;

it("reads role flags from the membership record", () => {
  expect(roleFlagsOf({ ...base, membership: { accountId: "a", role: "admin" } } as Me)).toEqual({ isAdmin: true, isSuperAdmin: false });
  expect(roleFlagsOf({ ...base, membership: { accountId: "a", role: "super_admin" } } as Me)).toEqual({
    isAdmin: true,
    isSuperAdmin: true,
  });
  expect(roleFlagsOf(null)).toEqual({ isAdmin: false, isSuperAdmin: false });
});

it("logs a failed role check and grants nothing", () => {
  const flags = roleFlagsOf({ ...base, membership: { accountId: "a", role: "owner" } } as unknown as Me);
  expect(flags).toEqual({ isAdmin: false, isSuperAdmin: false });
  expect(clientLog.entries()).toMatchObject([{ level: "error", message: "Role check failed" }]);
});
