// The design's blocks in order: each can be shown or hidden and moved up or down with
// buttons (keyboard and screen reader friendly: the move is announced). Free text and the
// disclaimer open a text box with placeholder buttons.
import { useState } from "react";
import { ArrowDown, ArrowUp, ChevronDown } from "lucide-react";
import type { DesignBlock, DesignBlockType } from "../../../../../../shared/templates/design/design-schema";
import { Switch } from "../../../../../components/ui/switch";
import { cn } from "../../../../../lib/cn";
import { BlockTextEditor } from "./block-text-editor";

export const BLOCK_LABELS: Record<DesignBlockType, { label: string; hint: string }> = {
  photo: { label: "Photo", hint: "The member's photo" },
  name: { label: "Name and title", hint: "Full name and job title" },
  contact: { label: "Contact lines", hint: "Phones, email, website, address" },
  logo: { label: "Logo", hint: "The company logo" },
  social: { label: "Social links", hint: "Icons linking to your profiles" },
  divider: { label: "Divider", hint: "A thin line in the brand colour" },
  text: { label: "Free text", hint: "Your own line, with placeholders" },
  disclaimer: { label: "Disclaimer", hint: "Small print at the bottom" },
  campaigns: { label: "Campaign banner", hint: "Where a campaign's banner goes" },
};

const hasText = (type: DesignBlockType) => type === "text" || type === "disclaimer";

type Props = { blocks: DesignBlock[]; onChange: (blocks: DesignBlock[]) => void };

export function BlockList({ blocks, onChange }: Props) {
  const [open, setOpen] = useState<DesignBlockType | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const update = (index: number, patch: Partial<DesignBlock>) => onChange(blocks.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= blocks.length) return;
    const next = [...blocks];
    [next[index], next[target]] = [next[target], next[index]];
    onChange(next);
    setAnnouncement(`${BLOCK_LABELS[blocks[index].type].label} moved to position ${target + 1} of ${blocks.length}.`);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Blocks</legend>
      <ol className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Blocks, in order">
        {blocks.map((block, index) => {
          const { label, hint } = BLOCK_LABELS[block.type];
          const expandable = hasText(block.type);
          const expanded = open === block.type;
          return (
            <li key={block.type} className={cn("px-3 py-2", !block.visible && "bg-slate-50")} data-testid={`block-${block.type}`}>
              <div className="flex items-center gap-3">
                <Switch checked={block.visible} onCheckedChange={(visible) => update(index, { visible })} aria-label={`Show ${label}`} />
                <div className="min-w-0 flex-1">
                  <p className={cn("text-sm font-medium", block.visible ? "text-slate-900" : "text-slate-500")}>{label}</p>
                  <p className="truncate text-xs text-slate-500">{block.visible ? hint : "Hidden"}</p>
                  {expandable && (
                    <button
                      type="button"
                      onClick={() => setOpen(expanded ? null : block.type)}
                      aria-expanded={expanded}
                      aria-controls={`block-text-${block.type}`}
                      className="-ml-1 inline-flex items-center gap-1 rounded-md px-1 py-0.5 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      Edit text <ChevronDown className={cn("size-3.5 transition-transform", expanded && "rotate-180")} aria-hidden="true" />
                    </button>
                  )}
                </div>
                <div className="flex shrink-0 gap-0.5">
                  <MoveButton label={`Move ${label} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden="true" />
                  </MoveButton>
                  <MoveButton label={`Move ${label} down`} disabled={index === blocks.length - 1} onClick={() => move(index, 1)}>
                    <ArrowDown aria-hidden="true" />
                  </MoveButton>
                </div>
              </div>
              {expandable && expanded && (
                <div id={`block-text-${block.type}`} className="mt-3 mb-1">
                  <BlockTextEditor
                    label={block.type === "text" ? "Your text" : "Disclaimer text"}
                    value={block.text ?? ""}
                    onChange={(text) => update(index, { text })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

function MoveButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-30 [&_svg]:size-4"
    >
      {children}
    </button>
  );
}
