// The editor's data source for an account's template: the /api/templates routes, one api/
// file each. The super admin's gallery would give the editor a source of its own.
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../lib/paths";
import type { TemplateEditorSource } from "../components/editor/template-editor-source";
import { checkTemplate } from "./check-template";
import { fetchPreviewCampaigns } from "./get-preview-campaigns";
import { fetchPreviewData } from "./get-preview-data";
import { fetchPreviewMembers } from "./get-preview-members";
import { fetchTemplate } from "./get-template";
import { fetchTemplateVersion } from "./get-template-version";
import { fetchTemplateVersions } from "./get-template-versions";
import { restoreTemplateVersion } from "./restore-template-version";
import { saveTemplateContent } from "./save-template-content";
import { templateKeys } from "./template-keys";

export function accountEditorSource(id: string, queryClient: QueryClient): TemplateEditorSource {
  return {
    key: templateKeys.one(id),
    load: () => fetchTemplate(id),
    save: (input) => saveTemplateContent(id, input),
    check: checkTemplate,
    previewData: fetchPreviewData,
    members: fetchPreviewMembers,
    campaigns: fetchPreviewCampaigns,
    versions: {
      list: () => fetchTemplateVersions(id),
      get: (number) => fetchTemplateVersion(id, number),
      restore: (number) => restoreTemplateVersion(id, number),
    },
    back: { href: paths.templates, label: "All templates" },
    // The library's cards, and members' signatures (the default may have changed).
    onChanged: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: templateKeys.list }),
        queryClient.invalidateQueries({ queryKey: ["signature"] }),
      ]);
    },
  };
}
