import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The drawing code and the demo generator: `src/render/**` and `src/demo/**`. */
const ROOTS = ['../render/', '../demo/'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(`${dir}${entry.name}/`)
      : /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts')
        ? [`${dir}${entry.name}`]
        : [],
  );

describe('the drawing code', () => {
  it('is in files of at most 400 lines', () => {
    const long = ROOTS.flatMap(sources)
      .map((path) => ({
        path: path.slice(path.indexOf('src/')),
        lines: readFileSync(path, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });

  it('keeps each pattern family in a folder of its own: only the registry sits in patterns/', () => {
    const patterns = fileURLToPath(new URL('./patterns/', import.meta.url));
    const loose = readdirSync(patterns, { withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => entry.name);
    expect(loose.sort()).toEqual(['index.test.ts', 'index.ts']);
  });
});
