// /signature composed from two features: the signature page, and above it the admin's
// getting-started checklist (features don't import each other; app/ puts them together).
import { Component as SignaturePage } from "../features/signatures/signature-page";
import { GettingStartedChecklist } from "../features/onboarding/components/getting-started-checklist";

export function Component() {
  return <SignaturePage intro={<GettingStartedChecklist />} />;
}
