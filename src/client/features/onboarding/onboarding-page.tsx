// Being built now; replaced by its feature's owner.
export function Component() {
  return <p className="p-6">onboarding-page</p>;
}
