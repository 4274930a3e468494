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
const monthYear = {
  format: (time: number) => `${monthOf(new Date(time))} ${new Date(time).getUTCFullYear()}`,
};
const dayMonth = {
  format: (time: number) => `${new Date(time).getUTCDate()} ${monthOf(new Date(time))}`,
};
const dayMonthYear = {
  format: (time: number) => `${dayMonth.format(time)} ${new Date(time).getUTCFullYear()}`,
};

/** "Captured Mar 2026"; empty for a date that is not one. */
export function capturedLabel(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? `Captured ${monthYear.format(time)}` : '';
}

/** "Mar 2026", where a card has room for the month only. */
export function monthLabel(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? monthYear.format(time) : '';
}

/** "12 Mar 2026". */
export function versionDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dayMonthYear.format(time) : '';
}

/** "12 Mar" within the year of `now`, "12 Mar 2025" before it. */
export function shortDate(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '';
  return new Date(time).getUTCFullYear() === new Date(now).getUTCFullYear()
    ? dayMonth.format(time)
    : dayMonthYear.format(time);
}
