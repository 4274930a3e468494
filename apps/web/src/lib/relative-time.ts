const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit that fits, first: a time 26 hours ago is "yesterday", not "26 hours ago". */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

let format: Intl.RelativeTimeFormat | null = null;

/**
 * How long ago (or how soon) an ISO date is, as English says it: "just now", "5 minutes ago",
 * "yesterday", "3 weeks ago". Months are 30 days and years 365: near enough for "last used".
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const offset = Date.parse(iso) - now;
  if (!Number.isFinite(offset)) return '';
  if (Math.abs(offset) < MINUTE) return 'just now';
  format ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(offset) >= size) return format.format(Math.round(offset / size), unit);
  }
  return 'just now';
}
