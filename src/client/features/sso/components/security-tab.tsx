// /company-settings?tab=security (admins): single sign-on, in the order it is set up:
// prove a domain is the company's, add the identity provider, then choose the options.
import { LoadingState } from "../../../components/ui/spinner";
import { Alert } from "../../../components/ui/alert";
import { useSsoSettings } from "../api/sso";
import { DomainsCard } from "./domains-card";
import { ProvidersCard } from "./providers-card";
import { OptionsCard } from "./options-card";

export function SecurityTab() {
  const settings = useSsoSettings();
  if (settings.isPending) return <LoadingState text="Loading single sign-on..." />;
  if (settings.isError) return <Alert tone="error">Single sign-on could not be loaded.</Alert>;
  const { domains, providers, options, admins, samlAvailable } = settings.data;
  const verified = domains.some((d) => d.verifiedAt);
  return (
    <div className="flex flex-col gap-6">
      <DomainsCard domains={domains} />
      <ProvidersCard providers={providers} hasVerifiedDomain={verified} samlAvailable={samlAvailable} />
      <OptionsCard key={JSON.stringify(options)} options={options} admins={admins} ready={verified && providers.some((p) => p.enabled)} />
    </div>
  );
}
