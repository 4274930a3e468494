// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type PluginOption } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';
import { initialJs, initialScripts } from './initial-js';

/**
 * The budget of issue 15: the JavaScript a first visit fetches before the app starts (index.html's
 * module script and its modulepreloads), gzipped as the BFF sends it, in bytes (KB = 1,000 B).
 */
const INITIAL_JS_BUDGET = 150_000;

const root = fileURLToPath(new URL('..', import.meta.url));
let outDir = '';
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('initialScripts', () => {
  it("lists index.html's module scripts and modulepreloads, not stylesheets or other links", () => {
    const html = `<head>
      <link rel="icon" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="stylesheet" href="/assets/index-3.css">
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    </head>`;
    expect(initialScripts(html)).toEqual(['assets/index-1.js', 'assets/react-2.js']);
  });
});

describe('the production build', () => {
  // Built here from the sources, as `vite build` does (without source maps), so the figure is the
  // code under test and not whatever dist/ holds.
  it(`starts with at most ${INITIAL_JS_BUDGET / 1000} KB of JavaScript, gzipped, and without zod`, async () => {
    outDir = await mkdtemp(join(tmpdir(), 'pageshelf-web-size-'));
    // Vitest sets NODE_ENV=test, which Vite would keep, building React's development code.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const config = await viteConfig({ command: 'build', mode: 'production' });
      // The .br and .gz files are not needed here: the gzip figure is computed from the scripts.
      const plugins = (config.plugins ?? []).filter(
        (plugin: PluginOption) => !(plugin && 'name' in plugin && plugin.name === 'pageshelf-precompress'),
      );
      await build({
        ...config,
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'error',
        plugins,
        build: { ...config.build, outDir, emptyOutDir: true, sourcemap: false },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const { scripts, gzip } = await initialJs(outDir);
    const table = scripts.map((script) => `${script.file}: ${script.gzip} B`).join(', ');
    expect(gzip, `initial JavaScript, gzipped: ${table}`).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
    // zod and the contracts come with the first answer (lib/api-client.ts), not before the app starts:
    // no initial script holds zod's code (its schemas' `_zod` internals).
    const withZod = [];
    for (const script of scripts) {
      if ((await readFile(join(outDir, script.file), 'utf8')).includes('._zod')) withZod.push(script.file);
    }
    expect(withZod).toEqual([]);
  }, 120_000);
});
