// Illustration of what Signet produces: an email whose signature was filled from a
// template with the demo company's data. Labelled as an example, never as a customer.
function MailHeaderRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-3 border-b border-slate-100 px-4 py-2 text-xs sm:px-5 sm:text-sm">
      <span className="w-14 shrink-0 text-slate-500">{label}</span>
      <span className="truncate text-slate-700">{value}</span>
    </div>
  );
}

export function SignatureExample() {
  return (
    <figure className="relative mx-auto w-full max-w-xl" aria-labelledby="signature-example-caption">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-tr from-brand-200/60 via-white to-violet-200/60 blur-2xl"
      />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10 ring-1 ring-slate-900/5">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-slate-300" />
          <span aria-hidden="true" className="size-2.5 rounded-full bg-slate-300" />
          <span aria-hidden="true" className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-2 text-xs font-medium text-slate-500">New message</span>
          <span className="ml-auto rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">
            Example
          </span>
        </div>
        <MailHeaderRow label="To" value="taylor@example.com" />
        <MailHeaderRow label="Subject" value="Following up on our call" />
        <div className="space-y-3 px-4 pt-4 text-sm leading-relaxed text-slate-700 sm:px-5">
          <p>Hi Taylor,</p>
          <p>Thanks for your time today. As promised, here is the proposal we talked about. Let me know if anything is unclear.</p>
          <p>Best regards,</p>
        </div>
        <div className="px-4 pt-4 pb-5 sm:px-5">
          <div className="flex flex-col gap-4 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
            <img src="/static/demo/acme-logo.png" alt="Acme Inc." width={320} height={96} className="h-auto w-32 shrink-0 sm:w-36" />
            <div aria-hidden="true" className="hidden h-16 w-px bg-slate-200 sm:block" />
            <div className="min-w-0 text-sm leading-snug">
              <p className="font-semibold text-slate-900">Jordan Lee</p>
              <p className="text-slate-600">Account Executive, Acme Inc.</p>
              <p className="mt-1.5 text-xs text-slate-500">
                +1 415 555 0173 <span aria-hidden="true">·</span> <span className="text-brand-700">www.acme-inc.example</span>
              </p>
              <p className="text-xs text-slate-500">548 Market St, San Francisco, CA 94104</p>
            </div>
          </div>
          <img
            src="/static/demo/banner-webinar.png"
            alt="Live webinar, December 10: Signatures that sell, 5 proven banner ideas"
            width={1200}
            height={180}
            className="mt-4 h-auto w-full rounded-md"
          />
        </div>
      </div>
      <figcaption id="signature-example-caption" className="mt-4 text-center text-xs text-slate-500">
        Example: a signature built from a Signet template, with a campaign banner.
      </figcaption>
    </figure>
  );
}
