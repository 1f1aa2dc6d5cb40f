// What the preview shows: whose data (the admin's own, sample values where empty, or a member's), with which campaign, at which
// width (desktop 600 px, phone 360 px) and on which background (light or dark mode).
import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Monitor, Moon, Smartphone, Sun } from "lucide-react";
import { Input, Select } from "../../../../../components/ui/input";
import { cn } from "../../../../../lib/cn";
import type { PreviewChoice, TemplateEditorSource } from "../template-editor-source";
import { useDebounced } from "../../../../../lib/use-debounced";
import { NO_QUERY } from "../../../../../lib/resources/shaped-query";

export type PreviewView = { width: "desktop" | "phone"; background: "light" | "dark" };

export function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; icon: React.ReactNode }[];
  onChange: (v: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            "inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600 [&_svg]:size-3.5",
            value === o.value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {o.icon}
          {o.label}
        </button>
      ))}
    </div>
  );
}

type Props = {
  source: TemplateEditorSource;
  choice: PreviewChoice;
  onChoice: (choice: PreviewChoice) => void;
  view: PreviewView;
  onView: (view: PreviewView) => void;
};

export function PreviewControls({ source, choice, onChoice, view, onView }: Props) {
  const id = useId();
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim(), 300);
  const members = useQuery({
    ...(source.members?.(term) ?? NO_QUERY),
    enabled: Boolean(source.members),
    placeholderData: (previous) => previous,
  });
  const campaigns = useQuery({ ...(source.campaigns ?? NO_QUERY), enabled: Boolean(source.campaigns) });
  const options = members.data?.options ?? [];
  const searchable = Boolean(term) || (members.data ? members.data.total > options.length : false);

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {source.members && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-member`} className="text-xs font-medium text-slate-600">
              Preview as
            </label>
            {searchable && (
              <Input
                type="search"
                aria-label="Find a member to preview as"
                placeholder="Find a member..."
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="mb-1 h-8 text-xs"
              />
            )}
            <Select
              id={`${id}-member`}
              value={choice.memberId ?? ""}
              onChange={(e) => onChoice({ ...choice, memberId: e.target.value || null })}
              className="h-9 text-sm"
            >
              <option value="">You</option>
              {options.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </Select>
          </div>
        )}
        {source.campaigns && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-campaign`} className="text-xs font-medium text-slate-600">
              Campaign
            </label>
            <Select
              id={`${id}-campaign`}
              value={choice.campaignId ?? ""}
              onChange={(e) => onChoice({ ...choice, campaignId: e.target.value || null })}
              className="h-9 text-sm"
            >
              <option value="">No campaign</option>
              {(campaigns.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Toggle
          label="Preview width"
          value={view.width}
          onChange={(width) => onView({ ...view, width })}
          options={[
            { value: "desktop", label: "Desktop", icon: <Monitor aria-hidden="true" /> },
            { value: "phone", label: "Phone", icon: <Smartphone aria-hidden="true" /> },
          ]}
        />
        <Toggle
          label="Preview background"
          value={view.background}
          onChange={(background) => onView({ ...view, background })}
          options={[
            { value: "light", label: "Light", icon: <Sun aria-hidden="true" /> },
            { value: "dark", label: "Dark", icon: <Moon aria-hidden="true" /> },
          ]}
        />
      </div>
    </div>
  );
}
