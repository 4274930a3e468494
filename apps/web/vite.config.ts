import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { parseFrontMatter } from './src/lib/front-matter';
import { precompress } from './tools/precompress';
import { webEnvDefine } from './tools/web-env';

const BFF_ORIGIN = 'http://127.0.0.1:3000';

const DESCRIPTION =
  'Pageshelf is a library of real app screens, user flows and UI components for designers and product teams.';

/**
 * The site's own public pages with the head their HTML arrives with (dist/page-heads.json, written into
 * the page by the BFF); the titles are those the pages set (`useDocumentTitle`).
 */
const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: 'Pageshelf — UI design references from real apps', description: DESCRIPTION },
  '/pricing': {
    title: 'Pricing · Pageshelf',
    description: 'Browse free, join free for more views and searches, or go Pro for the whole library.',
  },
  '/pages': {
    title: 'Screens · Pageshelf',
    description: 'Real screens of iOS, Android and web apps, by pattern, UI element and app.',
  },
  '/flows': {
    title: 'User flows · Pageshelf',
    description: 'Onboarding, checkout, sign-up and more: real user flows, screen by screen.',
  },
  '/components': {
    title: 'UI components · Pageshelf',
    description: 'Buttons, cards, sheets and more, cut from real app screens.',
  },
  '/apps': { title: 'Apps · Pageshelf', description: 'The apps of the library, by category and platform.' },
  '/tags': { title: 'Tags · Pageshelf', description: 'UI components by tag.' },
  '/blog': { title: 'Blog · Pageshelf', description: 'Notes on designing with references.' },
  '/glossary': {
    title: 'UI glossary · Pageshelf',
    description: 'The names of UI patterns and elements, explained.',
  },
  '/interviews': { title: 'Interviews · Pageshelf', description: 'Designers on how they use references.' },
  '/about': { title: 'About · Pageshelf', description: DESCRIPTION },
  '/affiliate': { title: 'Affiliate program · Pageshelf', description: DESCRIPTION },
  '/changelog': { title: 'Changelog · Pageshelf', description: 'What is new in Pageshelf.' },
  '/ship': { title: 'Ship · Pageshelf', description: DESCRIPTION },
  '/legals': { title: 'Legal · Pageshelf', description: 'Terms of service and privacy policy.' },
  '/sitemap': { title: 'Sitemap · Pageshelf', description: 'Every public page of Pageshelf.' },
};

const contentSlugs = (folder: string) =>
  readdirSync(new URL(`./content/${folder}/`, import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();

/** The documents (blog posts, glossary terms, interviews) by path, with their front matter's head. */
const documentHeads = () =>
  (['blog', 'glossary', 'interviews'] as const).flatMap((folder) =>
    contentSlugs(folder).map((slug) => {
      const { meta } = parseFrontMatter(
        readFileSync(new URL(`./content/${folder}/${slug}.md`, import.meta.url), 'utf8'),
      );
      return [
        `/${folder}/${slug}`,
        { title: `${meta.title ?? slug} · Pageshelf`, description: meta.description ?? DESCRIPTION },
      ] as const;
    }),
  );

/**
 * Writes dist/build-manifest.json (`{ buildId, builtAt }`: the SPA polls it and offers a reload when
 * buildId changes), dist/sitemap-pages.json (the public pages and every content document, which
 * the BFF's /sitemap.xml lists with the library's items) and dist/page-heads.json (their heads).
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
      const heads = { ...STATIC_PAGES, ...Object.fromEntries(documentHeads()) };
      // The BFF serves /sitemap.xml: these pages with the library's items from the API.
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap-pages.json',
        source: `${JSON.stringify({ paths: Object.keys(heads) }, null, 2)}\n`,
      });
      // The BFF writes each page's head into its HTML and answers a document not listed here with 404.
      this.emitFile({
        type: 'asset',
        fileName: 'page-heads.json',
        source: `${JSON.stringify({ heads }, null, 2)}\n`,
      });
    },
  };
}

/**
 * The server bundle (`vite build --ssr src/entry-server.tsx`): the BFF renders the public entry pages
 * with it (apps/bff/src/lib/server-render.ts). One self-contained module in dist-server/,
 * outside what the BFF serves as files; the libraries are bundled in, so the BFF needs none of them.
 */
const serverBuild = (mode: string): UserConfig => ({
  plugins: [react()],
  define: {
    ...webEnvDefine(mode, fileURLToPath(new URL('.', import.meta.url))),
    // The libraries' production builds, as in the browser (React's development build is several times slower).
    'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development'),
  },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: false,
    // One file: the BFF loads a new build by importing it again under a new address, which a chunk
    // importing the entry back by its plain address would not follow.
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});

const browserBuild = (mode: string): UserConfig => ({
  plugins: [react(), buildFiles(), precompress()],
  define: webEnvDefine(mode, fileURLToPath(new URL('.', import.meta.url))),
  build: {
    outDir: 'dist',
    sourcemap: true,
    emptyOutDir: true,
    // One stylesheet, linked by index.html: a page rendered by the server paints with the styles of
    // every component it holds, before the scripts that would otherwise bring each lazy page's own
    // (its tiles would be drawn unstyled, then jump into place). 76 KB, 15 KB gzipped.
    cssCodeSplit: false,
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
});

export default defineConfig(({ mode, isSsrBuild }) => (isSsrBuild ? serverBuild(mode) : browserBuild(mode)));
