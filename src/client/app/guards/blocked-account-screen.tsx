import { Clock, ShieldOff } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ACCOUNT_STATUS_TEXT } from "../../../shared/messages";
import { useSignOut } from "../../lib/session";
import { paths } from "../../lib/paths";

type Props = { status: "pending_activation" | "suspended"; supportEmail: string; reason: string | null };

export function BlockedAccountScreen({ status, supportEmail, reason }: Props) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const pending = status === "pending_activation";
  const backToLogin = async () => {
    await signOut();
    navigate(paths.auth, { replace: true });
  };
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div
          className={`mx-auto mb-4 flex size-12 items-center justify-center rounded-full ${pending ? "bg-amber-50 text-amber-600" : "bg-red-50 text-red-600"}`}
        >
          {pending ? <Clock className="size-6" /> : <ShieldOff className="size-6" />}
        </div>
        <h1 className="text-xl font-semibold text-slate-900">
          {pending ? ACCOUNT_STATUS_TEXT.pendingTitle : ACCOUNT_STATUS_TEXT.suspendedTitle}
        </h1>
        {pending ? (
          <p className="mt-3 text-sm text-slate-600">
            Your company account is waiting to be activated. We will email you as soon as it is ready. Questions? Write to{" "}
            <a className="font-medium text-brand-700 underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </p>
        ) : (
          <>
            <p className="mt-3 text-sm text-slate-600">Access to your company account has been suspended.</p>
            {reason && (
              <div className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-left text-sm">
                <p className="font-medium text-slate-900">Reason given</p>
                <p className="mt-1 break-words text-slate-600">{reason}</p>
              </div>
            )}
            <p className="mt-4 text-sm text-slate-600">
              To restore it, write to{" "}
              <a className="font-medium text-brand-700 underline" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
              .
            </p>
          </>
        )}
        <Button className="mt-6 w-full" onClick={backToLogin}>
          {ACCOUNT_STATUS_TEXT.backToLogin}
        </Button>
      </div>
    </main>
  );
}
