import { formatAbout, formatCount } from '#lib/format-count';
/**
 * "1,075 screens"; past the server's counting cap, "About 49,000 screens" when it sent an estimate of
 * the whole, else "200+ screens"; nothing while loading.
 */
export function countLabel(
  total: { value: number; exact: boolean; estimate?: number | undefined } | undefined,
  noun: string,
): string | undefined {
  if (!total) return undefined;
  if (total.exact) return `${formatCount(total.value)} ${total.value === 1 ? noun : `${noun}s`}`;
  if (total.estimate !== undefined && total.estimate > total.value) {
    return `About ${formatAbout(total.estimate)} ${noun}s`;
  }
  return `${formatCount(total.value)}+ ${noun}s`;
}
