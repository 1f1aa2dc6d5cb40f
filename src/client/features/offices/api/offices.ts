// Add, edit and delete offices (the list is lib/offices.ts, shared with the profile form).
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { Office } from "../../../../shared/offices/office-schema";

const useOfficeMutation = <I, O>(mutationFn: (input: I) => Promise<O>) => useApiMutation("offices.change", { mutationFn, retry: false });

export const useCreateOffice = () => useOfficeMutation((json: Office) => call(api.offices.$post({ json })));
export const useUpdateOffice = () =>
  useOfficeMutation(({ id, ...json }: Office & { id: string }) => call(api.offices[":id"].$put({ param: { id }, json })));
export const useDeleteOffice = () => useOfficeMutation((id: string) => call(api.offices[":id"].$delete({ param: { id } })));
