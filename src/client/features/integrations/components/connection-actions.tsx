// What a connected provider's card ends with, the same for each: replacing its credentials
// (the provider's own form, shown in place of the buttons) and disconnecting after a confirm.
import { useState, type ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { showSuccess } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";

type Disconnect = {
  isPending: boolean;
  error: unknown;
  mutate: (input: undefined, options: { onSuccess: () => void }) => void;
};

export function ConnectionActions(props: {
  /** "Replace key or admin", "Replace app or secret". */
  replaceLabel: string;
  /** The provider's form to replace the credentials; `done` puts the buttons back. */
  replaceForm: (done: () => void) => ReactNode;
  disconnect: Disconnect;
  /** The confirm dialog's title and words, and the toast once disconnected. */
  confirmTitle: string;
  confirmText: string;
  disconnectedText: string;
}) {
  const [replacing, setReplacing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const { disconnect } = props;
  return (
    <>
      {replacing ? (
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
          {props.replaceForm(() => setReplacing(false))}
          <div>
            <Button variant="ghost" onClick={() => setReplacing(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={() => setReplacing(true)}>
            {props.replaceLabel}
          </Button>
          <Button variant="danger" onClick={() => setConfirm(true)}>
            Disconnect
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={props.confirmTitle}
        description={props.confirmText}
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        pending={disconnect.isPending}
        error={disconnect.error instanceof ApiError ? disconnect.error.message : null}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirm(false);
              showSuccess(props.disconnectedText);
            },
          })
        }
      />
    </>
  );
}
