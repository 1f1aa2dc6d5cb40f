// The table inside a ResourceListCard: flush with the card's edges on a phone, level with its
// text from sm up, the columns named, and a last column of row buttons (named for readers).
// RowIconButton is such a button: an icon, its name for readers, red when it takes away.
import type { ComponentProps, ReactNode } from "react";
import { Table, TBody, Th, THead } from "./table";
import { Button } from "./button";
import { cn } from "../../lib/cn";

export function ResourceTable({
  caption,
  columns,
  framed = false,
  children,
}: {
  caption: string;
  columns: string[];
  /** In a box of its own with a shaded header, for a table among other content of its card. */
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={framed ? "overflow-hidden rounded-lg border border-slate-200" : "-mx-5 -mb-5 sm:mx-0 sm:mb-0"}>
      <Table caption={caption}>
        <THead className={framed ? undefined : "bg-transparent"}>
          {columns.map((column, index) => (
            <Th key={column} className={index === 0 && !framed ? "sm:pl-0" : undefined}>
              {column}
            </Th>
          ))}
          <Th className={framed ? undefined : "sm:pr-0"}>
            <span className="sr-only">Actions</span>
          </Th>
        </THead>
        <TBody>{children}</TBody>
      </Table>
    </div>
  );
}

type RowButtonProps = Omit<ComponentProps<typeof Button>, "aria-label"> & {
  /** The button's name for readers ("Delete Sales"). */
  label: string;
  /** Red, for a button that deletes or revokes. */
  danger?: boolean;
};

export function RowIconButton({ label, danger = false, className, children, ...props }: RowButtonProps) {
  return (
    <Button
      size="icon"
      variant="ghost"
      className={cn("size-8", danger && "text-red-700 hover:bg-red-50", className)}
      aria-label={label}
      {...props}
    >
      {children}
    </Button>
  );
}
