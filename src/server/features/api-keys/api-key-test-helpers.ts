// What the API key tests share: making a key as an admin, and calling the API with one.
import type { TestClient, TestContext } from "../../test/test-app";

export async function makeKey(admin: TestClient, values: { name?: string; scope?: "read" | "write"; expiresAt?: string | null } = {}) {
  const res = await admin.post("/api/api-keys", { name: "Test key", scope: "write", ...values });
  if (res.status !== 201) throw new Error(`making a key answered ${res.status}: ${res.text}`);
  return { key: res.json.key as string, id: res.json.apiKey.id as string, apiKey: res.json.apiKey };
}

/** A client with no cookie that sends `key` as a bearer token (and any other headers given). */
export function withKey(ctx: TestContext, key: string) {
  const client = ctx.client();
  const auth = { authorization: `Bearer ${key}` };
  return {
    get: (path: string, headers: Record<string, string> = {}) => client.request("GET", path, undefined, { ...auth, ...headers }),
    send: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      client.request(method, path, body ?? (method === "DELETE" || method === "GET" ? undefined : {}), { ...auth, ...headers }),
  };
}
