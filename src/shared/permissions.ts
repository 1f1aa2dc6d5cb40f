// Roles and account statuses, and what each may do. The server decides;
// the client uses the same predicates only to hide what the server would refuse.

export const ROLES = ["user", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ["active", "pending_activation", "suspended"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Statuses that block every guarded page. */
export const BLOCKED_STATUSES = ["pending_activation", "suspended"] as const;
export type BlockedStatus = (typeof BLOCKED_STATUSES)[number];

export type RoleFlags = { isAdmin: boolean; isSuperAdmin: boolean };

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** admin and super_admin both count as admin. */
export function isAdminRole(role: string | null | undefined): role is "admin" | "super_admin" {
  return role === "admin" || role === "super_admin";
}

export function isSuperAdminRole(role: string | null | undefined): role is "super_admin" {
  return role === "super_admin";
}

/** A missing or unknown role gets no privileges. */
export function getRoleFlags(role: Role | null | undefined): RoleFlags {
  return { isAdmin: isAdminRole(role), isSuperAdmin: isSuperAdminRole(role) };
}

export function isBlockedStatus(status: string | null | undefined): status is BlockedStatus {
  return status === "pending_activation" || status === "suspended";
}
