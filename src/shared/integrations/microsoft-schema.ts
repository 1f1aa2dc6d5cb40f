// Connecting Microsoft 365 (/company-settings?tab=integrations): an Entra app registration's
// tenant, client id and client secret, with the words of every refusal, and the Graph
// permission the app needs.
import { z } from "zod";
import { requiredText } from "../fields/fields";

/** The Microsoft Graph application permission the directory sync needs (admin consent). */
export const MICROSOFT_GRAPH_PERMISSION = "User.Read.All";
/** Client credentials ask for the app's consented Graph permissions with this one scope. */
export const MICROSOFT_GRAPH_SCOPE = "https://graph.microsoft.com/.default";

export const MICROSOFT_LIMITS = { tenantId: 253, clientId: 36, clientSecret: 200 } as const;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A verified domain of the tenant (contoso.com, contoso.onmicrosoft.com): labels of letters,
// digits and hyphens, at least two of them, the last made of letters.
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const MICROSOFT_MESSAGES = {
  tenantRequired: "Enter the Directory (tenant) ID.",
  tenantInvalid: "Enter the Directory (tenant) ID as shown on the app's Overview page (a GUID), or a domain of the tenant.",
  clientRequired: "Enter the Application (client) ID.",
  clientInvalid: "The Application (client) ID is a GUID like 00000000-0000-0000-0000-000000000000, shown on the app's Overview page.",
  secretRequired: "Enter the client secret's value.",
  secretTooLong: `A client secret is at most ${MICROSOFT_LIMITS.clientSecret} characters: paste the secret's Value, not the whole page.`,
  secretSpaces: "A client secret has no spaces. Paste the secret's Value from Certificates & secrets.",
} as const;

export const isGuid = (value: string) => GUID.test(value);

export const ConnectMicrosoftSchema = z.object({
  tenantId: requiredText(MICROSOFT_MESSAGES.tenantRequired)
    .max(MICROSOFT_LIMITS.tenantId, MICROSOFT_MESSAGES.tenantInvalid)
    .refine((v) => GUID.test(v) || DOMAIN.test(v), MICROSOFT_MESSAGES.tenantInvalid)
    .transform((v) => v.toLowerCase()),
  clientId: requiredText(MICROSOFT_MESSAGES.clientRequired)
    .max(MICROSOFT_LIMITS.clientId, MICROSOFT_MESSAGES.clientInvalid)
    .regex(GUID, MICROSOFT_MESSAGES.clientInvalid)
    .transform((v) => v.toLowerCase()),
  clientSecret: requiredText(MICROSOFT_MESSAGES.secretRequired)
    .max(MICROSOFT_LIMITS.clientSecret, MICROSOFT_MESSAGES.secretTooLong)
    .regex(/^\S+$/, MICROSOFT_MESSAGES.secretSpaces),
});
export type ConnectMicrosoft = z.infer<typeof ConnectMicrosoftSchema>;
