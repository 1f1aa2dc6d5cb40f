// The invite dialog's two calls: the preview (every row with its status, nothing stored)
// and the import, sent in batches of IMPORT_BATCH_SIZE rows (never one request per row).
import { api, call } from "../../../lib/api-client";
import { IMPORT_BATCH_SIZE, type ImportRowInput, type PreviewRequest } from "../../../../shared/members/invitation-import";

export function previewInvitations(input: PreviewRequest) {
  return call(api.invitations.preview.$post({ json: input }));
}

export type Preview = Awaited<ReturnType<typeof previewInvitations>>;
export type PreviewRow = Preview["rows"][number];
export type ImportResult = Awaited<ReturnType<typeof importBatch>>["results"][number];

function importBatch(rows: ImportRowInput[], createMissing: boolean) {
  return call(api.invitations.bulk.$post({ json: { rows, createMissing } }));
}

/** Sends every row in batches, one after another; `onBatch` gets each batch's results. Throws at the first failed batch. */
export async function importInvitations(rows: ImportRowInput[], createMissing: boolean, onBatch: (results: ImportResult[]) => void) {
  for (let i = 0; i < rows.length; i += IMPORT_BATCH_SIZE) {
    const batch = await importBatch(rows.slice(i, i + IMPORT_BATCH_SIZE), createMissing);
    onBatch(batch.results);
  }
}
