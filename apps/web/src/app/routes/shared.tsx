/** "1,075 screens", "10,000+ screens", or nothing while loading. */
export function countLabel(
  total: { value: number; exact: boolean } | undefined,
  noun: string,
): string | undefined {
  if (!total) return undefined;
  const plural = total.value === 1 && total.exact ? noun : `${noun}s`;
  return `${total.value.toLocaleString('en')}${total.exact ? '' : '+'} ${plural}`;
}
