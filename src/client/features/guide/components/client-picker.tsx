// Picks the email client: tabs from small-tablet width up, a native select on phones.
// Both drive the same Tabs value, so the panel and keyboard behaviour stay radix's.
import { Tabs } from "radix-ui";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import type { GuideClient } from "../guide-types";
import { ClientGuide } from "./client-guide";

type Props = { clients: GuideClient[]; value: string; onValueChange: (id: string) => void };

export function ClientPicker({ clients, value, onValueChange }: Props) {
  return (
    <Tabs.Root value={value} onValueChange={onValueChange}>
      <Field label="Email app" className="mb-4 sm:hidden">
        <Select value={value} onChange={(e) => onValueChange(e.target.value)}>
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.tab.label} ({c.tab.platform})
            </option>
          ))}
        </Select>
      </Field>
      <Tabs.List aria-label="Email apps" className="mb-6 hidden grid-cols-2 gap-2 sm:grid md:grid-cols-4">
        {clients.map((c) => {
          const Icon = c.icon;
          return (
            <Tabs.Trigger
              key={c.id}
              value={c.id}
              className={cn(
                "group flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-left shadow-sm transition-colors hover:border-slate-300 hover:bg-slate-50",
                "data-[state=active]:border-brand-600 data-[state=active]:bg-brand-50 data-[state=active]:ring-1 data-[state=active]:ring-brand-600",
              )}
            >
              <Icon className="size-5 shrink-0 text-slate-500 group-data-[state=active]:text-brand-700" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-slate-900">{c.tab.label}</span>{" "}
                <span className="block text-xs text-slate-600">{c.tab.platform}</span>
              </span>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {clients.map((c) => (
        <Tabs.Content key={c.id} value={c.id} className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4">
          <ClientGuide client={c} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
