// The three moves every guide below shares.
const MOVES = [
  { title: "Copy", text: "Click the copy button on the Create Signature page." },
  { title: "Paste", text: "Paste it into your email app's signature settings." },
  { title: "Set as default", text: "Use it for new emails and replies, then save." },
];

export function HowItWorks() {
  return (
    <ol
      aria-label="How it works"
      className="grid divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm sm:grid-cols-3 sm:divide-x sm:divide-y-0"
    >
      {MOVES.map((move, i) => (
        <li key={move.title} className="flex gap-3 px-4 py-3 sm:py-4">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
          >
            {i + 1}
          </span>
          <div>
            <p className="text-sm font-semibold text-slate-900">{move.title}</p>
            <p className="mt-0.5 text-sm text-slate-600">{move.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
