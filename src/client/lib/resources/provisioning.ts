// SCIM provisioning: the base URL identity providers call and the company's tokens.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

export const provisioningQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/provisioning"), queryFn: () => call(api.provisioning.$get()), staleTime: 0 });
export type Provisioning = Awaited<ReturnType<NonNullable<ReturnType<typeof provisioningQuery>["queryFn"]>>>;
export type ScimToken = Provisioning["tokens"][number];
