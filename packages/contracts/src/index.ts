/**
 * @pageshelf/contracts: zod schemas and inferred types of everything that crosses a process boundary
 * between the SPA, the BFF and the API. Prefer the subpath imports (`@pageshelf/contracts/session`).
 */
export * from './activity.js';
export * from './app.js';
export * from './billing.js';
export * from './build-manifest.js';
export * from './category.js';
export * from './collections.js';
export * from './common.js';
export * from './component.js';
export * from './content.js';
export * from './favorites.js';
export * from './feedback.js';
export * from './figures.js';
export * from './filters.js';
export * from './flow.js';
export * from './headers.js';
export * from './image-search.js';
export * from './init.js';
export * from './kept-pages.js';
export * from './library.js';
export * from './me.js';
export * from './outbox.js';
export * from './screen.js';
export * from './search.js';
export * from './session.js';
export * from './sitemap.js';
export * from './tag.js';
export * from './teams.js';
export * from './versions.js';
