// The super admin's template gallery: the list, and adding, retiring, restoring and reordering.
import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { galleryTemplatesQuery } from "../../../lib/resources/gallery";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

const useGalleryMutation = <I, O>(mutationFn: (input: I) => Promise<O>) => useApiMutation("gallery.change", { mutationFn, retry: false });

export function useGallery() {
  return useQuery(galleryTemplatesQuery());
}
export const useAddGalleryTemplate = () =>
  useGalleryMutation((json: { name: string; description: string; html: string }) => call(api.admin.templates.$post({ json })));
export const useRetireGalleryTemplate = () =>
  useGalleryMutation(({ id, retired }: { id: string; retired: boolean }) =>
    call(
      retired ? api.admin.templates[":id"].retire.$post({ param: { id } }) : api.admin.templates[":id"].restore.$post({ param: { id } }),
    ),
  );
export const useReorderGallery = () => useGalleryMutation((ids: string[]) => call(api.admin.templates.order.$put({ json: { ids } })));
