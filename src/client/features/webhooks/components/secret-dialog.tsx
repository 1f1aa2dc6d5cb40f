// The signing secret, shown after adding an endpoint, after a rotation, or when an admin
// reveals it: copy it into the receiver, which verifies every delivery with it.
import { SecretDialog as Secret, ShownSecret as SecretValue } from "../../../components/shown-secret";

export type ShownSecret = { title: string; description: string; secret: string };

export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  return (
    <Secret
      open={shown !== null}
      onOpenChange={(open) => !open && onClose()}
      showing={shown !== null}
      title={shown?.title ?? "Signing secret"}
      description={shown?.description}
    >
      {shown && (
        <SecretValue label="Signing secret" value={shown.secret}>
          <p className="text-xs text-slate-500">
            Each delivery carries <code className="font-mono">webhook-id</code>, <code className="font-mono">webhook-timestamp</code> and{" "}
            <code className="font-mono">webhook-signature</code> headers, as the Standard Webhooks specification says: verify them with any
            Standard Webhooks library and this secret. Keep it out of your code and logs.
          </p>
        </SecretValue>
      )}
    </Secret>
  );
}
