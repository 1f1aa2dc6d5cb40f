// Who a service acts for. Every service that touches account data takes a Scope and
// filters every query by its accountId; services that only need the user take UserScope.
import type { Role } from "../../shared/permissions";

export type Scope = { userId: string; accountId: string; role: Role };
export type UserScope = Pick<Scope, "userId">;
