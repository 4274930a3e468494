import { describe, expect, it } from 'vitest';
import { visitorContextOf } from './visitor-context';

const browser = { language: 'en-GB', referrer: '', host: 'pageshelf.app' };

describe('visitorContextOf', () => {
  it('reads language, address, country and the referring site', () => {
    expect(
      visitorContextOf(
        {
          locationHeaders: { country: 'FR', region: null, city: null },
          headers: {
            'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8',
            referer: 'https://news.ycombinator.com/item?id=1',
            'x-forwarded-for': '203.0.113.7',
          },
        },
        browser,
      ),
    ).toEqual({
      language: 'fr-FR',
      userIpAddress: '203.0.113.7',
      referrerWebsite: 'news.ycombinator.com',
      country: 'FR',
      doNotTrack: false,
    });
  });

  it("prefers the page's own referrer and ignores our own site", () => {
    const response = {
      locationHeaders: { country: null },
      headers: { referer: 'https://pageshelf.app/pages' },
    };
    expect(visitorContextOf(response, browser).referrerWebsite).toBeNull();
    expect(
      visitorContextOf(response, { ...browser, referrer: 'https://www.google.com/' }).referrerWebsite,
    ).toBe('www.google.com');
  });

  it('honours Do Not Track and Global Privacy Control', () => {
    const base = { locationHeaders: { country: null } };
    expect(visitorContextOf({ ...base, headers: { dnt: '1' } }, browser).doNotTrack).toBe(true);
    expect(visitorContextOf({ ...base, headers: { 'sec-gpc': '1' } }, browser).doNotTrack).toBe(true);
    expect(visitorContextOf({ ...base, headers: { dnt: '0' } }, browser).doNotTrack).toBe(false);
  });

  it("falls back to the browser's language when the headers could not be read", () => {
    expect(visitorContextOf(null, browser)).toEqual({
      language: 'en-GB',
      userIpAddress: null,
      referrerWebsite: null,
      country: null,
      doNotTrack: false,
    });
  });
});
