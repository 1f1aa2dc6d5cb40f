// The template editor's source for a gallery template (issue 14 item 4): the super admin's
// /api/admin/templates routes. Sample data only (no member or campaign pickers) and no
// versions: the gallery keeps none, so the editor hides its Versions tab. Composed here
// because client features don't import each other.
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../lib/paths";
import type { GalleryTemplateDetail } from "../../../shared/admin/admin-responses";
import { galleryKey } from "../../features/admin/api/admin-api";
import {
  checkGalleryTemplate,
  fetchGalleryPreviewData,
  fetchGalleryTemplate,
  galleryTemplateKey,
  saveGalleryTemplate,
} from "../../features/admin/api/gallery-editor-api";
import type { EditorTemplate, TemplateEditorSource } from "../../features/templates/components/editor/template-editor-source";

/** A gallery template as the editor reads one: no default, departments, versions or deployments. */
function asEditorTemplate(t: GalleryTemplateDetail): EditorTemplate {
  return {
    id: t.id,
    name: t.name,
    isDefault: false,
    departments: [],
    updatedAt: t.updatedAt,
    updatedByName: null,
    version: 0,
    changedSinceDeployment: false,
    designed: t.design !== null,
    previewHtml: t.previewHtml,
    html: t.html,
    design: t.design,
  };
}

export function galleryEditorSource(id: string, queryClient: QueryClient): TemplateEditorSource {
  return {
    key: galleryTemplateKey(id),
    load: async () => asEditorTemplate(await fetchGalleryTemplate(id)),
    save: async (input) => {
      const result = await saveGalleryTemplate(id, input);
      return { ...result, template: asEditorTemplate(result.template) };
    },
    check: checkGalleryTemplate,
    previewData: fetchGalleryPreviewData,
    saveEffect: "Saving changes this template for accounts that pick it from now on; accounts that copied it keep their copy.",
    back: { href: paths.adminTemplates, label: "Template gallery" },
    onChanged: () => queryClient.invalidateQueries({ queryKey: galleryKey }),
  };
}
