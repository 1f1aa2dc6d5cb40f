// Everything the Security tab shows in one answer: domains, providers (never a secret),
// options and the admins the break-glass admin is chosen from.
import type { AppDeps } from "../../context";
import type { Scope } from "../../lib/scope";
import type { SsoSettings } from "../../../shared/sso/sso-schema";
import { findSsoDomains } from "./sso-domains";
import { findSsoProviders } from "./sso-providers";
import { findCompanyAdmins, getSsoOptions } from "./sso-options";
import { SIGN_IN_STARTERS } from "./sso-sign-in";

export async function getSsoSettings(deps: Pick<AppDeps, "db" | "config">, scope: Pick<Scope, "accountId">): Promise<SsoSettings> {
  const [domains, providers, options, admins] = await Promise.all([
    findSsoDomains(deps.db, scope),
    findSsoProviders(deps, scope),
    getSsoOptions(deps.db, scope),
    findCompanyAdmins(deps.db, scope),
  ]);
  return { domains, providers, options, admins, samlAvailable: SIGN_IN_STARTERS.saml !== null };
}
