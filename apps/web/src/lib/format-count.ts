/**
 * A whole number as English writes it, with thousands separators: 1033 → "1,033". The same as
 * `toLocaleString('en')`, without building an Intl number format on every call: on a phone that costs
 * tens of milliseconds each, which the filter chips' counts paid a few dozen times at start-up.
 */
export function formatCount(value: number): string {
  const digits = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** An estimate as people say it, to two significant figures: 1,033 → "1,000", 48,712 → "49,000". */
export function formatAbout(value: number): string {
  const whole = Math.max(0, Math.round(value));
  const step = whole < 100 ? 1 : 10 ** (String(whole).length - 2);
  return formatCount(Math.round(whole / step) * step);
}

/** A count with its noun, singular for one: "1 screen", "1,033 screens". `plural` for irregular nouns. */
export function countOf(value: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(value)} ${value === 1 ? noun : plural}`;
}
