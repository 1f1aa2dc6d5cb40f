// The company's details, time zone and logo (GET/PUT /api/company, PUT /api/company/time-zone,
// POST/DELETE /api/company/logo).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { companyQuery, type Company } from "../../../lib/resources/account";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { Write } from "../../../lib/resources/writes";
import type { CompanyDetails } from "../../../../shared/company/company-schema";
import type { CompanyTimeZone } from "../../../../shared/company/time-zones";

export type { Company };

export function useCompany() {
  return useQuery(companyQuery());
}

function useCompanyMutation<I>(write: Write, mutationFn: (input: I) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useApiMutation(write, {
    mutationFn,
    retry: false,
    // The answer is the company as it now is: shown at once, before the reads that follow.
    onSuccess: (account) => queryClient.setQueryData(companyQuery().queryKey, account),
  });
}

export function useUpdateCompany() {
  return useCompanyMutation("company.update", async (json: CompanyDetails) => (await call(api.company.$put({ json }))).account);
}

export function useUploadLogo() {
  return useCompanyMutation("company.logo", async (file: File) => {
    const body = new FormData();
    body.append("file", file);
    // Multipart: the browser sets the content type with its boundary.
    return (await call(api.company.logo.$post({}, { init: { body } }))).account;
  });
}

export function useRemoveLogo() {
  return useCompanyMutation("company.logo", async () => (await call(api.company.logo.$delete())).account);
}

export function useUpdateTimeZone() {
  return useCompanyMutation(
    "company.timeZone",
    async (json: CompanyTimeZone) => (await call(api.company["time-zone"].$put({ json }))).account,
  );
}
