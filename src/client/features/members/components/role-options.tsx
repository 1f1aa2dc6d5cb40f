// The options of a role select, in the product's words.
import type { Role } from "../../../../shared/permissions";
import { ROLE_LABELS } from "../../../../shared/members/team-schema";

export function RoleOptions({ roles }: { roles: readonly Role[] }) {
  return (
    <>
      {roles.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </>
  );
}
