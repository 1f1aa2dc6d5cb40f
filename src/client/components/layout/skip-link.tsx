// The first tab stop of every page shell: jumps past the header and navigation to the content.
export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-lg ring-2 ring-brand-600 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100]"
    >
      Skip to content
    </a>
  );
}
