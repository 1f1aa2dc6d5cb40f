// Turning automatic mailbox updates on or off, and pushing the out-of-date mailboxes now.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export const useUpdateMailboxSettings = () =>
  useApiMutation("mailboxes.change", {
    mutationFn: (updateAutomatically: boolean) => call(api.mailboxes.settings.$put({ json: { updateAutomatically } })),
    retry: false,
  });

export const usePushMailboxes = () =>
  useApiMutation("mailboxes.push", { mutationFn: () => call(api.mailboxes.push.$post()), retry: false });
