// The batch variant of loadSignatureData: the same one query (selectSignatureData, the
// member's own template and campaigns) for many members of an account at once, so a
// deployment batch of 500 members costs one round trip instead of 500. Each member's rows
// go through the same signatureDataFrom, so a member renders byte for byte as on /signature.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import { memberTemplate, selectSignatureData, signatureDataFrom, type LoadedSignature, type SignatureDataRow } from "./load-signature-data";
import { readyTemplateOf, templateKey, type ReadyTemplate } from "./template-cache";

const statements = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  // The ids travel as one array parameter, whatever the batch size, and the profiles are found
  // by key: `in (select jsonb_array_elements_text(...))` made the planner (which guesses 100
  // elements) scan every profile of the database for each batch, a cost that grew with the company.
  return selectSignatureData(db, memberTemplate(db), sql`${profiles.id} = any(${sql.placeholder("userIds")}::text[])`).prepare(
    "signature_data_batch",
  );
}

/** Members of the account without a profile are missing from the map. */
export async function loadBatchSignatureData(db: Database, accountId: string, userIds: string[], baseUrl: string) {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  const rows = userIds.length ? await statement.execute({ accountId, userIds }) : [];
  const byMember = new Map<string, SignatureDataRow[]>();
  for (const row of rows) {
    const mine = byMember.get(row.profile.id);
    if (mine) mine.push(row);
    else byMember.set(row.profile.id, [row]);
  }
  // A batch uses a few templates: each version is made ready once.
  const ready = new Map<string, Promise<ReadyTemplate | null>>();
  const loaded = new Map<string, LoadedSignature>();
  for (const [userId, mine] of byMember) {
    const { template, ...rest } = signatureDataFrom(mine, accountId, baseUrl);
    const key = template && templateKey(template);
    if (template && key && !ready.has(key)) ready.set(key, readyTemplateOf(db, template));
    loaded.set(userId, { ...rest, template: key ? await ready.get(key)! : null });
  }
  return loaded;
}
