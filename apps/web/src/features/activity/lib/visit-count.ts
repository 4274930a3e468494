import { VISIT_COUNT_COOKIE } from '@pageshelf/domain/constants';
import { readCookie } from '#lib/counter-cookies';

/**
 * The visit counter as the server last told it: the readable `visit_count` cookie, which the BFF sets
 * from every answer that counted a view and from the activity calls (spec section 9). Null when there is
 * none (nothing counted yet in this browser).
 */
export function visitCountOf(text: string | null): number | null {
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The count in the cookie now. */
export const readVisitCount = (): number | null => visitCountOf(readCookie(VISIT_COUNT_COOKIE));
