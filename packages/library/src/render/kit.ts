/** The primitives of every layout (`createKit`, `ctx.kit`) and their options: see `kit/`. */
export * from './kit/index.js';
