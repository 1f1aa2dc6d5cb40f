// Adding, changing and deleting webhook endpoints, their secrets, test events and redeliveries.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { CreateWebhookEndpoint, UpdateWebhookEndpoint } from "../../../../shared/webhooks/webhook-schema";

const endpoint = () => api.webhooks[":id"];

export const useCreateEndpoint = () =>
  useApiMutation("webhooks.change", {
    mutationFn: (json: CreateWebhookEndpoint) => call(api.webhooks.$post({ json })),
    retry: false,
  });
export const useUpdateEndpoint = () =>
  useApiMutation("webhooks.change", {
    mutationFn: async ({ id, ...json }: UpdateWebhookEndpoint & { id: string }) =>
      (await call(endpoint().$patch({ param: { id }, json }))).endpoint,
    retry: false,
  });
export const useDeleteEndpoint = () =>
  useApiMutation("webhooks.change", { mutationFn: (id: string) => call(endpoint().$delete({ param: { id } })), retry: false });
export const useRotateSecret = () =>
  useApiMutation("webhooks.change", {
    mutationFn: (id: string) => call(endpoint().secret.rotate.$post({ param: { id } })),
    retry: false,
  });
/** The secret is read on demand and kept in no cache. */
export const useRevealSecret = () =>
  useApiMutation("webhooks.reveal", { mutationFn: (id: string) => call(endpoint().secret.$get({ param: { id } })), retry: false });
export const useSendTestEvent = () =>
  useApiMutation("webhooks.send", { mutationFn: (id: string) => call(endpoint().test.$post({ param: { id } })), retry: false });
export const useRedeliver = () =>
  useApiMutation("webhooks.send", {
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      call(endpoint().deliveries[":deliveryId"].redeliver.$post({ param: { id, deliveryId } })),
    retry: false,
  });
