// The editor's data source for an account's template: the /api/templates resources, and the
// team and campaigns to preview with. The super admin's gallery gives the editor its own.
import { paths } from "../../../lib/paths";
import { campaignsQuery } from "../../../lib/resources/campaigns";
import { teamQuery } from "../../../lib/resources/members";
import { shaped } from "../../../lib/resources/shaped-query";
import {
  templateCheckQuery,
  templatePreviewDataQuery,
  templateQuery,
  templateVersionQuery,
  templateVersionsQuery,
} from "../../../lib/resources/templates";
import type { TemplateEditorSource } from "../components/editor/template-editor-source";
import { restoreTemplateVersion } from "./restore-template-version";
import { saveTemplateContent } from "./save-template-content";

/** How many members the preview's picker lists; more are found by searching. */
const PREVIEW_MEMBERS = 100;

export function accountEditorSource(id: string): TemplateEditorSource {
  return {
    detail: shaped(templateQuery(id)),
    save: (input) => saveTemplateContent(id, input),
    check: (html) => shaped(templateCheckQuery(html)),
    previewData: (choice) => shaped(templatePreviewDataQuery(choice)),
    members: (search) =>
      shaped(teamQuery({ status: "member", sort: "name", order: "asc", pageSize: String(PREVIEW_MEMBERS), search }), (page) => ({
        total: page.total,
        options: page.rows.map((r) => ({ id: r.id, label: [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email })),
      })),
    campaigns: shaped(campaignsQuery(), (campaigns) => campaigns.map((c) => ({ id: c.id, label: c.name }))),
    versions: {
      list: shaped(templateVersionsQuery(id)),
      get: (number) => shaped(templateVersionQuery(id, number)),
      restore: (number) => restoreTemplateVersion(id, number),
    },
    replies: true,
    back: { href: paths.templates, label: "All templates" },
    // The library's cards, departments' templates, and members' signatures.
    changes: "templates.save",
  };
}
