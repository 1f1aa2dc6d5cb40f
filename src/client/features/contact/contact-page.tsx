// /contact: a validated form that stores the message and emails support. Its form is an
// island: a visitor without a session cookie gets the page's HTML and the form's code only
// (components/layout/island.tsx), the support address already in that HTML (the server writes
// it in the place the build left for it: shared/support-address-placeholder.ts).
import { Link } from "react-router";
import { BookOpen, Mail, ShieldCheck } from "lucide-react";
import { Island } from "../../components/layout/island";
import { PageHeader } from "../../components/layout/page-header";
import { Card, CardContent } from "../../components/ui/card";
import { LoadingState } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import { usePublicConfig } from "../../lib/public-config";
import { ContactPanel, contactValuesOf } from "./components/contact-panel";
import { SupportAddress } from "./components/support-address";
import { paths } from "../../lib/paths";
import { useShell } from "../../components/layout/shell-context";
import { cn } from "../../lib/cn";
import { SUPPORT_EMAIL_PLACEHOLDER } from "../../../shared/support-address-placeholder";

function Aside({ supportEmail, signedIn }: { supportEmail: string | null; signedIn: boolean }) {
  return (
    <ul className="mt-8 space-y-5 text-sm">
      <li className="flex gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <p className="font-medium text-slate-900">Prefer email?</p>
          <SupportAddress email={supportEmail} />
        </div>
      </li>
      <li className="flex gap-3">
        <BookOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <p className="font-medium text-slate-900">Installing your signature?</p>
          <p className="text-slate-600">
            {signedIn ? (
              <>
                The{" "}
                <Link className="text-brand-700 underline underline-offset-4 hover:text-brand-900" to={paths.guide}>
                  Help Guide
                </Link>{" "}
                walks through Gmail, Outlook, Apple Mail and more.
              </>
            ) : (
              "Once you are signed in, the Help Guide walks through Gmail, Outlook, Apple Mail and more."
            )}
          </p>
        </div>
      </li>
      <li className="flex gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <p className="font-medium text-slate-900">Questions about your data?</p>
          <p className="text-slate-600">
            The{" "}
            <Link className="text-brand-700 underline underline-offset-4 hover:text-brand-900" to={paths.privacy}>
              Privacy Policy
            </Link>{" "}
            explains what we store and how to use your rights.
          </p>
        </div>
      </li>
    </ul>
  );
}

export function Component() {
  const { status, me } = useSession();
  const config = usePublicConfig();
  // Inside the app shell the page is already padded; on its own it pads itself.
  const inApp = useShell() === "app";

  return (
    <div className={cn("mx-auto grid max-w-5xl gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-14", !inApp && "px-4 py-10 sm:px-6 lg:py-16")}>
      <div>
        <PageHeader
          title="Contact us"
          description="Questions about Signet, your account or a signature that doesn't look right? Send us a message and a person on our team will answer."
        />
        <Aside
          supportEmail={me?.supportEmail ?? config.data?.supportEmail ?? (import.meta.env.SSR ? SUPPORT_EMAIL_PLACEHOLDER : null)}
          signedIn={status === "authenticated"}
        />
      </div>
      <Card>
        <CardContent className="sm:p-8">
          {status === "loading" ? (
            <LoadingState text="Loading..." />
          ) : (
            <Island name="contact-form">
              <ContactPanel initial={contactValuesOf(me)} />
            </Island>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
