// Google Workspace as a directory provider: the Admin SDK's users list through every
// nextPageToken (500 a page, full projection), impersonating the Workspace admin, each
// user mapped to the engine's person record.
import type { AppDeps } from "../../../../context";
import { GOOGLE_DEFAULTS } from "../../../../context";
import { GOOGLE_SCOPES } from "../../../../../shared/integrations/integration-schema";
import type { DirectoryPerson, DirectoryProvider } from "../../../directory";
import type { GoogleConnection } from "./google-connection";
import { googleFetch } from "./google-http";
import { withRetries } from "../../../../lib/outbound/provider-http";

type GoogleUser = {
  id: string;
  primaryEmail: string;
  name?: { givenName?: string; familyName?: string };
  suspended?: boolean;
  archived?: boolean;
  organizations?: { title?: string; department?: string; primary?: boolean }[];
  phones?: { value?: string; type?: string; primary?: boolean }[];
};
type UsersPage = { users?: GoogleUser[]; nextPageToken?: string };

export function googlePerson(user: GoogleUser): DirectoryPerson {
  const organization = user.organizations?.find((o) => o.primary) ?? user.organizations?.[0];
  const phone = (type: string) => user.phones?.find((p) => p.type === type && p.value)?.value ?? null;
  return {
    externalId: user.id,
    email: user.primaryEmail.toLowerCase(),
    firstName: user.name?.givenName ?? null,
    lastName: user.name?.familyName ?? null,
    jobTitle: organization?.title ?? null,
    department: organization?.department ?? null,
    workPhone: phone("work"),
    mobilePhone: phone("mobile"),
    active: !user.suspended && !user.archived,
  };
}

export function googleDirectory(deps: Pick<AppDeps, "tokens" | "config">, connection: GoogleConnection): DirectoryProvider {
  const base = (deps.config.google ?? GOOGLE_DEFAULTS).directoryApiUrl.replace(/\/$/, "");
  const { settings } = connection;
  const scope = GOOGLE_SCOPES.directory;
  return {
    id: "google",
    async *pages() {
      let pageToken: string | undefined;
      do {
        const query = new URLSearchParams({
          customer: "my_customer",
          maxResults: "500",
          projection: "full",
          ...(pageToken ? { pageToken } : {}),
        });
        const page = await withRetries(
          async () => {
            const token = await deps.tokens.google.get(connection, settings.adminEmail, scope);
            return googleFetch<UsersPage>(`${base}/admin/directory/v1/users?${query}`, { headers: { authorization: `Bearer ${token}` } });
          },
          () => deps.tokens.google.forget(connection, settings.adminEmail, scope),
        );
        yield (page.users ?? []).map(googlePerson);
        pageToken = page.nextPageToken;
      } while (pageToken);
    },
  };
}
