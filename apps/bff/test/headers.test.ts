import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionCookie, TOKEN, testApp } from './helpers.js';

let app: FastifyInstance;

afterEach(async () => {
  await app?.close();
});

describe('GET /api/headers', () => {
  it('answers the location and allowed headers, never cookies or authorization', async () => {
    app = await testApp('http://127.0.0.1:1');
    const response = await app.inject({
      method: 'GET',
      url: '/api/headers',
      headers: {
        cookie: sessionCookie(TOKEN),
        authorization: 'Bearer secret-value',
        'accept-language': 'fr-FR,fr;q=0.9',
        'user-agent': 'Mozilla/5.0 Test',
        referer: 'https://news.example/article',
        'cf-ipcountry': 'FR',
        'cf-region': 'Île-de-France',
        'cf-ipcity': 'Paris',
      },
      remoteAddress: '198.51.100.4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      locationHeaders: { country: 'FR', region: 'Île-de-France', city: 'Paris' },
      headers: {
        'accept-language': 'fr-FR,fr;q=0.9',
        'user-agent': 'Mozilla/5.0 Test',
        referer: 'https://news.example/article',
        'x-forwarded-for': '198.51.100.4',
      },
    });
    expect(response.body).not.toContain(TOKEN);
    expect(response.body).not.toContain('secret-value');
    expect(response.body).not.toContain('cookie');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('reads the geo headers named in the configuration, and answers null when unknown', async () => {
    app = await testApp('http://127.0.0.1:1', { GEO_COUNTRY_HEADER: 'X-Geo-Country' });
    const known = await app.inject({
      method: 'GET',
      url: '/api/headers',
      headers: { 'x-geo-country': 'DE' },
    });
    expect(known.json()).toMatchObject({ locationHeaders: { country: 'DE', region: null, city: null } });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/headers',
      headers: { 'cf-ipcountry': 'FR' },
    });
    expect(unknown.json()).toMatchObject({ locationHeaders: { country: null } });
  });
});
