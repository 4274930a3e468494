import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded component that can be asked to start loading before it first renders. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading; settles when loaded (never rejects: a failure shows when the component renders). */
  preload: () => Promise<void>;
};

/**
 * A named export of a module as a lazily loaded component: the module becomes a chunk of its own,
 * fetched the first time the component renders (under a Suspense boundary), or earlier by `preload`.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K] extends ComponentType<infer P> ? P : never> {
  const component = lazy(async () => ({ default: (await load())[name] as never }));
  return Object.assign(component, {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined, // a failure shows when the component renders
      ),
  });
}

/** Whether a component type is one of `lazyNamed`'s. */
export function isPreloadable(type: unknown): type is PreloadableComponent<unknown> {
  return (
    typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function'
  );
}
