// Reading a domain's DNS TXT records, for domain verification. Production asks the system's
// resolver (node:dns). Outside production a file of answers may stand in for DNS
// (DNS_TXT_RECORDS_FILE, env.ts refuses it in production), so `npm run dev` and the browser
// tests can verify a domain nobody can publish a record for; API tests pass their own resolver.
import { resolveTxt } from "node:dns/promises";
import { readFile } from "node:fs/promises";

/** The TXT records at `domain`, each joined from its strings; [] when the domain has none. */
export type TxtResolver = (domain: string) => Promise<string[]>;

const NO_RECORDS = new Set(["ENODATA", "ENOTFOUND", "ENONAME"]);

export const systemTxtResolver: TxtResolver = async (domain) => {
  try {
    return (await resolveTxt(domain)).map((parts) => parts.join(""));
  } catch (error) {
    if (NO_RECORDS.has((error as NodeJS.ErrnoException).code ?? "")) return [];
    throw error;
  }
};

/** Answers from a JSON file `{ "example.com": ["signet-verification=…"] }`, read at each lookup. */
export function fileTxtResolver(file: string): TxtResolver {
  return async (domain) => {
    const text = await readFile(file, "utf8").catch(() => "{}");
    const records = (JSON.parse(text) as Record<string, string[]>)[domain];
    return Array.isArray(records) ? records : [];
  };
}
