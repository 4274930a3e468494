import { createStore, useStore } from '#lib/store';
import { pictureProblem } from './picture-check';

/** The picture being searched by: the file itself, and an address the page can show it from. */
export interface SearchPicture {
  /** New for every picture chosen: the search's cache key (one upload per picture). */
  readonly id: number;
  readonly file: File;
  /** An object URL of the file (revoked when another picture replaces it). */
  readonly url: string;
}

/**
 * The picture of the search by picture, held in memory across navigations (the command palette picks
 * it, then the search page searches with it): a file is never put in an address or uploaded twice.
 */
const pictureStore = createStore<SearchPicture | null>(null);
let nextId = 1;

function replace(next: SearchPicture | null): void {
  const previous = pictureStore.get();
  pictureStore.set(next);
  if (previous) URL.revokeObjectURL(previous.url);
}

/**
 * Makes `file` the picture to search by, unless it cannot be searched: then says why (the picture
 * searched before stays).
 */
export function choosePicture(file: File): { problem: string } | { picture: SearchPicture } {
  const problem = pictureProblem(file);
  if (problem !== null) return { problem };
  const picture: SearchPicture = { id: nextId++, file, url: URL.createObjectURL(file) };
  replace(picture);
  return { picture };
}

/** Forgets the picture (leaving the search by picture). */
export function forgetPicture(): void {
  replace(null);
}

export const useSearchPicture = (): SearchPicture | null => useStore(pictureStore);
