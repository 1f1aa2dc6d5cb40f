// Where the SCIM API is: the base URL identity providers are given, and each resource's
// `meta.location` under it.
import type { AppConfig } from "../../context";

export const SCIM_PATH = "/scim/v2";

export const scimBaseUrl = (config: Pick<AppConfig, "baseUrl">) => `${config.baseUrl.replace(/\/+$/, "")}${SCIM_PATH}`;

export const scimLocation = (config: Pick<AppConfig, "baseUrl">, resource: "Users" | "Groups", id: string) =>
  `${scimBaseUrl(config)}/${resource}/${id}`;
