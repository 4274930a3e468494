import { TOAST_TEXTS } from '@pageshelf/domain/errors';

/**
 * The toast texts of spec sections 5 and 8, read from the domain's catalogue. The catalogue is flat at
 * the last release of @pageshelf/domain and grouped by kind ({ info, success }) in the version being
 * written; reading it by key keeps the SPA on the domain's wording with either shape.
 */
type TextKey =
  | 'signInToBrowse'
  | 'signInToSearch'
  | 'signUpToContinue'
  | 'markedAsFavorite'
  | 'removedFromFavorites'
  | 'imageCopied';

function domainText(key: TextKey): string {
  const catalogue = TOAST_TEXTS as unknown as Record<string, unknown>;
  const groups = [catalogue, ...Object.values(catalogue)];
  for (const group of groups) {
    if (group && typeof group === 'object') {
      const value = (group as Record<string, unknown>)[key];
      if (typeof value === 'string') return value;
    }
  }
  throw new Error(`@pageshelf/domain has no toast text "${key}"`);
}

export const MESSAGES = {
  signInToBrowse: domainText('signInToBrowse'),
  signInToSearch: domainText('signInToSearch'),
  signUpToContinue: domainText('signUpToContinue'),
  markedAsFavorite: domainText('markedAsFavorite'),
  removedFromFavorites: domainText('removedFromFavorites'),
  imageCopied: domainText('imageCopied'),
} as const;
