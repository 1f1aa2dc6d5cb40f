// The batch variant of loadSignatureData: the same one query (selectSignatureData, the
// member's own template and campaigns) for many members of an account at once, so a
// deployment batch of 500 members costs one round trip instead of 500. Each member's rows
// go through the same signatureDataFrom, so a member renders byte for byte as on /signature.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/prepared";
import { profiles } from "../../db/schema";
import { memberTemplate, selectSignatureData, signatureDataFrom, type LoadedSignature, type SignatureDataRow } from "./load-signature-data";
import { readyTemplateOf, templateKey, type ReadyTemplate } from "./template-cache";

function prepare(db: Database, name: string) {
  // The ids travel as one array parameter, whatever the batch size, and the profiles are found
  // by key: `in (select jsonb_array_elements_text(...))` made the planner (which guesses 100
  // elements) scan every profile of the database for each batch, a cost that grew with the company.
  return selectSignatureData(db, memberTemplate(db), sql`${profiles.id} = any(${sql.placeholder("userIds")}::text[])`).prepare(name);
}

/** Members of the account without a profile are missing from the map. */
export async function loadBatchSignatureData(db: Database, accountId: string, userIds: string[], baseUrl: string) {
  const statement = preparedStatement(db, "signature_data_batch", prepare);
  const rows = userIds.length ? await statement.execute({ accountId, userIds }) : [];
  const byMember = new Map<string, SignatureDataRow[]>();
  for (const row of rows) {
    const mine = byMember.get(row.profile.id);
    if (mine) mine.push(row);
    else byMember.set(row.profile.id, [row]);
  }
  // A batch uses a few templates: each version is made ready once, before the members are built.
  const members = [...byMember].map(([userId, mine]) => ({ userId, ...signatureDataFrom(mine, accountId, baseUrl) }));
  const ready = new Map<string, ReadyTemplate | null>();
  for (const { template } of members) {
    if (template && !ready.has(templateKey(template))) ready.set(templateKey(template), await readyTemplateOf(db, template));
  }
  const loaded = new Map<string, LoadedSignature>();
  for (const { userId, template, ...rest } of members) {
    loaded.set(userId, { ...rest, template: template ? ready.get(templateKey(template))! : null });
  }
  return loaded;
}
