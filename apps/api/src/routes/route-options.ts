import type { Container } from '../container.js';

/** What every route plugin is registered with. */
export interface RouteOptions {
  container: Container;
}
