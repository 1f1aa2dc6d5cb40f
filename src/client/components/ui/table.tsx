// The one list table of the app. From sm up a normal table; below sm each row stacks into a
// block whose cells are labelled (Td's `label`), so nothing runs off a phone's screen.
// A row that opens something carries a RowLink: a real link stretched over the whole row, so
// a click anywhere opens it, the keyboard reaches it with Tab and opens it with Enter, and a
// middle or ctrl click opens a new tab. Other controls in such a row sit above the link
// (`relative`, as RowAction gives them). Selectable rows add SelectAllTh and SelectTd.
// A table of a few short figures fits a phone as it is: `stacked={false}` keeps it a table.
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "../../lib/cn";
import { Checkbox } from "./checkbox";

const Stacked = createContext(true);

export function Table({
  className,
  caption,
  stacked = true,
  children,
  ...props
}: ComponentProps<"table"> & { caption?: string; stacked?: boolean }) {
  // Explicit roles: a table shown as blocks on phones keeps its table semantics.
  return (
    <Stacked.Provider value={stacked}>
      <table role="table" className={cn("w-full text-left text-sm", stacked ? "block sm:table" : "table", className)} {...props}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </Stacked.Provider>
  );
}

export function THead({ className, children, ...props }: ComponentProps<"thead">) {
  return (
    <thead
      role="rowgroup"
      className={cn(
        "border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase",
        useContext(Stacked) ? "hidden sm:table-header-group" : "table-header-group",
        className,
      )}
      {...props}
    >
      <tr role="row">{children}</tr>
    </thead>
  );
}

export function Th({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th role={scope === "row" ? "rowheader" : "columnheader"} scope={scope} className={cn("px-4 py-3 font-medium", className)} {...props} />
  );
}

/** A column the list sorts by: the header is a button; `order` is set on the active column. */
export function SortableTh({
  label,
  order,
  onSort,
  className,
}: {
  label: string;
  order: "asc" | "desc" | null;
  onSort: () => void;
  className?: string;
}) {
  const Icon = order === null ? ArrowUpDown : order === "asc" ? ArrowUp : ArrowDown;
  return (
    <Th className={className} aria-sort={order === null ? "none" : order === "asc" ? "ascending" : "descending"}>
      <button
        type="button"
        onClick={onSort}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <Icon className={cn("size-3.5", order === null ? "text-slate-400" : "text-slate-900")} aria-hidden="true" />
      </button>
    </Th>
  );
}

export function TBody({ className, ...props }: ComponentProps<"tbody">) {
  const stacked = useContext(Stacked);
  return (
    <tbody
      role="rowgroup"
      className={cn("divide-y divide-slate-100", stacked ? "block sm:table-row-group" : "table-row-group", className)}
      {...props}
    />
  );
}

/** `selected`: the row is ticked in a selectable table. */
export function Tr({ className, selected, ...props }: ComponentProps<"tr"> & { selected?: boolean }) {
  return (
    <tr
      role="row"
      aria-selected={selected}
      className={cn(
        // relative: the row is the box a RowLink stretches over.
        "relative hover:bg-slate-50/70",
        useContext(Stacked) ? "block px-4 py-3 sm:table-row sm:p-0" : "table-row",
        selected && "bg-brand-50/60 hover:bg-brand-50",
        className,
      )}
      {...props}
    />
  );
}

/** `label`: the column's name, shown before the value when the row is stacked on a phone. */
export function Td({ className, label, children, ...props }: ComponentProps<"td"> & { label?: string }) {
  const stacked = useContext(Stacked);
  return (
    <td
      role="cell"
      className={cn(stacked ? "flex items-baseline gap-3 py-1 sm:table-cell sm:px-4 sm:py-3" : "table-cell px-4 py-3", className)}
      {...props}
    >
      {stacked && label && (
        <span aria-hidden="true" className="w-24 shrink-0 text-xs font-medium tracking-wide text-slate-500 uppercase sm:hidden">
          {label}
        </span>
      )}
      <div className="min-w-0 break-words">{children}</div>
    </td>
  );
}

/** The row's way in: a link whose box covers the whole row, with the focus ring drawn around the row. */
export function RowLink({ className, ...props }: LinkProps) {
  return (
    <Link
      data-row-link=""
      className={cn(
        "font-medium text-slate-900 outline-none after:absolute after:inset-0 after:content-[''] hover:underline",
        "focus-visible:underline focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600",
        className,
      )}
      {...props}
    />
  );
}

/** A control inside a row with a RowLink, kept above the stretched link so it stays its own target. */
export function RowAction({ className, ...props }: ComponentProps<"span">) {
  return <span className={cn("relative z-10", className)} {...props} />;
}

/** The one row a table shows when it has nothing to list (when its headers should stay in view). */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr role="row" className="block sm:table-row">
      <td role="cell" colSpan={colSpan} className="block px-6 py-12 text-center text-sm text-slate-500 sm:table-cell">
        {children}
      </td>
    </tr>
  );
}

/** The header of a selection column: ticks or clears every row shown. */
export function SelectAllTh({
  checked,
  onCheckedChange,
  label,
}: {
  checked: boolean | "indeterminate";
  onCheckedChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <Th className="w-12 pr-0">
      <Checkbox
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-label={label}
        className="align-middle"
      />
    </Th>
  );
}

/**
 * A row's tick box. On a phone it sits at the row's top left: give the Tr `pl-12` there
 * (`max-sm:pl-12`) so the rest of the row moves aside.
 */
export function SelectTd({
  checked,
  onCheckedChange,
  label,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <td role="cell" className="absolute top-4 left-4 z-10 sm:static sm:w-12 sm:py-3 sm:pr-0 sm:pl-4 sm:align-middle">
      <Checkbox checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} aria-label={label} />
    </td>
  );
}
