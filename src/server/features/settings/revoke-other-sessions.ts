import type { AppDeps } from "../../context";
import { forgetUser } from "../../auth/session-cache";

// Signs out every session of the caller except this one (better-auth checks the cookie);
// this process stops using its cached copies of them at once.
export async function revokeOtherSessions({ auth, db }: Pick<AppDeps, "auth" | "db">, request: { headers: Headers; userId: string }) {
  await auth.api.revokeOtherSessions({ headers: request.headers });
  forgetUser(db, request.userId);
}
