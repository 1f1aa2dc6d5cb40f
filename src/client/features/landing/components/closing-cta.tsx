import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { LANDING_TEXT } from "../../../../shared/messages";
import { TrialPoints } from "./trial-points";
import { paths } from "../../../lib/paths";

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_0%,var(--color-brand-600),transparent)] opacity-70"
          />
          <h2
            id="closing-cta-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
          >
            Give every email a signature worth reading
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">
            Create your company, pick a template and invite your team. Everyone has a consistent signature the same day.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="w-full bg-white text-brand-900 hover:bg-brand-50 sm:w-auto">
              <Link to={paths.signUp}>
                {LANDING_TEXT.startFreeTrial} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="ghost" className="w-full text-white hover:bg-white/10 sm:w-auto">
              <Link to={paths.contact}>Talk to us</Link>
            </Button>
          </div>
          <TrialPoints tone="dark" className="mt-8 justify-center" />
        </div>
      </div>
    </section>
  );
}
