// Plain text with its http(s) links made clickable, e.g. invitation and reset links.
const URL_PATTERN = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'])/g;

export function LinkedText({ text }: { text: string }) {
  // split() with a capturing group puts the URLs at the odd indexes.
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            target="_blank"
            rel="noreferrer"
            className="[overflow-wrap:anywhere] text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
