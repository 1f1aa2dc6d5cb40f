// The one write of members' active signatures, shared by a deployment's batch and a refresh
// that a change announced: each member's signature and its reply version (the template's
// short version for replies) become their active signature; a member whose stored signature
// and reply version are already exactly these is left alone, so the statement's RETURNING
// (the caller's) names only the members whose signature changed.
import { sql, type SQL } from "drizzle-orm";

/**
 * The upsert of `source`'s rows, each `(user_id, template_id, html, reply_html)`, as the
 * account's members' active signatures. `source` is a query (a select of those four columns);
 * its long texts are best sent one parameter each (db/array-param.ts).
 */
export function storeActiveSignatures(accountId: string, source: SQL): SQL {
  return sql`
    insert into user_signatures (user_id, account_id, template_id, html_content, reply_html_content, is_active, deployed_at)
    select s.user_id, ${accountId}::uuid, s.template_id, s.html, s.reply_html, true, now()
      from (${source}) as s(user_id, template_id, html, reply_html)
    on conflict (user_id, account_id) where is_active do update
      set html_content = excluded.html_content, reply_html_content = excluded.reply_html_content,
          template_id = excluded.template_id, deployed_at = now(), updated_at = now()
      where user_signatures.html_content is distinct from excluded.html_content
         or user_signatures.reply_html_content is distinct from excluded.reply_html_content`;
}
