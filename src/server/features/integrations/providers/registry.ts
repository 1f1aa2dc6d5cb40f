// Every provider a company connects with credentials, by id: one line each. The routes, the
// directory sync, the token caches and the connect/test/disconnect services take them from here.
import type { AppConfig } from "../../../context";
import type { AnyProvider, ConnectedProviderId } from "./provider";
import { googleProvider } from "./google/google-provider";
import { microsoftProvider } from "./microsoft/microsoft-provider";

export const PROVIDERS = {
  google: googleProvider,
  microsoft: microsoftProvider,
} satisfies Record<ConnectedProviderId, AnyProvider>;

export type ProviderTokens = { [P in keyof typeof PROVIDERS]: ReturnType<(typeof PROVIDERS)[P]["createTokens"]> };

/** Each provider's token cache, made once per process (AppDeps.tokens). */
export function createProviderTokens(config: AppConfig): ProviderTokens {
  return Object.fromEntries(Object.values(PROVIDERS).map((p) => [p.id, p.createTokens(config)])) as ProviderTokens;
}

export const providerOf = (id: ConnectedProviderId): AnyProvider => PROVIDERS[id];
