import { cn } from "../../../lib/cn";
import { FEATURE_GROUPS, type FeatureGroup } from "../content";

function Group({ group, shaded }: { group: FeatureGroup; shaded: boolean }) {
  return (
    <section aria-labelledby={`${group.id}-title`} className={cn("border-t border-slate-200", shaded ? "bg-slate-50" : "bg-white")}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-brand-700">{group.eyebrow}</p>
          <h2 id={`${group.id}-title`} className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {group.title}
          </h2>
          <p className="mt-4 text-base leading-relaxed text-slate-600 sm:text-lg">{group.description}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:gap-6 md:grid-cols-3">
          {group.features.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <div className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon aria-hidden="true" className="size-5" />
              </div>
              <h3 className="mt-5 text-base font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FeatureGroups() {
  return (
    <div id="features" className="scroll-mt-16">
      <h2 className="sr-only">Features</h2>
      {FEATURE_GROUPS.map((group, index) => (
        <Group key={group.id} group={group} shaded={index % 2 === 0} />
      ))}
    </div>
  );
}
