// A whole number's decimal digits, made without V8's number-to-string cache. The cache keeps the
// last string it made for each number, so converting a number that differs on every request
// (the slots a caller has left, in the RateLimit field) kept each request's string alive past
// the young-generation collections: about 24 bytes a request reached the old generation, and
// full collections, which stall the requests behind them, came that much sooner (decision 075).
const DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

/** `count` (a whole number of 0 or more) as decimal digits, as String(count) writes it. */
export function uncachedDecimal(count: number): string {
  let rest = Math.max(0, Math.trunc(count));
  let text = "";
  do {
    text = DIGITS[rest % 10] + text;
    rest = Math.trunc(rest / 10);
  } while (rest > 0);
  return text;
}
