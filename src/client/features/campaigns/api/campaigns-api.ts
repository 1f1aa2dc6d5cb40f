// The campaigns page's calls and their query keys. Changes refresh the list, and the
// member-side picker and signature (a campaign may have entered or left them).
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { CampaignInput, CampaignPreviewInput } from "../../../../shared/campaigns/campaign-schema";

export const campaignKeys = {
  all: ["campaigns"] as const,
  list: ["campaigns", "list"] as const,
  departments: ["campaigns", "departments"] as const,
  preview: (input: unknown) => ["campaigns", "preview", input] as const,
};

async function fetchCampaigns() {
  const { campaigns } = await call(api.campaigns.$get());
  return campaigns;
}
export type CampaignItem = Awaited<ReturnType<typeof fetchCampaigns>>[number];

export function useCampaigns() {
  return useQuery({ queryKey: campaignKeys.list, queryFn: fetchCampaigns });
}

export function useCampaignDepartments() {
  return useQuery({
    queryKey: campaignKeys.departments,
    queryFn: async () => (await call(api.departments.$get())).departments,
  });
}

async function refresh(queryClient: QueryClient) {
  // The member side (picker, signature) reads the same campaigns.
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: campaignKeys.list }),
    queryClient.invalidateQueries({ queryKey: ["signature"] }),
  ]);
}

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: CampaignInput }) =>
      id
        ? (await call(api.campaigns[":id"].$put({ param: { id }, json: input }))).campaign
        : (await call(api.campaigns.$post({ json: input }))).campaign,
    onSuccess: () => refresh(queryClient),
  });
}

export function useCampaignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: "pause" | "resume" | "duplicate" | "delete" }) => {
      const param = { param: { id } };
      if (action === "delete") return call(api.campaigns[":id"].$delete(param));
      if (action === "pause") return call(api.campaigns[":id"].pause.$post(param));
      if (action === "resume") return call(api.campaigns[":id"].resume.$post(param));
      return call(api.campaigns[":id"].duplicate.$post(param));
    },
    onSuccess: () => refresh(queryClient),
  });
}

export async function uploadBanner(file: File) {
  const body = new FormData();
  body.append("file", file);
  // Multipart: the browser sets the content type with its boundary.
  return call(api.campaigns.banner.$post({}, { init: { body } }));
}

export function useCampaignPreview(input: CampaignPreviewInput) {
  return useQuery({
    queryKey: campaignKeys.preview(input),
    queryFn: async () => (await call(api.campaigns.preview.$post({ json: input }))).html,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}
