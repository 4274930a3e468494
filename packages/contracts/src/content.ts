/**
 * The library in one import: apps, screens, flows, components, categories, tags, the filter fields and
 * the path parameters of the content calls. Each part also has its own module
 * (`@pageshelf/contracts/screen`, ...); this one re-exports them all.
 */

export * from './app.js';
export * from './category.js';
export { slugParamsSchema, uuidParamsSchema } from './common.js';
export * from './component.js';
export * from './filters.js';
export * from './flow.js';
export * from './screen.js';
export * from './tag.js';
