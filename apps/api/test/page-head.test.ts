import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureUuid, loadFixtureLibrary } from './support/fixture-library.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await loadFixtureLibrary(api.container);
});
afterAll(async () => api?.close());

const visitor = { ip_origin: '198.51.100.7' };
const head = async (path: string) => {
  const response = await api.app.inject({
    method: 'GET',
    url: `/page-head?path=${encodeURIComponent(path)}`,
    headers: visitor,
  });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /page-head', () => {
  it("heads a screen's page with its app, pattern, words, card and structured data", async () => {
    const uuid = fixtureUuid('screen', 5);
    const { status, body } = await head(`/pages/${uuid}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 200,
      title: 'Ledger — Paywall screen · Pageshelf',
      canonicalPath: `/pages/${uuid}`,
      image: { path: `/api/cards/screens/${uuid}.png`, alt: 'Ledger — Paywall screen' },
    });
    expect(body.description).toContain('Paywall screen of Ledger, a Web app');
    const types = body.jsonLd.map((item: { '@type': string }) => item['@type']);
    expect(types).toEqual(['BreadcrumbList', 'ImageObject']);
    expect(body.jsonLd[0].itemListElement.map((item: { item: string }) => item.item)).toEqual([
      '/pages',
      '/apps/ledger',
      `/pages/${uuid}`,
    ]);
  });

  it('never prints the words of a screen locked to Pro', async () => {
    // Screen 5 of the fixture is restricted ("Upgrade to Ledger Plus…").
    expect((await head(`/pages/${fixtureUuid('screen', 5)}`)).body.description).not.toContain('Upgrade');
    expect((await head(`/pages/${fixtureUuid('screen', 2)}`)).body.description).toContain(
      'Create your account',
    );
  });

  it('heads category, app, flow, component and tag pages', async () => {
    expect((await head('/pages/paywall')).body).toMatchObject({
      status: 200,
      title: 'Paywall screens · Pageshelf',
    });
    expect((await head('/flows/checkout')).body.title).toBe('Checkout flows · Pageshelf');
    expect((await head('/components/button')).body.title).toBe('Button · Pageshelf');
    expect((await head('/apps/categories/finance')).body.title).toBe('Finance apps · Pageshelf');
    expect((await head('/components/tags/primary')).body.title).toBe('#Primary · Pageshelf');
    const app = (await head('/apps/pulse/flows')).body;
    expect(app).toMatchObject({
      status: 200,
      title: 'Pulse · Pageshelf',
      image: { path: '/api/cards/apps/pulse.png' },
    });
    expect((await head(`/flows/${fixtureUuid('flow', 1)}`)).body.title).toMatch(/^.+ — .+ flow · Pageshelf$/);
    expect((await head(`/components/${fixtureUuid('component', 1)}`)).body.status).toBe(200);
  });

  it('says 404 for an unknown id or slug, and refuses what is not a library page', async () => {
    for (const path of [
      `/pages/${fixtureUuid('screen', 999)}`,
      '/pages/not-a-pattern',
      '/flows/not-a-category',
      `/components/${fixtureUuid('component', 999)}`,
      '/apps/no-such-app',
      '/apps/categories/nothing',
      '/tags/nothing',
    ]) {
      const { status, body } = await head(path);
      expect(status, path).toBe(200);
      expect(body, path).toMatchObject({ status: 404, title: 'Page not found · Pageshelf', image: null });
    }
    expect((await head('/pricing')).status).toBe(404);
    expect((await head('/n/pages/x')).status).toBe(404);
    const missing = await api.app.inject({ method: 'GET', url: '/page-head' });
    expect(missing.statusCode).toBe(400);
    const relative = await api.app.inject({ method: 'GET', url: '/page-head?path=pages' });
    expect(relative.statusCode).toBe(400);
    expect(relative.json().issues[0].message).toBe('path must start with /');
  });

  it('counts no view: a visitor past the cap in heads still sees the page', async () => {
    for (let index = 0; index < 30; index += 1) await head(`/pages/${fixtureUuid('screen', 1)}`);
    const page = await api.app.inject({
      method: 'GET',
      url: `/screens/${fixtureUuid('screen', 1)}`,
      headers: visitor,
    });
    expect(page.statusCode).toBe(200);
  });
});

describe('GET /cards/{kind}/{ref}.png', () => {
  it('draws a 1200×630 PNG for a screen, a locked screen, a flow, a component and an app', async () => {
    for (const url of [
      `/cards/screens/${fixtureUuid('screen', 1)}.png`,
      `/cards/screens/${fixtureUuid('screen', 5)}.png`,
      `/cards/flows/${fixtureUuid('flow', 1)}.png`,
      `/cards/components/${fixtureUuid('component', 1)}.png`,
      '/cards/apps/ledger.png',
    ]) {
      const response = await api.app.inject({ method: 'GET', url, headers: visitor });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['png', 1200, 630]);
    }
  });

  it('answers 404 for an unknown item and 400 for a bad kind or file', async () => {
    const status = async (url: string) => (await api.app.inject({ method: 'GET', url })).statusCode;
    expect(await status(`/cards/screens/${fixtureUuid('screen', 999)}.png`)).toBe(404);
    expect(await status('/cards/screens/not-a-uuid.png')).toBe(404);
    expect(await status('/cards/apps/no-such-app.png')).toBe(404);
    expect(await status('/cards/users/ledger.png')).toBe(400);
    expect(await status('/cards/apps/ledger.jpg')).toBe(400);
    expect(await status('/cards/apps/..%2Fetc.png')).toBe(400);
  });
});
