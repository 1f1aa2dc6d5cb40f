// A Microsoft 365 tenant of a spec's own on the shared fake of Microsoft's sign-in and Graph
// (SHARED_FAKES.microsoft): its verified domain, an app registration with User.Read.All
// consented, and its directory's people.
import { expect } from "@playwright/test";
import { generateGraphUsers, type FakeGraphUser } from "../../dev-servers/fake-microsoft/graph-users";
import { SHARED_FAKES } from "./shared-servers";

export { generateGraphUsers };

async function control(path: string, body: unknown) {
  const res = await fetch(`${SHARED_FAKES.microsoft.url}/fake/${path}`, { method: "POST", body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<Record<string, string>>;
}

/** Makes the tenant at `domain` with `users`: what the admin types to connect it. */
export async function microsoftTenant(domain: string, users: FakeGraphUser[]) {
  const { tenantId } = await control("tenants", { domain });
  const { clientId, secret } = await control("apps", { tenantId, consented: true });
  await control("users", { tenantId, users });
  return { tenantId, clientId, clientSecret: secret };
}
