import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** One script the browser fetches before the app starts, with its size as built and gzipped. */
export interface InitialScript {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

/**
 * The scripts index.html makes the browser fetch at once: its module scripts and modulepreloads,
 * in document order (the entry first), as paths relative to the build directory.
 */
export function initialScripts(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const file = tag.match(/\b(?:src|href)="\/?([^"]+)"/)?.[1];
    if ((isScript || isPreload) && file && !files.includes(file)) files.push(file);
  }
  return files;
}

/**
 * What the first page load costs in JavaScript: each initial script of `dist/index.html` with its size
 * gzipped at level 9, as the build precompresses it (tools/precompress.ts) and the BFF sends it.
 */
export async function initialJs(
  dist: string,
): Promise<{ scripts: InitialScript[]; gzip: number; raw: number }> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const scripts = await Promise.all(
    initialScripts(html).map(async (file) => {
      const source = await readFile(join(dist, file));
      const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length;
      return { file, raw: source.length, gzip };
    }),
  );
  return {
    scripts,
    gzip: scripts.reduce((total, script) => total + script.gzip, 0),
    raw: scripts.reduce((total, script) => total + script.raw, 0),
  };
}
