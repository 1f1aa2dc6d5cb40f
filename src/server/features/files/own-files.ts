// What a company may point to: its own stored files, platform files (gallery images, shown
// read-only to every account), and addresses outside Signet. Another company's /files/...
// path, or one of no stored file, is refused with a 400 naming the field. A /files/ path
// counts as ours written as a site path (/files/...) or as an address on the app's own host
// (any scheme or port written the same way); percent-escapes are read first.
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { storedFiles } from "../../db/schema";
import { badRequest } from "../../lib/errors";

const REFERENCE = /((?:[a-z][a-z0-9+.-]*:)?\/\/[^/\s"'<>\\]*)?(\/files\/[a-z0-9-]+\/[a-f0-9-]+\.[a-z0-9]+)/gi;
const STORED_PATH = /^\/files\/[a-z0-9-]+\/[a-f0-9-]+\.[a-z0-9]+$/;
// A site path stands alone: at the start, or after a quote, space, `(`, `=` or `,`.
const BEFORE_SITE_PATH = /["'\s(=,]/;

function unescaped(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[a-z0-9./:-]/i.test(char) ? char : escape;
  });
}

function hostOf(authority: string): string {
  return authority
    .replace(/^[^/]*\/\//, "")
    .replace(/^.*@/, "")
    .toLowerCase();
}

/** Every stored-file path `text` points to on this server (`baseUrl`), in order, once each. */
export function storedPathsIn(text: string | null | undefined, baseUrl: string): string[] {
  if (!text) return [];
  const source = unescaped(text);
  const ownHost = new URL(baseUrl).host.toLowerCase();
  const paths = new Set<string>();
  for (const match of source.matchAll(REFERENCE)) {
    const [, authority, path] = match;
    if (authority ? hostOf(authority) !== ownHost : match.index > 0 && !BEFORE_SITE_PATH.test(source[match.index - 1])) continue;
    if (STORED_PATH.test(path)) paths.add(path);
  }
  return [...paths];
}

export type FileReference = {
  /** The request field that holds it, named in the 400. */
  field: string;
  value: string | null | undefined;
  /** What the 400 says, given the refused path. */
  message: (path: string) => string;
};

/**
 * Refuses (400) a reference to a file that is neither the company's (`accountId`) nor the
 * platform's; `accountId` null (the gallery) accepts platform files only. Run it in the
 * transaction that saves the reference: the rows are locked FOR SHARE, so the clean-up job
 * can't delete a file while it is being pointed to.
 */
export async function requireOwnFiles(db: Database, baseUrl: string, accountId: string | null, references: FileReference[]) {
  const wanted = references.map((r) => ({ ...r, paths: storedPathsIn(r.value, baseUrl) }));
  const all = [...new Set(wanted.flatMap((r) => r.paths))];
  if (all.length === 0) return;
  const rows = await db
    .select({ path: storedFiles.path, accountId: storedFiles.accountId })
    .from(storedFiles)
    .where(inArray(storedFiles.path, all))
    .for("share");
  const owners = new Map(rows.map((r) => [r.path, r.accountId]));
  for (const reference of wanted)
    for (const path of reference.paths) {
      const owner = owners.get(path);
      if (owner === undefined || (owner !== null && owner !== accountId)) {
        const message = reference.message(path);
        throw badRequest(message, { [reference.field]: message });
      }
    }
}
