/**
 * The MCP server (issue 30) driven by the SDK's own client over streamable HTTP, as an agent would:
 * its tools listed and each one called on the fixture library with a Pro member's key, pictures coming
 * back as image content, an empty answer that says why and what to try, and the keys that are refused.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_LIBRARY, fixtureUuid, loadFixtureLibrary } from './support/fixture-library.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let mediaDir: string;
let endpoint: URL;
let proKey: string;

/** A picture for each fixture screen: a coloured block with the screen's number, as WebP. */
async function drawFixturePictures() {
  for (const [index, screen] of FIXTURE_LIBRARY.screens.entries()) {
    const image = sharp({
      create: {
        width: screen.width,
        height: screen.height,
        channels: 3,
        background: { r: (index * 40) % 255, g: 120, b: 200 },
      },
    });
    for (const variant of ['full', 'thumb', 'preview'] as const)
      await api.container.mediaStore.put(screen.imageKey, variant, await image.clone().webp().toBuffer());
  }
}

async function makeKey(authorization: string) {
  const made = await api.app.inject({
    method: 'POST',
    url: '/me/api-keys',
    headers: { authorization },
    payload: { name: 'Agent' },
  });
  return { status: made.statusCode, body: made.json() as { id: number; key: string } };
}

/** An MCP client connected with `key`. */
async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'pageshelf-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(endpoint, {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

