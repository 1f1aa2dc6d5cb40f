// Removing a domain or an identity provider: asks first, shows the server's refusal inside,
// and says what was removed once it is gone.
import type { UseMutationResult } from "@tanstack/react-query";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";

export function RemoveDialog<T extends { id: string }>({
  item,
  nameOf,
  what,
  description,
  remove,
  onClose,
}: {
  item: T | null;
  nameOf: (item: T) => string;
  /** "domain", "provider". */
  what: string;
  description: string;
  remove: UseMutationResult<unknown, Error, string>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={Boolean(item)}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
          remove.reset();
        }
      }}
      title={item ? `Remove ${nameOf(item)}?` : `Remove this ${what}?`}
      description={description}
      confirmLabel={`Remove ${what}`}
      pendingLabel="Removing..."
      pending={remove.isPending}
      error={remove.error instanceof ApiError ? remove.error.message : remove.error ? `The ${what} could not be removed.` : null}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            showSuccess(`${nameOf(item)} was removed.`);
            onClose();
          },
        })
      }
    />
  );
}
