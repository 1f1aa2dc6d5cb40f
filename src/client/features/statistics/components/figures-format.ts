// How the statistics page writes its figures.

export const number = new Intl.NumberFormat();
export const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);
export const pct = (value: number) => `${value.toFixed(value >= 10 || value === 0 ? 0 : 1)}%`;

// A figure column: right-aligned digits, narrower gutters on a phone.
export const FIGURE = "px-2 text-right tabular-nums sm:px-3";
