import type { AppDeps } from "../../context";

// Signs out every session of the caller except this one (better-auth checks the cookie).
export async function revokeOtherSessions({ auth }: Pick<AppDeps, "auth">, request: { headers: Headers }) {
  await auth.api.revokeOtherSessions({ headers: request.headers });
}
