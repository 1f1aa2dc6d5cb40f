// /signature composed from three features: the signature page, above it the admin's
// getting-started checklist, below it the member's last messages through the mail relay
// (features don't import each other; app/ puts them together).
// A recorded copy can tick the checklist's "deploy" step, so it is read again after one.
import { useQueryClient } from "@tanstack/react-query";
import { Component as SignaturePage } from "../features/signature/signature-page";
import { GettingStartedChecklist } from "../features/onboarding/components/getting-started-checklist";
import { MyRelayMessages } from "../features/mail-flow/components/my-relay-messages";
import { invalidateWrite } from "../lib/resources/writes";

export function Component() {
  const queryClient = useQueryClient();
  return (
    <SignaturePage
      intro={<GettingStartedChecklist />}
      outro={<MyRelayMessages />}
      onCopied={() => void invalidateWrite(queryClient, "signature.copy")}
    />
  );
}
