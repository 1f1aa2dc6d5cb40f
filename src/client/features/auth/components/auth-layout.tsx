// The auth screen's frame: the form card on the right, and on wide screens a brand panel
// on the left saying what Signet does. On a phone only the card shows.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CheckCircle2 } from "lucide-react";
import { Logo } from "../../../components/layout/logo";

const POINTS = [
  "One company template, filled in for every member",
  "Campaign banners in every email, switched on in one click",
  "Works in Gmail, Outlook, Apple Mail and more",
];

export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  trialNote = true,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The trial's terms; an invited person joins a company's paid account, so theirs says nothing of a trial. */
  trialNote?: boolean;
}) {
  return (
    <div className="flex min-h-screen bg-slate-50">
      <aside className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-indigo-500 p-10 text-white lg:flex">
        <Link to="/" className="w-fit rounded-md" aria-label="Signet home">
          <Logo className="text-white [&_rect]:fill-white/15" />
        </Link>
        <div className="flex flex-col gap-6">
          <h2 className="text-3xl leading-tight font-semibold tracking-tight">Every email your team sends, on brand.</h2>
          <ul className="flex flex-col gap-3 text-brand-50">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-white/80" aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-white/80">{trialNote && "No credit card required · Set up in minutes · Cancel anytime"}</p>
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -bottom-24 size-72 rounded-full bg-white/10 blur-2xl" />
      </aside>
      <div className="flex flex-1 flex-col">
        <header className="flex h-16 items-center px-4 sm:px-6 lg:hidden">
          <Link to="/" className="rounded-md" aria-label="Signet home">
            <Logo />
          </Link>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-6 sm:py-12">
          <div className="w-full max-w-md">
            <div className="rounded-2xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-8 sm:py-9">
              <div className="mb-6 flex flex-col gap-1.5">
                <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
                {subtitle && <p className="text-sm text-slate-500">{subtitle}</p>}
              </div>
              {children}
            </div>
            {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
          </div>
        </main>
      </div>
    </div>
  );
}
