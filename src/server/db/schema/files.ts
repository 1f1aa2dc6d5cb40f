// Every file stored through lib/storage.ts (served at /files/...): who owns it, what it is
// and how big it is. A company's files count against its storage quota; platform files
// (gallery images) have no owner. Deleting a company deletes its own files, never another's.
import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { accounts } from "./accounts";

export const STORED_FILE_KINDS = ["logo", "photo", "banner", "template-image", "gallery-image"] as const;
export type StoredFileKind = (typeof STORED_FILE_KINDS)[number];

export const storedFiles = pgTable(
  "stored_files",
  {
    // The public path, /files/<folder>/<uuid>.<ext>: what templates, campaigns and profiles hold.
    path: text("path").primaryKey(),
    // Null: a platform file. The rows go with their company (its files are removed after the commit).
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<StoredFileKind>().notNull(),
    // Null until measured: rows backfilled from files stored before this table existed.
    byteSize: bigint("byte_size", { mode: "number" }),
    contentType: text("content_type").notNull(),
    // The image's pixel size (null: not recorded): a banner's sets its width in signatures.
    width: integer("width"),
    height: integer("height"),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stored_files_account_idx").on(t.accountId), index("stored_files_created_idx").on(t.createdAt)],
);
