// A searchable single choice from a long list (WAI-ARIA combobox with a listbox popup):
// typing filters the options (every word must appear; options whose last part starts
// with the text come first), Arrow keys move, Enter or a click chooses, Escape closes and
// restores the chosen option's label. The text field always ends showing a real option:
// leaving it with unfinished text puts the chosen label back. Only the first `limit`
// matches are drawn, so a list of hundreds stays fast.
import { useEffect, useId, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { Check, ChevronsUpDown } from "lucide-react";
import { cn } from "../../lib/cn";
import { Input } from "./input";

export type ComboboxOption = { value: string; label: string };

type ComboboxProps = Omit<ComponentProps<"input">, "value" | "onChange" | "defaultValue"> & {
  value: string;
  options: ComboboxOption[];
  onValueChange: (value: string) => void;
  /** Said in the list when nothing matches. */
  emptyText?: string;
  limit?: number;
};

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[_/]+/g, " ");

/** The options matching `query`, best first. */
export function filterOptions(options: ComboboxOption[], query: string): ComboboxOption[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  const phrase = words.join(" ");
  const scored: { option: ComboboxOption; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const text = normalize(`${option.value} ${option.label}`);
    if (!words.every((word) => text.includes(word))) return;
    const last = normalize(option.value.split("/").pop() ?? option.value);
    const rank = last === phrase ? 0 : last.startsWith(phrase) ? 1 : normalize(option.label).startsWith(phrase) ? 2 : 3;
    scored.push({ option, rank, index });
  });
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((s) => s.option);
}

export function Combobox({
  value,
  options,
  onValueChange,
  emptyText = "Nothing matches",
  limit = 60,
  className,
  onBlur,
  ...inputProps
}: ComboboxProps) {
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const selectedLabel = options.find((o) => o.value === value)?.label ?? value;
  const [text, setText] = useState(selectedLabel);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  // A value changed from outside (a reset, a save) shows its label.
  useEffect(() => {
    if (!open) setText(selectedLabel);
  }, [selectedLabel, open]);

  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const shown = matches.slice(0, limit);

  useEffect(() => {
    listRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: "nearest" });
    // optionId only depends on listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open]);

  const openList = (nextQuery: string) => {
    setQuery(nextQuery);
    setOpen(true);
    const list = filterOptions(options, nextQuery);
    const current = nextQuery ? -1 : list.findIndex((o) => o.value === value);
    setActive(Math.max(0, Math.min(current, limit - 1)));
  };
  const close = () => {
    setOpen(false);
    setText(selectedLabel);
  };
  const choose = (option: ComboboxOption) => {
    setOpen(false);
    setText(option.label);
    if (option.value !== value) onValueChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return openList("");
      if (shown.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + shown.length) % shown.length);
    } else if ((event.key === "Home" || event.key === "End") && open && shown.length > 0 && event.ctrlKey) {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : shown.length - 1);
    } else if (event.key === "PageDown" || event.key === "PageUp") {
      if (!open || shown.length === 0) return;
      event.preventDefault();
      const step = event.key === "PageDown" ? 8 : -8;
      setActive((i) => Math.max(0, Math.min(shown.length - 1, i + step)));
    } else if (event.key === "Enter") {
      if (!open) return; // submits the form
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === "Escape") {
      if (!open) return;
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="relative w-full">
      <Input
        {...inputProps}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        className={cn("pr-9", className)}
        onChange={(event) => {
          setText(event.target.value);
          openList(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onClick={() => !open && openList("")}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
      />
      <ChevronsUpDown aria-hidden="true" className="pointer-events-none absolute top-3 right-3 size-4 text-slate-400" />
      <div
        hidden={!open}
        className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-sm shadow-lg"
      >
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={typeof inputProps["aria-label"] === "string" ? inputProps["aria-label"] : undefined}
          className="max-h-64 overflow-auto py-1"
        >
          {shown.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the text field, so its blur does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setActive(index)}
              onClick={() => choose(option)}
              className={cn(
                "flex cursor-pointer items-center gap-2 px-3 py-2 text-slate-800",
                index === active && "bg-brand-50 text-brand-900",
              )}
            >
              <Check aria-hidden="true" className={cn("size-4 shrink-0 text-brand-600", option.value !== value && "invisible")} />
              <span className="min-w-0 break-words">{option.label}</span>
            </li>
          ))}
        </ul>
        {open && shown.length === 0 && <p className="px-3 py-2 text-slate-500">{emptyText}</p>}
        {open && matches.length > shown.length && (
          <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
            {matches.length - shown.length} more: keep typing to narrow the list
          </p>
        )}
      </div>
    </div>
  );
}
