import { paths } from '#config/paths';

/**
 * Sends the browser where a started checkout says: a path of this site (the test-mode payment page,
 * `/checkout?session=cs_test_…`; older answers name it `/checkout/test/{id}`) through the router, and
 * Stripe Checkout (an https address) by a full page load. Anything else is refused.
 */
export function followCheckoutUrl(url: string, navigate: (to: string) => void): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) {
    const legacy = /^\/checkout\/test\/(cs_test_[A-Za-z0-9]+)$/.exec(url);
    navigate(legacy?.[1] ? paths.checkout.session(legacy[1]) : url);
    return true;
  }
  if (/^https:\/\//i.test(url)) {
    window.location.assign(url);
    return true;
  }
  return false;
}
