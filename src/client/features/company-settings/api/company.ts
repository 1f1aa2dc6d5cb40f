// The company's details, time zone and logo (GET/PUT /api/company, PUT /api/company/time-zone,
// POST/DELETE /api/company/logo).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { CompanyDetails } from "../../../../shared/company/company-schema";
import type { CompanyTimeZone } from "../../../../shared/company/time-zones";
import { companyKeys, refreshAfterCompanyChange } from "./company-keys";

async function fetchCompany() {
  const { account } = await call(api.company.$get());
  return account;
}
export type Company = Awaited<ReturnType<typeof fetchCompany>>;

export function useCompany() {
  return useQuery({ queryKey: companyKeys.company, queryFn: fetchCompany });
}

function useCompanyMutation<I>(mutationFn: (input: I) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: async (account) => {
      queryClient.setQueryData(companyKeys.company, account);
      await refreshAfterCompanyChange(queryClient);
    },
  });
}

export function useUpdateCompany() {
  return useCompanyMutation(async (json: CompanyDetails) => (await call(api.company.$put({ json }))).account);
}

export function useUploadLogo() {
  return useCompanyMutation(async (file: File) => {
    const body = new FormData();
    body.append("file", file);
    // Multipart: the browser sets the content type with its boundary.
    return (await call(api.company.logo.$post({}, { init: { body } }))).account;
  });
}

export function useRemoveLogo() {
  return useCompanyMutation(async () => (await call(api.company.logo.$delete())).account);
}

export function useUpdateTimeZone() {
  return useCompanyMutation(async (json: CompanyTimeZone) => (await call(api.company["time-zone"].$put({ json }))).account);
}
