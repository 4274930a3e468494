/** Generated imagery (portraits, photos, illustrations, app icons, maps, charts): see `art/`. */
export * from './art/index.js';
