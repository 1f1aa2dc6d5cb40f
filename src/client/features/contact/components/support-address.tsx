import { useEffect, useState } from "react";
import { fetchPublicConfig } from "../../../lib/resources/account";

// The support address on /contact. It is read after the page shows: its line keeps its room
// meanwhile, so nothing below moves.
export function SupportAddress({ email }: { email: string | null }) {
  return email ? (
    <a className="text-brand-700 underline underline-offset-4 hover:text-brand-900" href={`mailto:${email}`}>
      {email}
    </a>
  ) : (
    <span aria-hidden="true" className="block h-5 w-44 animate-pulse rounded bg-slate-100" />
  );
}

/** The address of the public settings (GET /api/config), read without the query cache: the island of a prerendered page. */
export function PublicSupportAddress() {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchPublicConfig().then(
      (config) => current && setEmail(config.supportEmail),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return <SupportAddress email={email} />;
}