const textOf = (result: CallToolResult) =>
  result.content
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n');
const imagesOf = (result: CallToolResult) => result.content.filter((part) => part.type === 'image');

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'pageshelf-mcp-'));
  api = await startTestApi({ mediaDir });
  await loadFixtureLibrary(api.container);
  await drawFixturePictures();
  const { authorization } = await signIn(api.app, 'pro@pageshelf.dev');
  const made = await makeKey(authorization);
  expect(made.status).toBe(201);
  proKey = made.body.key;
  const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
  endpoint = new URL('/mcp', address);
});
afterAll(async () => {
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('the MCP server with a Pro key', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(proKey);
  });
  afterAll(async () => client?.close());

  it('lists its tools, each with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'add_to_collection',
      'get_app',
      'get_app_history',
      'get_collection',
      'get_flow',
      'get_screen',
      'get_screen_history',
      'list_apps',
      'list_collections',
      'list_patterns',
      'search',
      'search_by_picture',
      'similar_screens',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
  });

  it('searches by what the words mean: "paywall" finds the paywall screens of every platform, with addresses', async () => {
    const result = await call(client, 'search', { query: 'paywall', kind: 'screens' });
    const text = textOf(result);
    expect(result.isError).toBeFalsy();
    expect(text).toContain('Read as: pattern Paywall');
    expect(text).toContain('Screens (2 of 2)');
    expect(text).toContain(`http://localhost:3000/pages/${fixtureUuid('screen', 5)}`);
    expect(text).toContain(`http://localhost:3000/pages/${fixtureUuid('screen', 10)}`);
  });

  it('says why a search is empty and where the results are: none on Android, one each on iOS and web', async () => {
    const result = await call(client, 'search', { query: 'paywall', platform: 'android', kind: 'screens' });
    expect(textOf(result)).toContain('No screens for pattern Paywall on Android; 1 on iOS and 1 on Web');
    const nothing = await call(client, 'search', { query: 'zzzqqq', kind: 'screens' });
    expect(textOf(nothing)).toMatch(/No screens for .* in the library\.\nTry a broader word/);
  });

  it('gives a screen with its text and its picture as image content', async () => {
    const uuid = fixtureUuid('screen', 10);
    const result = await call(client, 'get_screen', { screen: `http://localhost:3000/pages/${uuid}` });
    expect(textOf(result)).toContain('Pulse (iOS) · Paywall');
    expect(textOf(result)).toContain('Go premium Personal coaching plans');
    const [image] = imagesOf(result);
    expect(image).toMatchObject({ type: 'image', mimeType: 'image/webp' });
    const bytes = Buffer.from(image?.type === 'image' ? image.data : '', 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 390, height: 844 });
  });

  it("follows a flow's steps in order, with their pictures", async () => {
    const result = await call(client, 'get_flow', { flow: fixtureUuid('flow', 1) });
    const text = textOf(result);
    expect(text).toContain('Signing up for Ledger');
    const steps = [1, 2, 4].map((n) => text.indexOf(fixtureUuid('screen', n)));
    expect(steps.every((at) => at > 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(imagesOf(result)).toHaveLength(3);
  });

  it('lists apps, drills into one by pattern, lists patterns and similar screens', async () => {
    expect(textOf(await call(client, 'list_apps', { platform: 'android' }))).toContain('Chatter (Android)');
    const pulse = textOf(await call(client, 'get_app', { app: 'pulse', pattern: 'onboarding' }));
    expect(pulse).toContain('Onboarding (2):');
    expect(pulse).toContain(fixtureUuid('screen', 7));
    expect(pulse).not.toContain('Settings (');
    expect(textOf(await call(client, 'list_patterns', { kind: 'pattern' }))).toMatch(/- Paywall \(2\)/);
    const similar = textOf(await call(client, 'similar_screens', { screen: fixtureUuid('screen', 7) }));
    expect(similar).toContain(fixtureUuid('screen', 8));
  });

  it('finds screens like a picture given as base64', async () => {
    const picture = await sharp({
      create: { width: 390, height: 844, channels: 3, background: { r: 240, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const result = await call(client, 'search_by_picture', {
      image_base64: picture.toString('base64'),
      limit: 3,
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toMatch(/Read from the picture: 390×844/);
    // A real screenshot is larger than the API's usual body: a noisy 1 MB picture comes through.
    const large = await sharp({
      create: {
        width: 780,
        height: 1688,
        channels: 3,
        background: { r: 240, g: 120, b: 200 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(large.length).toBeGreaterThan(1024 * 1024);
    const fromLarge = await call(client, 'search_by_picture', {
      image_base64: large.toString('base64'),
      limit: 3,
    });
    expect(fromLarge.isError, textOf(fromLarge)).toBeFalsy();
    expect(textOf(fromLarge)).toMatch(/Read from the picture: 780×1688/);
    const notPicture = await call(client, 'search_by_picture', {
      image_base64: Buffer.from('hello').toString('base64'),
    });
    expect(notPicture.isError).toBe(true);
    expect(textOf(notPicture)).toContain('PNG, JPEG or WebP');
  });

  it("reads and fills the owner's collections", async () => {
    const { authorization } = await signIn(api.app, 'pro@pageshelf.dev');
    const created = await api.app.inject({
      method: 'POST',
      url: '/collections',
      headers: { authorization },
      payload: { name: 'Paywalls' },
    });
    const { uuid } = created.json() as { uuid: string };
    expect(textOf(await call(client, 'list_collections', {}))).toContain(
      `Paywalls · 0 items · collection ${uuid}`,
    );
    const added = await call(client, 'add_to_collection', {
      collection: uuid,
      type: 'screen',
      item: fixtureUuid('screen', 10),
    });
    expect(textOf(added)).toContain('Added to "Paywalls" (1 items)');
    expect(textOf(await call(client, 'get_collection', { collection: uuid }))).toContain(
      fixtureUuid('screen', 10),
    );
  });
});

describe('keys the MCP server refuses', () => {
  it('refuses a revoked key, and a free member cannot make one', async () => {
    const { authorization } = await signIn(api.app, 'pro@pageshelf.dev');
    const made = await makeKey(authorization);
    const client = await connect(made.body.key);
    await client.close();
    await api.app.inject({
      method: 'DELETE',
      url: `/me/api-keys/${made.body.id}`,
      headers: { authorization },
    });
    await expect(connect(made.body.key)).rejects.toThrow(/401|api_key_invalid|not valid/i);

    const free = await signIn(api.app, 'free@pageshelf.dev');
    const refused = await makeKey(free.authorization);
    expect(refused.status).toBe(403);
  });

  it('refuses a call without a key', async () => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('versions through the MCP server', () => {
  it("tells a screen's versions and an app's redesigns, and compares any two versions with their pictures", async () => {
    // Chatter's settings screen (the fixture's twelfth) redesigned twice, by two dated runs.
    const uuid = fixtureUuid('screen', 12);
    const chatter = FIXTURE_LIBRARY.apps.find((app) => app.slug === 'chatter');
    if (!chatter) throw new Error('no Chatter in the fixture library');
    const text = 'Settings Account Chats Storage';
    for (const [number, day, added] of [
      [2, '2026-03-12', 'Privacy'],
      [3, '2026-08-20', 'Theme'],
    ] as const) {
      const imageKey = `fixtures/screen-12-v${number}`;
      const image = sharp({
        create: { width: 390, height: 844, channels: 3, background: { r: 20 * number, g: 90, b: 40 } },
      });
      for (const variant of ['full', 'thumb', 'preview'] as const)
        await api.container.mediaStore.put(imageKey, variant, await image.clone().webp().toBuffer());
      await api.container.libraryWriter.writeCapture({
        app: chatter,
        categories: [],
        capturedAt: new Date(`${day}T10:00:00Z`),
        source: 'import',
        added: [],
        changed: [
          {
            picture: {
              uuid,
              imageKey,
              width: 390,
              height: 844,
              dominantColor: '#145a28',
              phash: null,
              layout: null,
              colors: null,
              originalFormat: null,
              textInScreen: `${text} ${added}`,
            },
            version: number,
            changes: {
              difference: 0.25,
              regions: [{ x: 0, y: 100, width: 390, height: 80 }],
              wordsAdded: [added],
              wordsRemoved: [],
            },
          },
        ],
        unchanged: [],
        gone: 0,
      });
    }
    const client = await connect(proKey);
    try {
      const history = await call(client, 'get_screen_history', {
        screen: `http://localhost:3000/pages/${uuid}`,
      });
      expect(history.isError).toBeFalsy();
      const told = textOf(history);
      expect(told).toContain(`Screen ${uuid} · 3 versions`);
      expect(told).toContain(
        '- Version 3 (current) · 2026-08-20 · 25 % of the picture changed in 1 place · words added: Theme',
      );
      expect(told).toContain(
        '- Version 2 · 2026-03-12 · 25 % of the picture changed in 1 place · words added: Privacy',
      );
      expect(told).toMatch(/- Version 1 · \d{4}-\d{2}-\d{2} · first version/);
      expect(told).toContain('Version 2 → version 3: 25 % of the picture changed');
      expect(imagesOf(history)).toHaveLength(2);

      // The first against the current: compared by the API from the two pictures and their words
      // ("Privacy" came and went with version 2).
      const across = textOf(await call(client, 'get_screen_history', { screen: uuid, from: 1, to: 3 }));
      expect(across).toMatch(
        /Version 1 → version 3: \d+(\.\d)? % of the picture changed in \d+ places? · words added: Theme$/,
      );
      const backwards = await call(client, 'get_screen_history', { screen: uuid, from: 3, to: 2 });
      expect(backwards.isError).toBe(true);

      const app = textOf(await call(client, 'get_app_history', { app: 'chatter' }));
      expect(app).toContain('chatter · 3 versions');
      expect(app).toContain('- Version 3 · 2026-08-20 (import) · 0 added, 1 changed, 0 unchanged, 0 gone');
      expect(app).toContain(`changed: screen ${uuid}`);
      const redesigned = textOf(await call(client, 'list_apps', { redesigned: true }));
      expect(redesigned.split('\n')).toEqual([
        expect.stringContaining('Chatter (Android) · 2 screens, 0 flows · redesigned 2026-08-20'),
      ]);
    } finally {
      await client.close();
    }
  });
});
