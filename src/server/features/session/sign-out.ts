import type { AppDeps } from "../../context";

// Revokes the session server-side (the old cookie stops working); the answer's cookies clear it.
export async function signOut({ auth }: Pick<AppDeps, "auth">, request: { headers: Headers }) {
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  return { cookies: response.headers };
}
