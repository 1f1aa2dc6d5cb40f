// /guide: install the signature in each email client, with pictures, and an FAQ.
// The chosen client lives in the URL hash (/guide#thunderbird) so a guide can be linked to.
// Where the signature already is (Gmail, Outlook's add-in) comes first, then the steps by hand.
import { Copy } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session";
import { SignaturePlaces } from "../../components/signature/signature-places";
import { GUIDE_CLIENTS } from "./clients";
import { ClientPicker } from "./components/client-picker";
import { GuideFaq } from "./components/guide-faq";
import { HowItWorks } from "./components/how-it-works";

export function Component() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { hasAccount } = useSession();
  const fromHash = hash.slice(1);
  const active = GUIDE_CLIENTS.some((c) => c.id === fromHash) ? fromHash : GUIDE_CLIENTS[0].id;
  const choose = (id: string) => navigate({ hash: id }, { replace: true, preventScrollReset: true });

  return (
    <div className="space-y-8">
      <div className="space-y-6">
        <PageHeader
          className="mb-0"
          title="Help Guide"
          description="Install your signature in your email app in a few minutes. Pick your app below and follow the steps."
          actions={
            <Button asChild variant="secondary">
              <Link to={paths.signature}>
                <Copy aria-hidden="true" />
                Copy my signature
              </Link>
            </Button>
          }
        />
        <SignaturePlaces
          enabled={hasAccount}
          elsewhere="For any other email app, pick it below and follow the steps to add your signature by hand."
        />
        <HowItWorks />
      </div>
      <section aria-label="Installation guides">
        <ClientPicker clients={GUIDE_CLIENTS} value={active} onValueChange={choose} />
      </section>
      <GuideFaq />
    </div>
  );
}
