import { describe, expect, it } from "vitest";
import { isNavItemActive, navItemsFor } from "./nav-items";
import { getRoleFlags } from "../../../shared/permissions";

const labels = (role: Parameters<typeof getRoleFlags>[0]) => {
  const { main, bottom } = navItemsFor(getRoleFlags(role));
  return { main: main.map((i) => `${i.label} ${i.to}`), bottom: bottom.map((i) => `${i.label} ${i.to}`) };
};

describe("sidebar links per role", () => {
  it("gives members the three everyday links and the pinned Help Guide", () => {
    expect(labels("user")).toEqual({
      main: ["Create Signature /signature", "User Profile /profile", "Company Settings /settings"],
      bottom: ["Help Guide /guide"],
    });
  });

  it("adds the four admin links for admins", () => {
    expect(labels("admin").main).toEqual([
      "Create Signature /signature",
      "User Profile /profile",
      "Company Settings /settings",
      "Email Templates /templates",
      "Marketing Campaigns /campaigns",
      "Team Members /users",
      "Statistics /statistics",
    ]);
  });

  it("adds the Super Admin Panel only for super admins", () => {
    expect(labels("super_admin").main.at(-1)).toBe("Super Admin Panel /admin");
    expect(labels("admin").main.join()).not.toContain("Super Admin Panel");
  });

  it("shows no admin links when the role is unknown", () => {
    expect(labels(null).main).toHaveLength(3);
  });

  it("highlights the Super Admin Panel on every /admin path, and nothing else by prefix", () => {
    const panel = navItemsFor(getRoleFlags("super_admin")).main.at(-1)!;
    expect(isNavItemActive(panel, "/admin")).toBe(true);
    expect(isNavItemActive(panel, "/admin/accounts/123")).toBe(true);
    expect(isNavItemActive(panel, "/administrator")).toBe(false);
    const profile = navItemsFor(getRoleFlags("user")).main[1];
    expect(isNavItemActive(profile, "/profile")).toBe(true);
    expect(isNavItemActive(profile, "/profile/x")).toBe(false);
  });

  it("highlights Company Settings on /settings and on the admins' /company-settings", () => {
    const settings = navItemsFor(getRoleFlags("admin")).main[2];
    expect(isNavItemActive(settings, "/settings")).toBe(true);
    expect(isNavItemActive(settings, "/company-settings")).toBe(true);
    expect(isNavItemActive(settings, "/company-settings/x")).toBe(false);
  });
});
