// The template editor's source for a gallery template: the super admin's /api/admin/templates
// resources. Sample data only (no member or campaign pickers) and no versions: the gallery
// keeps none, so the editor hides its Versions tab. Composed here because client features
// don't import each other.
import { api, call } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { galleryCheckQuery, galleryPreviewDataQuery, galleryTemplateQuery } from "../../lib/resources/gallery";
import { shaped } from "../../lib/resources/shaped-query";
import type { GalleryTemplateDetail } from "../../../shared/gallery/gallery-responses";
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
    // Gallery templates have no reply version: an account's copy gets one in its own editor.
    reply: { mode: "none", html: null },
  };
}

export function galleryEditorSource(id: string): TemplateEditorSource {
  return {
    detail: shaped(galleryTemplateQuery(id), asEditorTemplate),
    save: async (json) => {
      const result = await call(api.admin.templates[":id"].content.$put({ param: { id }, json }));
      return { ...result, template: asEditorTemplate(result.template) };
    },
    check: (html) => shaped(galleryCheckQuery(html)),
    previewData: () => shaped(galleryPreviewDataQuery()),
    saveEffect: "Saving changes this template for accounts that pick it from now on; accounts that copied it keep their copy.",
    back: { href: paths.adminTemplates, label: "Template gallery" },
    changes: "admin.change",
  };
}
