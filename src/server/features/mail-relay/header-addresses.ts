// The addresses in a From (or Sender) header, without display names or comments:
// `"Ann, Sales" <ann@example.com>, bob@example.com` -> ["ann@example.com", "bob@example.com"].
export function headerAddresses(value: string): string[] {
  const plain = value.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/\((?:[^()\\]|\\.)*\)/g, "");
  const angled = [...plain.matchAll(/<\s*([^<>\s]+@[^<>\s]+)\s*>/g)].map((m) => m[1]);
  if (angled.length > 0) return angled.map((a) => a.toLowerCase());
  return [...plain.matchAll(/[^\s,<>;:"]+@[^\s,<>;:"]+/g)].map((m) => m[0].toLowerCase());
}
