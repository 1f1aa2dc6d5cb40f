// Inline pieces the step texts share, so every guide reads the same way.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";

/** A key or shortcut: Ctrl+V. */
export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-[0.8em] font-medium text-slate-700">
      {children}
    </kbd>
  );
}

/** A label as it appears on screen in the email client. */
export function Ui({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-slate-900">{children}</strong>;
}

export function SignatureLink({ children = "Create Signature" }: { children?: ReactNode }) {
  return (
    <Link to={paths.signature} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {children}
    </Link>
  );
}

/** The first step of every guide: where the signature comes from. */
export function CopyFirst({ children }: { children: ReactNode }) {
  return (
    <>
      Copy your signature on the <SignatureLink /> page (the copy button), then {children}
    </>
  );
}
