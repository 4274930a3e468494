/**
 * Pictures of library screens in articles. A post names its cover in front matter
 * (`cover: onboarding` and `coverPlatform: ios`) and places figures on lines of their own:
 *
 *     ::: figure paywall android | A paywall that names what was blocked
 *
 * The pattern is a pattern category's slug (the library's taxonomy); the platform is ios, android or web.
 */
export const FIGURE_PLATFORMS = ['ios', 'android', 'web'] as const;
export type FigurePlatform = (typeof FIGURE_PLATFORMS)[number];

export interface Figure {
  pattern: string;
  platform: FigurePlatform;
  caption: string;
}

export type ArticleBlock = { kind: 'markdown'; source: string } | ({ kind: 'figure' } & Figure);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FIGURE_LINE = /^:::\s*figure\s+(\S+)\s+(\S+)\s*(?:\|\s*(.*))?$/;

const isPlatform = (value: string): value is FigurePlatform =>
  (FIGURE_PLATFORMS as readonly string[]).includes(value);

/** "empty-state" → "Empty state": how a figure names its pattern before the library answers. */
export const patternLabel = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The cover a document's front matter names, or null (no cover, or a malformed one). */
export function coverOf(meta: Readonly<Record<string, string>>): Figure | null {
  const pattern = meta.cover?.trim() ?? '';
  const platform = meta.coverPlatform?.trim() ?? 'ios';
  if (!SLUG.test(pattern) || !isPlatform(platform)) return null;
  return { pattern, platform, caption: meta.coverCaption ?? patternLabel(pattern) };
}

/** Splits a body into Markdown and figures; a malformed figure line stays Markdown (shown as written). */
export function articleBlocks(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let pending: string[] = [];
  const flush = () => {
    if (pending.join('').trim() !== '') blocks.push({ kind: 'markdown', source: pending.join('\n') });
    pending = [];
  };
  for (const line of body.split('\n')) {
    const match = FIGURE_LINE.exec(line.trim());
    const [, pattern = '', platform = '', caption] = match ?? [];
    if (match && SLUG.test(pattern) && isPlatform(platform)) {
      flush();
      blocks.push({ kind: 'figure', pattern, platform, caption: caption?.trim() || patternLabel(pattern) });
    } else pending.push(line);
  }
  flush();
  return blocks;
}

/** Minutes to read a body at 230 words a minute, at least one; figure lines are not words. */
export function readingMinutes(body: string): number {
  const words = body
    .split('\n')
    .filter((line) => !FIGURE_LINE.test(line.trim()))
    .join(' ')
    .replace(/[#>*_`[\]()|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 230));
}

/**
 * Who a figure's screens come from, for its caption: "Screens from Ledger, Pulse and Chatter" (each app
 * once, in the figure's order); '' when there are none.
 */
export function figureCredits(items: readonly { app: { title: string } }[]): string {
  const apps = [...new Set(items.map((item) => item.app.title))];
  if (apps.length === 0) return '';
  const names = apps.length === 1 ? apps[0] : `${apps.slice(0, -1).join(', ')} and ${apps.at(-1)}`;
  return `Screens from ${names}`;
}

/** The platform of a glossary term's examples: its `platform:` front matter, else iOS. */
export function examplesOf(meta: Readonly<Record<string, string>>): Figure | null {
  const pattern = meta.pattern?.trim() ?? '';
  const platform = meta.platform?.trim() ?? 'ios';
  if (!SLUG.test(pattern) || !isPlatform(platform)) return null;
  return { pattern, platform, caption: 'Examples from the library' };
}
