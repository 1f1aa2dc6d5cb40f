// Add, edit and delete offices (the list is lib/offices.ts, shared with the profile form).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { Office } from "../../../../shared/offices/office-schema";
import { refreshAfterTeamStructureChange } from "./company-keys";

function useOfficeMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, retry: false, onSuccess: () => refreshAfterTeamStructureChange(queryClient) });
}

export const useCreateOffice = () => useOfficeMutation((json: Office) => call(api.offices.$post({ json })));
export const useUpdateOffice = () =>
  useOfficeMutation(({ id, ...json }: Office & { id: string }) => call(api.offices[":id"].$put({ param: { id }, json })));
export const useDeleteOffice = () => useOfficeMutation((id: string) => call(api.offices[":id"].$delete({ param: { id } })));
