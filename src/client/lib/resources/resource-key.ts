// A query key is the API path it reads, then the request's params when there are any:
// ["/api/departments"], ["/api/team", { page: "2" }], ["/api/templates/7f3…/versions"].
// Every cached answer is found by the path it came from, so a write names the resources it
// changes (writes.ts) and each one is refreshed wherever it is shown.

/** The API's resources: a write refreshes a resource and every path under it. */
export const RESOURCES = [
  "/api/me",
  "/api/config",
  "/api/company",
  "/api/offices",
  "/api/departments",
  "/api/audit-log",
  "/api/getting-started",
  "/api/account-settings",
  "/api/profile",
  "/api/team",
  "/api/invitations",
  "/api/templates",
  "/api/campaigns",
  "/api/campaign-selections",
  "/api/signature",
  "/api/deployments",
  "/api/statistics",
  "/api/integrations",
  "/api/mailbox",
  "/api/mailboxes",
  "/api/webhooks",
  "/api/mail-flow",
  "/api/api-keys",
  "/api/provisioning",
  "/api/sso",
  "/api/admin",
  "/api/dev",
] as const;

export type Resource = (typeof RESOURCES)[number];
export type ResourcePath = Resource | `${Resource}/${string}`;

export function resourceKey(path: ResourcePath): readonly [ResourcePath];
export function resourceKey<P extends object>(path: ResourcePath, params: P): readonly [ResourcePath, P];
export function resourceKey(path: ResourcePath, params?: object) {
  return params === undefined ? ([path] as const) : ([path, params] as const);
}

/** Whether a cached query reads `resource` or a path under it. */
export function readsResource(queryKey: readonly unknown[], resource: Resource): boolean {
  const path = queryKey[0];
  return typeof path === "string" && (path === resource || path.startsWith(`${resource}/`));
}
