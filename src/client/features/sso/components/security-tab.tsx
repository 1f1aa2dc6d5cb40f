// /company-settings?tab=security (admins): single sign-on, in the order it is set up:
// prove a domain is the company's, add the identity provider, test a sign-in with it, then
// choose the options ("Require SSO" only after a passed test).
import { useQueryClient } from "@tanstack/react-query";
import { LoadingState } from "../../../components/ui/spinner";
import { ssoSettingsQuery } from "../../../lib/resources/sso";
import { Alert } from "../../../components/ui/alert";
import { useSsoSettings } from "../api/sso";
import { DomainsCard } from "./domains-card";
import { ProvidersCard } from "./providers-card";
import { OptionsCard } from "./options-card";
import { TestResult, useTestWindow } from "./test-sign-in";

export function SecurityTab() {
  const queryClient = useQueryClient();
  const [testWindow, setTestWindow] = useTestWindow(() => void queryClient.invalidateQueries({ queryKey: ssoSettingsQuery().queryKey }));
  const settings = useSsoSettings(testWindow !== null);
  if (settings.isPending) return <LoadingState text="Loading single sign-on..." />;
  if (settings.isError) return <Alert tone="error">Single sign-on could not be loaded.</Alert>;
  const { domains, providers, options, admins, samlAvailable } = settings.data;
  const verified = domains.some((d) => d.verifiedAt);
  return (
    <div className="flex flex-col gap-6">
      <TestResult providers={providers} />
      <DomainsCard domains={domains} />
      <ProvidersCard providers={providers} hasVerifiedDomain={verified} samlAvailable={samlAvailable} onTestStarted={setTestWindow} />
      <OptionsCard
        key={JSON.stringify(options)}
        options={options}
        admins={admins}
        ready={verified && providers.some((p) => p.enabled)}
        tested={providers.some((p) => p.enabled && p.testedAt)}
      />
    </div>
  );
}
