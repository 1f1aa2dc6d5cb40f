import { LegalDocument } from "./components/legal-document";
import { TERMS_DATA_AND_SERVICE } from "./content/terms-data-and-service";
import { TERMS_LIABILITY_AND_GENERAL } from "./content/terms-liability-and-general";
import { TERMS_USING_SIGNET } from "./content/terms-using-signet";

const SECTIONS = [...TERMS_USING_SIGNET, ...TERMS_DATA_AND_SERVICE, ...TERMS_LIABILITY_AND_GENERAL];

export function Component() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          These Terms set out the rules for using Signet: what you can expect from us, what we expect from you, and what happens to your
          data when you leave. We have kept them as short and plain as we could.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
