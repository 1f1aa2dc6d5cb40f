// "1 click", "2 clicks", "1,204 impressions": a count with its noun in the right form.

const number = new Intl.NumberFormat("en-US");

/** The count (grouped digits) and the noun, singular for exactly one. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${number.format(count)} ${count === 1 ? one : many}`;
}
