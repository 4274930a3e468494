/**
 * The words of the demo library's copy a dictionary does not know, for its spelling test: every string
 * the generator writes (apps' names and descriptions, flows' titles, categories, each screen's text) is
 * read word by word. Not words, and not checked: numbers and words with digits ("14th", "fra1"),
 * addresses, @handles and #hashtags, words cut short on screen ("storytell…"), abbreviations in capitals
 * of up to five letters ("HIIT", "CSV"), and letters typed into a search field (a word the same screen
 * completes: "Spr" beside "Sprint planning").
 */
export function unknownWords(
  texts: readonly string[],
  known: (word: string) => boolean,
): Map<string, number> {
  const unknown = new Map<string, number>();
  for (const text of texts) {
    const cleaned = text
      .replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:com|io|app|dev|co|org|net|ai)\b\S*|[@#][\w.-]+/g, ' ')
      .replace(/\S*\d\S*/g, ' ')
      .replace(/[\p{L}'’-]+…/gu, ' ');
    const words = cleaned.match(/\p{L}(?:[\p{L}'’]*\p{L})?/gu) ?? [];
    const lower = words.map((word) => word.toLowerCase());
    for (const [index, raw] of words.entries()) {
      const word = raw.replace(/['’]s$/, '');
      if (word.length <= 5 && word === word.toUpperCase() && word.length > 1) continue;
      if (known(word)) continue;
      const start = lower[index] ?? '';
      if (lower.some((other) => other.length > start.length && other.startsWith(start) && known(other)))
        continue;
      unknown.set(word, (unknown.get(word) ?? 0) + 1);
    }
  }
  return unknown;
}
