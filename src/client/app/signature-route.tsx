// /signature composed from two features: the signature page, and above it the admin's
// getting-started checklist (features don't import each other; app/ puts them together).
// A recorded copy can tick the checklist's "deploy" step, so it is read again after one.
import { useQueryClient } from "@tanstack/react-query";
import { Component as SignaturePage } from "../features/signature/signature-page";
import { GettingStartedChecklist } from "../features/onboarding/components/getting-started-checklist";
import { invalidateWrite } from "../lib/resources/writes";

export function Component() {
  const queryClient = useQueryClient();
  return <SignaturePage intro={<GettingStartedChecklist />} onCopied={() => void invalidateWrite(queryClient, "signature.copy")} />;
}
