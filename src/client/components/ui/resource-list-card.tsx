// The card that lists one kind of a company's resources (departments, offices, API keys,
// provisioning tokens, webhook endpoints): its title and what it is for, the add button beside
// them once there is a row, then loading, the refusal, the empty state (which holds the add
// button) or the list. The dialogs the card opens sit inside it, after the list.
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "./card";
import { Alert } from "./alert";
import { EmptyState } from "./empty-state";
import { LoadingState } from "./spinner";

type Props<T> = {
  title: ReactNode;
  description: ReactNode;
  /** A further line under the description (whose token the tab uses, a notice). */
  note?: ReactNode;
  /** The rows; undefined while they load or when they could not be loaded. */
  items: T[] | undefined;
  isPending?: boolean;
  isError?: boolean;
  loadingText?: string;
  errorText?: string;
  /** The add button, beside the title once there is a row. */
  action?: ReactNode;
  /** The empty state; its button is `action` unless it names another. */
  empty: { icon?: ReactNode; title: string; text: ReactNode; action?: ReactNode };
  children: (items: T[]) => ReactNode;
  /** The dialogs the card opens (edit, confirm, the secret shown once). */
  dialogs?: ReactNode;
};

export function ResourceListCard<T>({
  title,
  description,
  note,
  items,
  isPending = false,
  isError = false,
  loadingText = "Loading...",
  errorText = "The list could not be loaded.",
  action,
  empty,
  children,
  dialogs,
}: Props<T>) {
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
          {note}
        </div>
        {items && items.length > 0 && action}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingState text={loadingText} />
        ) : isError || !items ? (
          <Alert tone="error">{errorText}</Alert>
        ) : items.length === 0 ? (
          <EmptyState icon={empty.icon} title={empty.title} action={empty.action ?? action}>
            {empty.text}
          </EmptyState>
        ) : (
          children(items)
        )}
      </CardContent>
      {dialogs}
    </Card>
  );
}
