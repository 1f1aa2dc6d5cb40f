import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import type { GuideImage, GuideStep } from "../guide-types";

function MenuPath({ items }: { items: string[] }) {
  return (
    <p className="flex flex-wrap items-center gap-1 text-sm" data-testid="menu-path">
      <span className="sr-only">Menu path: </span>
      {items.map((item, i) => (
        <Fragment key={item}>
          {i > 0 && (
            <>
              <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
              <span className="sr-only"> then </span>
            </>
          )}
          <span className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 font-medium text-slate-800">{item}</span>
        </Fragment>
      ))}
    </p>
  );
}

function GuideFigure({ image }: { image: GuideImage }) {
  return (
    // On phones the picture also takes the step number's column, to stay legible.
    <figure className="-ml-10 max-w-xl sm:ml-0">
      <img
        src={image.src}
        alt={image.alt}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-lg border border-slate-200 bg-slate-100"
      />
    </figure>
  );
}

export function StepList({ steps }: { steps: GuideStep[] }) {
  return (
    <ol className="space-y-6">
      {steps.map((step, i) => (
        <li key={i} className="flex gap-3 sm:gap-4">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white sm:size-8"
          >
            {i + 1}
          </span>
          <div className="min-w-0 flex-1 space-y-3 pt-0.5 sm:pt-1">
            <p className="max-w-3xl leading-relaxed text-slate-700">{step.text}</p>
            {step.path && <MenuPath items={step.path} />}
            {step.tip && <p className="max-w-3xl text-sm leading-relaxed text-slate-500">{step.tip}</p>}
            {step.image && <GuideFigure image={step.image} />}
          </div>
        </li>
      ))}
    </ol>
  );
}
