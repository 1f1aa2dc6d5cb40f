// Microsoft 365 as a directory provider, through Graph's users delta query. The first read
// is the initial delta round (GET /v1.0/users/delta?$select=...) through every nextLink: it
// lists everyone and ends with a deltaLink. Each later read asks that deltaLink for what
// changed: changed people come with only their changed properties (merged into what Graph
// said before), removed ones with "@removed". One round gives both the full list and the
// link, with no gap between them in which a change could be missed (listing /users first and
// starting a delta afterwards would have one). An expired delta link (410) starts over.
// The engine always compares the whole directory, so the merged people are what it reads.
import type { AppDeps } from "../../../../context";
import type { DirectoryPerson, DirectoryProvider } from "../../../directory";
import type { MicrosoftConnection } from "./microsoft-connection";
import { withRetries } from "../../../../lib/outbound/provider-http";
import { MicrosoftApiError, microsoftFetch } from "./microsoft-http";
import { loadSnapshot, saveSnapshot, type GraphPerson } from "./directory-snapshot";

export const GRAPH_USER_FIELDS = [
  "id",
  "displayName",
  "givenName",
  "surname",
  "mail",
  "userPrincipalName",
  "jobTitle",
  "department",
  "officeLocation",
  "businessPhones",
  "mobilePhone",
  "accountEnabled",
] as const;

type DeltaPage = {
  value?: (GraphPerson & { "@removed"?: { reason?: string } })[];
  "@odata.nextLink"?: string;
  "@odata.deltaLink"?: string;
};

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

/** A Graph user as the engine's person; null for a guest (#EXT#) or a user with no address. */
export function microsoftPerson(user: GraphPerson): DirectoryPerson | null {
  const upn = text(user.userPrincipalName) ?? "";
  if (upn.includes("#EXT#")) return null;
  const email = (text(user.mail) ?? upn).toLowerCase();
  if (!email.includes("@")) return null;
  const firstName = text(user.givenName);
  const lastName = text(user.surname);
  const phones = Array.isArray(user.businessPhones) ? user.businessPhones : [];
  return {
    externalId: user.id,
    email,
    // A room or shared mailbox may have only a display name.
    firstName: firstName ?? (lastName ? null : text(user.displayName)),
    lastName,
    jobTitle: text(user.jobTitle),
    department: text(user.department),
    workPhone: text(phones[0]),
    mobilePhone: text(user.mobilePhone),
    office: text(user.officeLocation),
    active: user.accountEnabled !== false,
  };
}

/** A user's properties without Graph's annotations (@odata.type, @removed). */
function propertiesOf(user: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(user).filter(([key]) => !key.includes("@")));
}

const PAGE = 1000;

export function microsoftDirectory(
  deps: Pick<AppDeps, "db" | "tokens">,
  accountId: string,
  connection: MicrosoftConnection,
): DirectoryProvider {
  const { app, graphUrl } = connection;
  const initialUrl = `${graphUrl}/v1.0/users/delta?$select=${GRAPH_USER_FIELDS.join(",")}`;

  const getPage = (url: string) => {
    // Graph's links are absolute: the bearer token goes only to the Graph it came for.
    if (!url.startsWith(`${graphUrl}/`)) throw new MicrosoftApiError(0, "bad_link", "Graph answered a link to another address.", null);
    return withRetries(
      async () => {
        const token = await deps.tokens.microsoft.get(app);
        return microsoftFetch<DeltaPage>(url, { headers: { authorization: `Bearer ${token}` } });
      },
      () => deps.tokens.microsoft.forget(app),
    );
  };

  return {
    id: "microsoft",
    async *pages() {
      let known = connection.directoryCursor ? await loadSnapshot(deps.db, accountId) : new Map<string, GraphPerson>();
      let whole = !connection.directoryCursor;
      let link = connection.directoryCursor ?? initialUrl;
      const changed = new Map<string, GraphPerson>();
      const removed = new Set<string>();
      let deltaLink: string | undefined;
      while (link) {
        let page: DeltaPage;
        try {
          page = await getPage(link);
        } catch (error) {
          // The delta link is too old for Graph: read everyone again, once.
          if (error instanceof MicrosoftApiError && error.status === 410 && !whole) {
            ({ known, whole, link } = { known: new Map(), whole: true, link: initialUrl });
            changed.clear();
            removed.clear();
            continue;
          }
          throw error;
        }
        for (const user of page.value ?? []) {
          if (user["@removed"]) {
            changed.delete(user.id);
            removed.add(user.id);
            continue;
          }
          const before = changed.get(user.id) ?? known.get(user.id) ?? { id: user.id };
          changed.set(user.id, { ...before, ...propertiesOf(user), id: user.id });
          removed.delete(user.id);
        }
        deltaLink = page["@odata.deltaLink"];
        link = page["@odata.nextLink"] ?? "";
      }
      if (!deltaLink) throw new MicrosoftApiError(0, "no_delta_link", "Graph ended the users delta without a delta link.", null);
      await saveSnapshot(deps.db, accountId, { whole, changed, removed, deltaLink });
      const everyone = whole ? changed : new Map([...known, ...changed]);
      for (const id of removed) everyone.delete(id);
      let people: DirectoryPerson[] = [];
      for (const user of everyone.values()) {
        const person = microsoftPerson(user);
        if (person) people.push(person);
        if (people.length === PAGE) {
          yield people;
          people = [];
        }
      }
      yield people;
    },
  };
}
