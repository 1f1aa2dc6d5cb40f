// The new address a directory gave the member, waiting for them: send a code to it, confirm
// it with the code, or keep the current address. Each refreshes the profile and the session.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export const sendEmailChangeCode = () => call(api.profile["email-change"].code.$post());
export const confirmEmailChange = (code: string) => call(api.profile["email-change"].confirm.$post({ json: { code } }));
export const declineEmailChange = () => call(api.profile["email-change"].$delete());

export const useSendEmailChangeCode = () => useApiMutation("profile.emailChange", { mutationFn: sendEmailChangeCode, retry: false });
export const useConfirmEmailChange = () => useApiMutation("profile.emailChange", { mutationFn: confirmEmailChange, retry: false });
export const useDeclineEmailChange = () => useApiMutation("profile.emailChange", { mutationFn: declineEmailChange, retry: false });
