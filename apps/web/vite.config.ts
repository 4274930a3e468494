import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './tools/precompress';
import { webEnvDefine } from './tools/web-env';

const BFF_ORIGIN = 'http://127.0.0.1:3000';

const STATIC_PAGES = [
  '/',
  '/pricing',
  '/pages',
  '/flows',
  '/components',
  '/apps',
  '/tags',
  '/blog',
  '/glossary',
  '/interviews',
  '/about',
  '/affiliate',
  '/changelog',
  '/ship',
  '/legals',
  '/sitemap',
];

const contentSlugs = (folder: string) =>
  readdirSync(new URL(`./content/${folder}/`, import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();

/**
 * Writes dist/build-manifest.json (`{ buildId, builtAt }`: the SPA polls it and offers a reload when
 * buildId changes) and dist/sitemap-pages.json (the public pages and every content document, which
 * the BFF's /sitemap.xml lists with the library's items).
 */
function buildFiles(): Plugin {
  return {
    name: 'pageshelf-build-files',
    apply: 'build',
    generateBundle() {
      const manifest = { buildId: globalThis.crypto.randomUUID(), builtAt: new Date().toISOString() };
      this.emitFile({
        type: 'asset',
        fileName: 'build-manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
      const urls = [
        ...STATIC_PAGES,
        ...contentSlugs('blog').map((slug) => `/blog/${slug}`),
        ...contentSlugs('glossary').map((slug) => `/glossary/${slug}`),
        ...contentSlugs('interviews').map((slug) => `/interviews/${slug}`),
      ];
      // The BFF serves /sitemap.xml: these pages with the library's items from the API.
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap-pages.json',
        source: `${JSON.stringify({ paths: urls }, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), buildFiles(), precompress()],
  define: webEnvDefine(mode, fileURLToPath(new URL('.', import.meta.url))),
  build: {
    outDir: 'dist',
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deployments.
        manualChunks(id) {
          if (/node_modules\/\.pnpm\/(react|react-dom|scheduler|react-router)@/.test(id)) return 'react';
          if (/node_modules\/\.pnpm\/@tanstack/.test(id)) return 'query';
          // zod is not part of the first page: the API client loads each contract with the first answer
          // it parses (lib/api-client.ts). The contracts' modules stay chunks of their own, so a page
          // builds the schemas of the calls it makes, not all of them (building zod schemas is not free).
          // The domain, which the app uses from the start, is a chunk of its own so none of it lands in
          // theirs.
          if (/node_modules\/\.pnpm\/zod@/.test(id)) return 'zod';
          if (/packages\/domain\//.test(id)) return 'domain';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: BFF_ORIGIN },
      '/media': { target: BFF_ORIGIN },
      '/build-manifest.json': { target: BFF_ORIGIN },
      '/sitemap.xml': { target: BFF_ORIGIN },
      '/sitemaps': { target: BFF_ORIGIN },
    },
  },
}));
