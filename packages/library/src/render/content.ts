/** The app's copy (`contentFor`), its shapes and `formatMoney`: see `content/`. */
export * from './content/index.js';
