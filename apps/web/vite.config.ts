import { readdirSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const BFF_ORIGIN = 'http://127.0.0.1:3000';
/** Absolute origin written into sitemap.xml (search engines need absolute URLs). */
const SITE_URL = (process.env.PUBLIC_APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

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
 * buildId changes) and dist/sitemap.xml (the public pages and every content document).
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
      const body = urls.map((path) => `  <url><loc>${SITE_URL}${path}</loc></url>`).join('\n');
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildFiles()],
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
          if (/node_modules\/\.pnpm\/zod@|packages\/(contracts|domain)\//.test(id)) return 'schemas';
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
    },
  },
});
