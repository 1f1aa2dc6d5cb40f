import type { AppDeps } from "../../context";
import { forgetSession } from "../../auth/session-cache";

// Revokes the session server-side (the old cookie stops working); the answer's cookies clear it.
// This process stops using its cached copy at once.
export async function signOut({ auth, db }: Pick<AppDeps, "auth" | "db">, request: { headers: Headers; sessionId: string | null }) {
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  if (request.sessionId) forgetSession(db, request.sessionId);
  return { cookies: response.headers };
}
