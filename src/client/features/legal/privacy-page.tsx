import { LegalDocument } from "./components/legal-document";
import { PRIVACY_COOKIES_AND_SHARING } from "./content/privacy-cookies-and-sharing";
import { PRIVACY_ROLES_AND_DATA } from "./content/privacy-roles-and-data";
import { PRIVACY_SECURITY_AND_RIGHTS } from "./content/privacy-security-and-rights";

const SECTIONS = [...PRIVACY_ROLES_AND_DATA, ...PRIVACY_COOKIES_AND_SHARING, ...PRIVACY_SECURITY_AND_RIGHTS];

export function Component() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          Signet stores the details that go into your company&apos;s email signatures and counts how its campaigns perform. This policy
          explains what we process, who decides about it, how long we keep it and how we protect it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
