// Where the editor's data comes from, passed in as props: the account's templates
// (/api/templates), or the super admin's gallery (app/pages/gallery-editor-source.ts:
// sample data only, no versions). Everything the editor reads (queries of the resource
// layer, lib/resources) or writes goes through this object; the editor itself knows no route.
import type { z } from "zod";
import type { ShapedQuery } from "../../../../lib/resources/shaped-query";
import type { Write } from "../../../../lib/resources/writes";
import type {
  SaveTemplateResponseSchema,
  TemplateDetailSchema,
  TemplateVersionDetailSchema,
  TemplateVersionSchema,
} from "../../../../../shared/templates/template-responses";
import type { SaveTemplateInput } from "../../../../../shared/templates/template-schema";
import type { TemplateCheck } from "./check/check-types";
import type { PreviewData } from "./lib/render-preview";

export type EditorTemplate = z.infer<typeof TemplateDetailSchema>;
export type SaveResult = z.infer<typeof SaveTemplateResponseSchema>;
export type VersionSummary = z.infer<typeof TemplateVersionSchema>;
export type VersionDetail = z.infer<typeof TemplateVersionDetailSchema>;
export type PreviewChoice = { memberId: string | null; campaignId: string | null };
export type PickerOption = { id: string; label: string };

export type TemplateEditorSource = {
  detail: ShapedQuery<EditorTemplate>;
  save(input: SaveTemplateInput): Promise<SaveResult>;
  check(html: string): ShapedQuery<TemplateCheck>;
  /** With no member chosen: the caller's own values (sample values where empty; the gallery: sample data). */
  previewData(choice: PreviewChoice): ShapedQuery<PreviewData>;
  /** Members and campaigns to preview with; absent where there are none (the gallery). */
  members?(search: string): ShapedQuery<{ options: PickerOption[]; total: number }>;
  campaigns?: ShapedQuery<PickerOption[]>;
  /** Version history; absent where templates keep none. */
  versions?: {
    list: ShapedQuery<VersionSummary[]>;
    get(number: number): ShapedQuery<VersionDetail>;
    restore(number: number): Promise<EditorTemplate>;
  };
  /** What a save changes, said under the title and in the save dialog; absent: the account's words. */
  saveEffect?: string;
  /** Templates of this source may have a reply version (the gallery's don't). */
  replies?: boolean;
  /** Where "back" goes, e.g. the library. */
  back: { href: string; label: string };
  /** What a save or restore changes (the library's list, members' signatures...). */
  changes: Write;
};
