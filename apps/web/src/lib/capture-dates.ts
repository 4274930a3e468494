/**
 * Capture dates as the library shows them: "Captured Mar 2026" on cards and details, "12 Mar 2026" in a
 * timeline, "12 Mar" in a sentence of this year. Dates are read in UTC, so a page says the same date
 * wherever it is read (and the server's first paint matches the browser's).
 */
// English month abbreviations of three letters ("Sep", not en-GB's "Sept"), the day before the month.
// Written from a table rather than by `Intl.DateTimeFormat`: making that formatter loads the locale's
// data, 22-46 ms of a page's first task in Chromium (Lighthouse, /pages), for twelve words.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthOf = (date: Date) => MONTHS[date.getUTCMonth()] ?? '';
const monthYear = (date: Date) => `${monthOf(date)} ${date.getUTCFullYear()}`;
const dayMonth = (date: Date) => `${date.getUTCDate()} ${monthOf(date)}`;
const dayMonthYear = (date: Date) => `${dayMonth(date)} ${date.getUTCFullYear()}`;

/** The moment `iso` names; null when it names none. */
function dateOf(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time) : null;
}

/** "Captured Mar 2026"; empty for a date that is not one. */
export function capturedLabel(iso: string): string {
  const date = dateOf(iso);
  return date ? `Captured ${monthYear(date)}` : '';
}

/** "Mar 2026", where a card has room for the month only. */
export function monthLabel(iso: string): string {
  const date = dateOf(iso);
  return date ? monthYear(date) : '';
}

/** "12 Mar 2026". */
export function versionDate(iso: string): string {
  const date = dateOf(iso);
  return date ? dayMonthYear(date) : '';
}

/** "12 Mar" within the year of `now`, "12 Mar 2025" before it. */
export function shortDate(iso: string, now: number = Date.now()): string {
  const date = dateOf(iso);
  if (!date) return '';
  return date.getUTCFullYear() === new Date(now).getUTCFullYear() ? dayMonth(date) : dayMonthYear(date);
}
