/** A Markdown document with `key: value` front matter between two `---` lines. */
export interface Document {
  meta: Readonly<Record<string, string>>;
  body: string;
}

export function parseFrontMatter(source: string): Document {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { meta: {}, body: text };
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (pair?.[1]) meta[pair[1]] = (pair[2] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
  }
  return { meta, body: text.slice(match[0].length) };
}
