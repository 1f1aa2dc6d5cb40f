// A company's webhook endpoints and each one's delivery log.
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../api-client";
import { resourceKey } from "./resource-key";

export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: resourceKey("/api/webhooks"),
    queryFn: async () => (await call(api.webhooks.$get())).endpoints,
    staleTime: 0,
  });
export type WebhookEndpointRow = Awaited<ReturnType<NonNullable<ReturnType<typeof webhookEndpointsQuery>["queryFn"]>>>[number];

export const webhookDeliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKey(`/api/webhooks/${id}/deliveries`),
    queryFn: async () => (await call(api.webhooks[":id"].deliveries.$get({ param: { id } }))).deliveries,
    staleTime: 0,
  });
export type WebhookDeliveryRow = Awaited<ReturnType<NonNullable<ReturnType<typeof webhookDeliveriesQuery>["queryFn"]>>>[number];
