// The support address on /contact. Signed out, the page comes with it (the server fills it into
// the prerendered page); in the app it is read with the session or the public settings, and its
// line keeps its room meanwhile, so nothing below moves.
export function SupportAddress({ email }: { email: string | null }) {
  return email ? (
    <a className="text-brand-700 underline underline-offset-4 hover:text-brand-900" href={`mailto:${email}`}>
      {email}
    </a>
  ) : (
    <span aria-hidden="true" className="block h-5 w-44 animate-pulse rounded bg-slate-100" />
  );
}
