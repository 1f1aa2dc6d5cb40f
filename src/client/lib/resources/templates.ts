// The account's templates (the library, one template and its versions, previews and checks)
// and the gallery a new template can start from.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

export async function fetchTemplates() {
  return (await call(api.templates.$get())).templates;
}
export const templatesQuery = () => queryOptions({ queryKey: resourceKey("/api/templates"), queryFn: fetchTemplates });
export type TemplateSummary = Awaited<ReturnType<typeof fetchTemplates>>[number];

async function fetchGallery() {
  return (await call(api.templates.gallery.$get())).gallery;
}
export const templateGalleryQuery = () => queryOptions({ queryKey: resourceKey("/api/templates/gallery"), queryFn: fetchGallery });
export type GalleryPick = Awaited<ReturnType<typeof fetchGallery>>[number];

/** One template with its HTML and design. */
export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/templates/${id}`),
    queryFn: async () => (await call(api.templates[":id"].$get({ param: { id } }))).template,
  });

export const templateVersionsQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/templates/${id}/versions`),
    queryFn: async () => (await call(api.templates[":id"].versions.$get({ param: { id } }))).versions,
  });

/** One version's HTML and design: a version never changes. */
export const templateVersionQuery = (id: string, number: number) =>
  queryOptions({
    queryKey: resourceKey(`/api/templates/${id}/versions/${number}`),
    queryFn: async () => (await call(api.templates[":id"].versions[":number"].$get({ param: { id, number: String(number) } }))).version,
    staleTime: Infinity,
  });

/** The email-client check of unsaved HTML (a POST that stores nothing). */
export const templateCheckQuery = (html: string) =>
  queryOptions({
    queryKey: resourceKey("/api/templates/check", { html }),
    queryFn: () => call(api.templates.check.$post({ json: { html } })),
    staleTime: 5 * 60_000,
    retry: false,
  });

export type PreviewChoice = { memberId: string | null; campaignId: string | null };
/** A member's (or sample) data and a campaign, for the editor's live preview. */
export const templatePreviewDataQuery = (choice: PreviewChoice) => {
  const query: Record<string, string> = {};
  if (choice.memberId) query.memberId = choice.memberId;
  if (choice.campaignId) query.campaignId = choice.campaignId;
  return queryOptions({
    queryKey: resourceKey("/api/templates/preview-data", query),
    queryFn: () => call(api.templates["preview-data"].$get({ query })),
    staleTime: 60_000,
  });
};

async function fetchMoves(id: string, departmentIds: string[]) {
  return (await call(api.templates[":id"].departments.preview.$post({ param: { id }, json: { departmentIds } }))).moves;
}
/** The members a department change would move to another template (nothing is stored). */
export const departmentMovesQuery = (id: string, departmentIds: string[]) => {
  const sorted = [...departmentIds].sort();
  return queryOptions({
    queryKey: resourceKey(`/api/templates/${id}/departments/preview`, { departmentIds: sorted }),
    queryFn: () => fetchMoves(id, sorted),
    staleTime: 0,
  });
};
export type TemplateMove = Awaited<ReturnType<typeof fetchMoves>>[number];
