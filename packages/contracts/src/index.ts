/** @pageshelf/contracts: zod schemas and types of everything that crosses a process boundary. */
export * from './activity.js';
export * from './build-manifest.js';
export * from './collections.js';
export * from './common.js';
export * from './content.js';
export * from './favorites.js';
export * from './feedback.js';
export * from './headers.js';
export * from './init.js';
export * from './me.js';
export * from './outbox.js';
export * from './search.js';
export * from './session.js';
