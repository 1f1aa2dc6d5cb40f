// The gallery templates a new template can start from (GET /api/templates/gallery).
import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { templateKeys } from "./template-keys";

async function fetchGallery() {
  return (await call(api.templates.gallery.$get())).gallery;
}
export type GalleryPick = Awaited<ReturnType<typeof fetchGallery>>[number];

export function useGallery(enabled: boolean) {
  return useQuery({ queryKey: templateKeys.gallery, queryFn: fetchGallery, enabled });
}
