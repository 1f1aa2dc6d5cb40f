// Reading and changing the company's mail flow: settings, the relay credential, a test message, the trace.
import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { mailFlowQuery, mailTraceQuery, myMailQuery } from "../../../lib/resources/mail-flow";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { UpdateMailFlow } from "../../../../shared/mail-relay/mail-flow-schema";

export const useMailFlow = () => useQuery(mailFlowQuery());
export const useMailTrace = (userId: string) => useQuery(mailTraceQuery(userId));
export const useMyMail = () => useQuery(myMailQuery());

export const useSaveMailFlow = () =>
  useApiMutation("mailFlow.change", {
    mutationFn: async (json: UpdateMailFlow) => (await call(api["mail-flow"].$patch({ json }))).mailFlow,
    retry: false,
  });
/** The password is answered once and kept in no cache. */
export const useMakeRelayCredential = () =>
  useApiMutation("mailFlow.change", { mutationFn: () => call(api["mail-flow"].credential.$post()), retry: false });
export const useSendTestMessage = () =>
  useApiMutation("mailFlow.test", { mutationFn: (to: string) => call(api["mail-flow"].test.$post({ json: { to } })), retry: false });
