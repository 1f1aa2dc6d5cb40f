// The gallery templates a new template can start from (GET /api/templates/gallery).
import { useQuery } from "@tanstack/react-query";
import { templateGalleryQuery } from "../../../lib/resources/templates";

export type { GalleryPick } from "../../../lib/resources/templates";

export function useGallery(enabled: boolean) {
  return useQuery({ ...templateGalleryQuery(), enabled });
}
