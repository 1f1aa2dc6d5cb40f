// Shared frame of /terms and /privacy: title, date, table of contents and numbered sections.
import { usePageTitle } from "../../../lib/use-page-title";
import type { ReactNode } from "react";
import { LEGAL_LAST_UPDATED, type LegalSection } from "../content/types";

// Typography for the legal text without a prose plugin: spacing and lists for nested content.
const prose =
  "text-[15px] leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1.5 [&_li]:pl-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";

type Props = { title: string; intro: ReactNode; sections: LegalSection[] };

export function LegalDocument({ title, intro, sections }: Props) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-16">
      <header className="max-w-3xl border-b border-slate-200 pb-8">
        <p className="text-sm font-semibold text-brand-700">Legal</p>
        <h1 tabIndex={-1} className="mt-2 outline-none text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-sm text-slate-500">
          Last updated <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
        </p>
        <div className={`${prose} mt-4 text-base`}>{intro}</div>
      </header>
      <div className="mt-8 grid gap-10 lg:mt-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto">
          <h2 id="toc-title" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Contents
          </h2>
          <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-slate-600 hover:border-slate-400 hover:text-slate-900"
                >
                  <span className="tabular-nums text-slate-500">{index + 1}.</span> {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-b border-slate-100 py-8 first:pt-0 last:border-0"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight text-slate-900">
                <span className="tabular-nums text-slate-500">{index + 1}.</span> {section.title}
              </h2>
              <div className={prose}>{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
