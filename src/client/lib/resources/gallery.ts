// The super admin's template gallery (/api/admin/templates): the list, one template as its
// editor reads it, the editor's check and sample data.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

export const galleryTemplatesQuery = () =>
  queryOptions({ queryKey: resourceKey("/api/admin/templates"), queryFn: () => call(api.admin.templates.$get()) });

export const galleryTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/admin/templates/${id}`),
    queryFn: async () => (await call(api.admin.templates[":id"].$get({ param: { id } }))).template,
  });

export const galleryCheckQuery = (html: string) =>
  queryOptions({
    queryKey: resourceKey("/api/admin/templates/check", { html }),
    queryFn: () => call(api.admin.templates.check.$post({ json: { html } })),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const galleryPreviewDataQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/admin/templates/preview-data"),
    queryFn: () => call(api.admin.templates["preview-data"].$get()),
    staleTime: 60_000,
  });
