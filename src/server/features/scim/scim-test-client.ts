// Tests' SCIM caller: a company whose admin made a provisioning token, and requests with
// that token as an identity provider sends them (application/scim+json, no cookie).
import { eq } from "drizzle-orm";
import type { TestClient, TestContext } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { accounts } from "../../db/schema";

export type ScimAnswer = { status: number; json: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- SCIM answers are read field by field

export function scimCaller(ctx: TestContext, token: string) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ScimAnswer> => {
    const response = await ctx.app.request(`/scim/v2${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { "content-type": "application/scim+json" } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers };
  };
}
export type ScimCall = ReturnType<typeof scimCaller>;

/**
 * A company, its admin, and a provisioning token they made. Its website is on the tests'
 * address domain (example.com), which it may provision on while it has verified no domain.
 */
export async function provisionedCompany(ctx: TestContext, name = "SCIM company") {
  const company = await createCompany(ctx, name);
  await ctx.deps.db.update(accounts).set({ website: "https://www.example.com" }).where(eq(accounts.id, company.accountId));
  const made = await company.admin.client.post("/api/provisioning/tokens", { name: "Microsoft Entra ID" });
  if (made.status !== 201) throw new Error(`token: ${made.status} ${made.text}`);
  return { ...company, token: made.json.secret as string, tokenId: made.json.token.id as string, scim: scimCaller(ctx, made.json.secret) };
}

/** The company's admin makes SCIM the source of truth: it may then provision members who exist already. */
export async function makeScimTheSource(admin: { client: TestClient }) {
  const made = await admin.client.request("PUT", "/api/integrations/directory-source", { source: "scim" });
  if (made.status !== 200) throw new Error(`source: ${made.status} ${made.text}`);
}
