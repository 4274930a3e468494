import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded component that can be asked to start loading before it first renders. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading; settles when loaded (never rejects: a failure shows when the component renders). */
  preload: () => Promise<void>;
};

/**
 * A named export of a module as a lazily loaded component: the module becomes a chunk of its own,
 * fetched the first time the component renders (under a Suspense boundary), or earlier by `preload`.
 *
 * Preloaded before it first renders, it renders at once: React reads a thenable that settles as it is
 * given a callback without suspending, where a promise, even a settled one, answers a task later. The
 * page the server rendered is then hydrated with the shell, in one pass, instead of a moment after it
 * (a pass of its own, during which React ignored clicks on the page).
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K] extends ComponentType<infer P> ? P : never> {
  type Named = { default: never };
  let loaded: Named | undefined;
  const loadNamed = () =>
    load().then((module) => {
      loaded = { default: module[name] as never };
      return loaded;
    });
  const component = lazy(() => (loaded ? (settled(loaded) as Promise<Named>) : loadNamed()));
  return Object.assign(component, {
    preload: () =>
      loadNamed().then(
        () => undefined,
        () => undefined, // a failure shows when the component renders
      ),
  });
}

/** A thenable already settled with `value`: it calls back at once. */
const settled = <T>(value: T): PromiseLike<T> => ({
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads
  then: (onFulfilled) => settled(onFulfilled ? onFulfilled(value) : value) as never,
});

/** Whether a component type is one of `lazyNamed`'s. */
export function isPreloadable(type: unknown): type is PreloadableComponent<unknown> {
  return (
    typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function'
  );
}
