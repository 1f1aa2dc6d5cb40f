// Every provider's connection card, in the order the Integrations tab shows them: one line each.
import { googleCard } from "./google";
import { microsoftCard } from "./microsoft";
import type { ProviderCard } from "./provider-card";

export const PROVIDER_CARDS = [googleCard, microsoftCard] as ProviderCard[];
