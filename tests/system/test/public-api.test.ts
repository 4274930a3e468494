/**
 * The library for tools (issue 30) as production runs it, through the BFF over real HTTP:
 * - `/v1/*`: every operation of `/v1/openapi.json` called with no key, a made-up key, a revoked key and
 *   a session cookie instead of a key (401 `api_key_missing` or `api_key_invalid`), and with a Pro member's key (what the
 *   app's own call answers); no CORS header, no CSRF check, the key's rate limit with its headers;
 * - a free member cannot make a key;
 * - `/mcp` driven by the MCP SDK's own client with the Pro key, and `pageshelf-api mcp` (stdio) against
 *   the product as a desktop agent starts it;
 * - `/v1/docs`, the interactive page, with the files it loads.
 * An operation of the document without a request here fails the test, so a new route cannot go untried.
 */
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Answer, Client, freshAddress, signIn } from './support/client.js';
import { errorShapeProblems } from './support/error-shape.js';
import { type Library, readLibrary } from './support/library.js';
import { API_CLI } from './support/paths.js';
import { type Product, startProduct } from './support/product.js';

let product: Product;
let pro: Client;
let library: Library;
let collection: string;
let proKey: string;
let revokedKey: string;
let proSession: string;
let operations: { method: string; path: string }[];

/** A picture to search by: a phone-sized PNG. */
let picture: { body: Buffer; contentType: string };

