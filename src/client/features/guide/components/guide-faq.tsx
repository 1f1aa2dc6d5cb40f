import { Accordion } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { FAQ_ITEMS } from "./faq-items";

export function GuideFaq() {
  return (
    <section aria-labelledby="guide-faq-title">
      <h2 id="guide-faq-title" className="mb-4 text-lg font-semibold text-slate-900">
        Frequently asked questions
      </h2>
      <Accordion.Root type="multiple" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-sm font-medium text-slate-900 hover:bg-slate-50 sm:px-6 sm:text-base">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="space-y-3 px-5 pb-5 text-sm leading-relaxed text-slate-600 sm:px-6">
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <p className="mt-4 text-sm text-slate-500">
        Still stuck?{" "}
        <Link to={paths.contact} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Contact us
        </Link>{" "}
        and tell us which email app you use.
      </p>
    </section>
  );
}
