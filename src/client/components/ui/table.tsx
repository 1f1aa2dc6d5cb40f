// Tables that fit a phone: from sm up a normal table; below sm each row
// stacks into a block whose cells are labelled (Td's `label`), so nothing runs off the
// screen. A row with `to` is clickable as a whole; its first link stays the keyboard's way in.
import type { ComponentProps, MouseEvent } from "react";
import { useNavigate } from "react-router";
import { cn } from "../../lib/cn";

export function Table({ className, ...props }: ComponentProps<"table">) {
  // Explicit roles: a table shown as blocks on phones keeps its table semantics.
  return <table role="table" className={cn("block w-full text-left text-sm sm:table", className)} {...props} />;
}

export function THead({ className, ...props }: ComponentProps<"thead">) {
  return (
    <thead
      role="rowgroup"
      className={cn(
        "hidden border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase sm:table-header-group",
        className,
      )}
      {...props}
    />
  );
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return <th role="columnheader" scope="col" className={cn("px-4 py-3 font-medium", className)} {...props} />;
}

export function TBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody role="rowgroup" className={cn("block divide-y divide-slate-100 sm:table-row-group", className)} {...props} />;
}

/** `to`: the row leads there on click (the cell's own link handles keyboard and new tabs). */
export function Tr({ className, to, onClick, ...props }: ComponentProps<"tr"> & { to?: string }) {
  const navigate = useNavigate();
  const go = (event: MouseEvent<HTMLTableRowElement>) => {
    onClick?.(event);
    if (!to || event.defaultPrevented) return;
    // A click on a link or button inside does its own thing; selecting text is not a click.
    if ((event.target as HTMLElement).closest("a, button, input, select, textarea")) return;
    if (window.getSelection()?.toString()) return;
    navigate(to);
  };
  return (
    <tr
      role="row"
      className={cn("block px-4 py-3 sm:table-row sm:p-0", to && "cursor-pointer hover:bg-slate-50", className)}
      onClick={to || onClick ? go : undefined}
      {...props}
    />
  );
}

/** `label`: the column's name, shown before the value when the row is stacked on a phone. */
export function Td({ className, label, children, ...props }: ComponentProps<"td"> & { label?: string }) {
  return (
    <td role="cell" className={cn("flex items-baseline gap-3 py-1 sm:table-cell sm:px-4 sm:py-3", className)} {...props}>
      {label && (
        <span aria-hidden="true" className="w-24 shrink-0 text-xs font-medium tracking-wide text-slate-500 uppercase sm:hidden">
          {label}
        </span>
      )}
      <span className="min-w-0 break-words">{children}</span>
    </td>
  );
}