async function multipartPicture(): Promise<{ body: Buffer; contentType: string }> {
  const png = await sharp({
    create: { width: 390, height: 844, channels: 3, background: { r: 250, g: 250, b: 252 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('image', new Blob([png], { type: 'image/png' }), 'picture.png');
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** The request that reaches each documented operation, on real ids of the library. */
const REQUESTS: Record<string, () => { path: string; json?: unknown; picture?: boolean }> = {
  'GET /screens': () => ({ path: '/screens?limit=2' }),
  'GET /screens/{uuid}': () => ({ path: `/screens/${library.screen.uuid}` }),
  'GET /screens/{uuid}/similar': () => ({ path: `/screens/${library.screen.uuid}/similar` }),
  'GET /screens/{uuid}/versions': () => ({ path: `/screens/${library.screen.uuid}/versions` }),
  'GET /screens/{uuid}/versions/compare': () => ({
    path: `/screens/${library.screen.uuid}/versions/compare?from=1&to=2`,
  }),
  'GET /apps/{slug}/history': () => ({ path: `/apps/${library.app.slug}/history` }),
  'GET /apps': () => ({ path: '/apps?limit=2' }),
  'GET /app-names': () => ({ path: '/app-names' }),
  'GET /apps/{slug}': () => ({ path: `/apps/${library.app.slug}` }),
  'GET /apps/{slug}/screens': () => ({ path: `/apps/${library.app.slug}/screens?limit=2` }),
  'GET /apps/{slug}/marketing': () => ({ path: `/apps/${library.app.slug}/marketing` }),
  'GET /apps/{slug}/flows': () => ({ path: `/apps/${library.app.slug}/flows` }),
  'GET /apps/{slug}/components': () => ({ path: `/apps/${library.app.slug}/components` }),
  'GET /flows': () => ({ path: '/flows?limit=2' }),
  'GET /flows/{uuid}': () => ({ path: `/flows/${library.flow.uuid}` }),
  'GET /components': () => ({ path: '/components?limit=2' }),
  'GET /components/{uuid}': () => ({ path: `/components/${library.component.uuid}` }),
  'GET /categories/{kind}': () => ({ path: '/categories/pattern' }),
  'GET /categories/{kind}/{slug}': () => ({ path: `/categories/pattern/${library.category.pattern}` }),
  'GET /categories/{kind}/{slug}/screens': () => ({
    path: `/categories/pattern/${library.category.pattern}/screens?limit=2`,
  }),
  'GET /categories/{kind}/{slug}/flows': () => ({ path: `/categories/flow/${library.category.flow}/flows` }),
  'GET /categories/{kind}/{slug}/components': () => ({
    path: `/categories/component/${library.category.component}/components`,
  }),
  'GET /categories/{kind}/{slug}/apps': () => ({
    path: `/categories/product/${library.category.product}/apps`,
  }),
  'GET /tags': () => ({ path: '/tags' }),
  'GET /tags/{slug}': () => ({ path: `/tags/${library.tag}` }),
  'GET /search': () => ({ path: '/search?q=onboarding&limit=2' }),
  'GET /search/suggest': () => ({ path: '/search/suggest?q=onb' }),
  'POST /search/image': () => ({ path: '/search/image?limit=2', picture: true }),
  'GET /collections': () => ({ path: '/collections' }),
  'POST /collections': () => ({ path: '/collections', json: { name: 'From a tool' } }),
  'GET /collections/{uuid}': () => ({ path: `/collections/${collection}` }),
  'PATCH /collections/{uuid}': () => ({
    path: `/collections/${collection}`,
    json: { name: 'Renamed by a tool' },
  }),
  'DELETE /collections/{uuid}': () => ({ path: `/collections/${collection}` }),
  'PUT /collections/{uuid}/share-link': () => ({ path: `/collections/${collection}/share-link` }),
  'DELETE /collections/{uuid}/share-link': () => ({ path: `/collections/${collection}/share-link` }),
  'PUT /collections/{uuid}/items/{type}/{id}': () => ({
    path: `/collections/${collection}/items/screens/${library.screen.id}`,
  }),
  'DELETE /collections/{uuid}/items/{type}/{id}': () => ({
    path: `/collections/${collection}/items/screens/${library.screen.id}`,
  }),
  'PUT /collections/{uuid}/order': () => ({
    path: `/collections/${collection}/order`,
    json: { type: 'screens', ids: [library.screen.id] },
  }),
  'GET /media/{path}': () => ({ path: library.restricted.full }),
};

/** What the Pro key's call may answer: the operation's own success, never a refusal of the key. */
const PRO_EXPECTED: Record<string, number> = {
  'POST /collections': 201,
  'DELETE /collections/{uuid}': 204,
  'DELETE /collections/{uuid}/items/{type}/{id}': 200,
  // The library's screen has one version: the key reaches the route, which finds no second to compare.
  'GET /screens/{uuid}/versions/compare': 404,
};

/** Calls `/v1{path}` as a tool would: no cookie, no Origin, the given `Authorization`. */
async function callV1(
  method: string,
  request: ReturnType<(typeof REQUESTS)[string]>,
  authorization: string | null,
  extra: Record<string, string> = {},
): Promise<Answer> {
  const tool = new Client(product.bffUrl, { address: freshAddress() });
  return tool.call(method, `/v1${request.path}`, {
    headers: {
      ...(authorization === null ? {} : { authorization }),
      ...(request.picture ? { 'content-type': picture.contentType } : {}),
      ...extra,
    },
    ...(request.json !== undefined ? { json: request.json } : {}),
    ...(request.picture ? { body: picture.body } : {}),
  });
}

async function makeKey(client: Client): Promise<Answer> {
  return client.call('POST', '/api/me/api-keys', { json: { name: 'A tool' } });
}

beforeAll(async () => {
  product = await startProduct(inject('template'));
  proSession = await signIn(product.bffUrl, 'pro@pageshelf.dev');
  pro = new Client(product.bffUrl, { address: freshAddress(), cookies: { ps_session: proSession } });
  library = await readLibrary(pro);
  picture = await multipartPicture();
  const made = await makeKey(pro);
  expect(made.status, made.text).toBe(201);
  proKey = (made.json as { key: string }).key;
  const revoked = await makeKey(pro);
  const { key, id } = revoked.json as { key: string; id: number };
  revokedKey = key;
  expect((await pro.call('DELETE', `/api/me/api-keys/${id}`)).status).toBe(204);
  const created = await pro.call('POST', '/api/collections', { json: { name: 'For tools' } });
  collection = (created.json as { uuid: string }).uuid;
  const document = await new Client(product.bffUrl, { address: freshAddress() }).get('/v1/openapi.json');
  expect(document.status).toBe(200);
  operations = Object.entries(
    (document.json as { paths: Record<string, Record<string, unknown>> }).paths,
  ).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => product?.close());

describe('/v1 through the BFF', () => {
  it('has a request here for every operation of its document, and no other', () => {
    expect(operations.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      Object.keys(REQUESTS).sort(),
    );
  });

  it('refuses every operation without a key, with a made-up or revoked key, or with a session cookie only', async () => {
    const refusals: string[] = [];
    for (const { method, path } of operations) {
      const request = REQUESTS[`${method} ${path}`]?.();
      if (!request) continue;
      for (const [who, authorization, extra, expected] of [
        ['no key', null, {}, 'api_key_missing'],
        ['a made-up key', `Bearer psk_${'A'.repeat(40)}`, {}, 'api_key_invalid'],
        ['a revoked key', `Bearer ${revokedKey}`, {}, 'api_key_invalid'],
        ['a session cookie', null, { cookie: `ps_session=${proSession}` }, 'api_key_missing'],
        ['a session token as a bearer', `Bearer ${proSession}`, {}, 'api_key_missing'],
      ] as const) {
        const answer = await callV1(method, request, authorization, extra);
        const code = (answer.json as { code?: string } | undefined)?.code;
        if (answer.status !== 401 || code !== expected || errorShapeProblems(answer).length > 0)
          refusals.push(`${method} ${path} with ${who}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
    expect(refusals).toEqual([]);
  });

  it("answers every operation to a Pro member's key as the app's own call, with the key's rate limit headers and no CORS", async () => {
    const wrong: string[] = [];
    // The deletes last, the collection's own after the others: the other calls act on what they remove.
    const last = (operation: { method: string; path: string }) =>
      operation.method !== 'DELETE' ? 0 : operation.path === '/collections/{uuid}' ? 2 : 1;
    const ordered = [...operations].sort((a, b) => last(a) - last(b));
    for (const { method, path } of ordered) {
      const name = `${method} ${path}`;
      const request = REQUESTS[name]?.();
      if (!request) continue;
      const answer = await callV1(method, request, `Bearer ${proKey}`, {
        origin: 'https://elsewhere.example',
      });
      const expected = PRO_EXPECTED[name] ?? 200;
      if (answer.status !== expected) wrong.push(`${name}: ${answer.status} ${answer.text.slice(0, 160)}`);
      if (answer.headers['access-control-allow-origin'] !== undefined)
        wrong.push(`${name}: sent CORS headers`);
      if (answer.headers['ratelimit-limit'] !== '60')
        wrong.push(`${name}: RateLimit-Limit ${answer.headers['ratelimit-limit']}`);
      if (answer.headers['set-cookie'] !== undefined) wrong.push(`${name}: set a cookie`);
    }
    expect(wrong).toEqual([]);
  });

  it('limits a key to 60 calls a minute on Pro: the 61st is 429 with Retry-After', async () => {
    const made = await makeKey(pro);
    const key = (made.json as { key: string }).key;
    const answers: Answer[] = [];
    for (let call = 0; call < 61; call += 1)
      answers.push(await callV1('GET', { path: '/tags' }, `Bearer ${key}`));
    expect(answers.slice(0, 60).map((answer) => answer.status)).toEqual(Array(60).fill(200));
    const last = answers[60];
    expect(last?.status).toBe(429);
    expect((last?.json as { code?: string } | undefined)?.code).toBe('rate_limited');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.headers['ratelimit-remaining']).toBe('0');
  });

  it('lets no free member make a key', async () => {
    const free = new Client(product.bffUrl, {
      address: freshAddress(),
      cookies: { ps_session: await signIn(product.bffUrl, 'free@pageshelf.dev') },
    });
    const refused = await makeKey(free);
    expect(refused.status).toBe(403);
    expect((refused.json as { code?: string }).code).toBe('premium_required');
  });

  it('serves its interactive documentation, with the files the page loads', async () => {
    const browser = new Client(product.bffUrl, { address: freshAddress() });
    const page = await browser.get('/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const asset of [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '')) {
      const loaded = await browser.get(asset);
      expect(loaded.status, asset).toBe(200);
      expect(loaded.text.length, asset).toBeGreaterThan(20);
    }
  });
});

describe('/mcp through the BFF', () => {
  it("lists the tools and answers a search with the SDK's client, and refuses a revoked key", async () => {
    const endpoint = new URL('/mcp', product.bffUrl);
    const client = new McpClient({ name: 'system-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(endpoint, {
        requestInit: { headers: { authorization: `Bearer ${proKey}`, 'x-forwarded-for': freshAddress() } },
      }),
    );
    const { tools } = await client.listTools();
    expect(tools.length).toBe(13);
    const result = (await client.callTool({
      name: 'search',
      arguments: { query: 'onboarding', kind: 'screens', limit: 3 },
    })) as CallToolResult;
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
    expect(text).toContain('Read as: pattern Onboarding');
    expect(text).toMatch(/\/pages\/[0-9a-f-]{36}/);
    // A screenshot of over a megabyte, in base64 in the message: past the BFF's usual body limit.
    const large = await sharp({
      create: {
        width: 780,
        height: 1688,
        channels: 3,
        background: { r: 250, g: 250, b: 252 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(large.length).toBeGreaterThan(1024 * 1024);
    const byPicture = (await client.callTool({
      name: 'search_by_picture',
      arguments: { image_base64: large.toString('base64'), limit: 3 },
    })) as CallToolResult;
    expect(byPicture.isError).toBeFalsy();
    await client.close();

    const refused = new McpClient({ name: 'system-test', version: '1.0.0' });
    await expect(
      refused.connect(
        new StreamableHTTPClientTransport(endpoint, {
          requestInit: { headers: { authorization: `Bearer ${revokedKey}` } },
        }),
      ),
    ).rejects.toThrow(/401/);
  });

  it('serves the same tools on stdio (`pageshelf-api mcp`), calling the product over HTTP with the key', async () => {
    const client = new McpClient({ name: 'desktop-agent', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [API_CLI, 'mcp'],
      env: { PATH: process.env.PATH ?? '', PAGESHELF_URL: product.bffUrl, PAGESHELF_API_KEY: proKey },
      stderr: 'pipe',
    });
    await client.connect(transport);
    try {
      expect((await client.listTools()).tools).toHaveLength(13);
      const screen = (await client.callTool({
        name: 'get_screen',
        arguments: { screen: library.screen.uuid },
      })) as CallToolResult;
      expect(screen.isError).toBeFalsy();
      expect(screen.content.find((part) => part.type === 'text')?.text).toContain(
        `${product.bffUrl}/pages/${library.screen.uuid}`,
      );
      expect(screen.content.find((part) => part.type === 'image')).toMatchObject({ mimeType: 'image/webp' });
    } finally {
      await client.close();
    }
  });
});
