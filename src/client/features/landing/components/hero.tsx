import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { LANDING_TEXT } from "../../../../shared/messages";
import { EMAIL_CLIENTS } from "../content";
import { SignatureExample } from "./signature-example";
import { TrialPoints } from "./trial-points";
import { paths } from "../../../lib/paths";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_top,var(--color-brand-50),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1fr_1.05fr] lg:gap-12 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-medium text-brand-700 shadow-sm">
            Email signatures for teams
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]"
          >
            Every email your team sends, on brand.
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed sm:text-lg text-pretty text-slate-600">
            Design one signature template, fill it with each member&apos;s details automatically and deploy it to the whole company in one
            click. Then put your campaigns in front of everyone your team writes to.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.signUp}>
                {LANDING_TEXT.startFreeTrial} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#features">See what&apos;s included</a>
            </Button>
          </div>
          <TrialPoints className="mt-6" />
          <div className="mt-10 border-t border-slate-200 pt-6">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Designed for</p>
            <p className="mt-2 text-sm text-slate-600">{EMAIL_CLIENTS.join(" · ")}</p>
          </div>
        </div>
        <SignatureExample />
      </div>
    </section>
  );
}
