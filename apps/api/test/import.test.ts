import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importFolder, ManifestError, readManifest, ScreenReader, stableUuid } from '@pageshelf/library';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from '../src/media/media-store.js';
import { mediaAddress } from './support/media.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const root = join(tmpdir(), `pageshelf-import-${process.pid}-${Date.now()}`);
const folder = join(root, 'shots');
const mediaDir = join(root, 'media');
let api: TestApi;
let reader: ScreenReader;

/** An ordinary PNG screenshot with real words on it. */
async function screenshot(file: string, lines: string[]) {
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${140 + i * 70}" font-family="DejaVu Sans" font-size="40" fill="#111">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="780" height="1200"><rect width="780" height="1200" fill="#ffffff"/><rect x="40" y="700" width="700" height="96" rx="16" fill="#4f46e5"/>${text}</svg>`;
  await writeFile(join(folder, file), await sharp(Buffer.from(svg)).png().toBuffer());
}

const manifest = {
  categories: [{ kind: 'pattern', slug: 'log-in', title: 'Log in' }],
  apps: [
    {
      title: 'Harbor',
      slug: 'harbor',
      platform: 'ios',
      categories: ['travel'],
      capturedAt: '2026-03-12',
      screens: [
        { file: 'login.png', patterns: ['log-in'], capturedAt: '2025-09-16T08:30:00Z' },
        { file: 'boarding.png', patterns: ['detail'], restricted: true },
        { file: 'missing.png' },
        { file: 'broken.png' },
        { file: 'menu.png', type: 'marketing', text: 'Given text wins over OCR' },
      ],
      flows: [
        { title: 'Logging in', categories: ['logging-in'], screens: ['login.png', 'boarding.png'] },
        { title: 'Broken flow', screens: ['login.png', 'missing.png'] },
      ],
      components: [
        {
          screen: 'login.png',
          crop: { x: 40, y: 700, width: 700, height: 96 },
          categories: ['button'],
          tags: [{ title: 'Primary', slug: 'primary' }],
        },
        { screen: 'login.png', crop: { x: 700, y: 1100, width: 200, height: 200 }, categories: ['card'] },
      ],
    },
  ],
};

beforeAll(async () => {
  await mkdir(folder, { recursive: true });
  await screenshot('login.png', ['Welcome aboard', 'Passport number', 'Lighthouse']);
  await screenshot('boarding.png', ['Boarding pass', 'Gate 12']);
  await screenshot('menu.png', ['Menu']);
  await writeFile(join(folder, 'broken.png'), 'this is not an image');
  await writeFile(join(folder, 'manifest.json'), JSON.stringify(manifest));
  api = await startTestApi({ mediaDir });
  reader = await ScreenReader.open(join(root, 'ocr-cache'));
}, 60_000);
afterAll(async () => {
  await reader.close();
  await api?.close();
  await rm(root, { recursive: true, force: true });
});

const run = () =>
  importFolder(folder, { writer: api.container.libraryWriter, store: new LocalMediaStore(mediaDir), reader });

describe('importing a folder of screenshots', () => {
  it('loads the screens, reads their text with OCR and skips what is broken with a clear message', async () => {
    const report = await run();
    expect(report).toMatchObject({ apps: 1, screens: 3, flows: 1, components: 1 });
    expect(report.skipped.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      'missing.png: skipped: file not found',
      expect.stringMatching(/^broken\.png: skipped: /),
      'missing.png: flow "Broken flow" skipped: its screens were not imported',
      'login.png: component skipped: the crop box leaves the 780x1200 image',
    ]);

    // Finding screens by their text is a search: a Pro member's, so no quota gets in the way.
    const authorization = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
    const pro = await api.app.inject({
      method: 'GET',
      url: '/screens?text_in_screen=lighthouse',
      headers: { authorization },
    });
    expect(pro.statusCode, pro.body).toBe(200);
    expect(pro.json().items.map((s: { uuid: string }) => s.uuid)).toEqual([
      stableUuid('harbor', 'login.png'),
    ]);
    const given = await api.app.inject({
      method: 'GET',
      url: '/screens?text_in_screen=given%20text',
      headers: { authorization },
    });
    expect(given.json().items).toHaveLength(1);
    const flow = await api.app.inject({ method: 'GET', url: '/apps/harbor/flows' });
    expect(flow.json().items[0]).toMatchObject({ title: 'Logging in', screenCount: 2 });
    const components = await api.app.inject({ method: 'GET', url: '/components?tag=primary' });
    expect(components.json().items).toHaveLength(1);
  }, 120_000);

  it('dates each screen by its manifest: its own date, else its app’s', async () => {
    const rows = await api.container.database.db
      .selectFrom('screens')
      .select(['uuid', 'captured_at'])
      .where('uuid', 'in', [stableUuid('harbor', 'login.png'), stableUuid('harbor', 'menu.png')])
      .execute();
    const dated = new Map(rows.map((row) => [row.uuid, row.captured_at?.toISOString()]));
    expect(dated.get(stableUuid('harbor', 'login.png'))).toBe('2025-09-16T08:30:00.000Z');
    expect(dated.get(stableUuid('harbor', 'menu.png'))).toBe('2026-03-12T00:00:00.000Z');
    const future = join(root, 'future');
    await mkdir(future, { recursive: true });
    const app = { title: 'A', slug: 'a', platform: 'web', screens: [{ file: 'a.png', capturedAt: 'soon' }] };
    await writeFile(
      join(future, 'manifest.json'),
      JSON.stringify({ apps: [{ ...app, capturedAt: '2999-01-01' }] }),
    );
    const refused = await readManifest(future).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ManifestError);
    expect((refused as ManifestError).problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'apps.0.capturedAt: must not be in the future',
      'apps.0.screens.0.capturedAt: must be a date, like 2026-03-12',
    ]);
  });

  it('is idempotent: a second run adds no rows', async () => {
    await run();
    const count = await api.container.database.db
      .selectFrom('screens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  }, 120_000);

  it('keeps each original file as imported and serves it to those entitled to the screen', async () => {
    const free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
    const pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
    const get = (url: string, authorization?: string) =>
      api.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
    const login = stableUuid('harbor', 'login.png');
    const boarding = stableUuid('harbor', 'boarding.png');

    const open = await get(`/screens/${login}`);
    const original: string = open.json().image.original;
    expect(original).toMatch(
      new RegExp(`^/media/imports/harbor/${login}/original\\.png\\?e=\\d+&s=[\\w-]{22}$`),
    );
    const served = await get(original);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(await readFile(join(folder, 'login.png')))).toBe(true);
    // The original is kept under its own format only; components keep none.
    const jpeg = await mediaAddress(api, `imports/harbor/${login}/original.jpeg`);
    expect((await get(jpeg)).statusCode).toBe(404);
    const component = (await get('/components?tag=primary')).json().items[0];
    expect(component.image.original).toBeNull();
    const componentKey = (component.image.full as string).split('/full.webp')[0]?.slice('/media/'.length);
    expect((await get(await mediaAddress(api, `${componentKey}/original.png`))).statusCode).toBe(404);

    // A restricted screen's original: refused to visitors and free members, served to Pro.
    const path = `imports/harbor/${boarding}/original.png`;
    expect((await get(`/screens/${boarding}`, free)).json().image.original).toBeNull();
    expect((await get(await mediaAddress(api, path))).statusCode).toBe(403);
    const refused = await get(await mediaAddress(api, path, free), free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'premium_required', message: 'Upgrade to Pro to continue' });
    const url: string = (await get(`/screens/${boarding}`, pro)).json().image.original;
    expect(url).toMatch(new RegExp(`^/media/${path.replace('.', '\\.')}\\?e=`));
    const allowed = await get(url, pro);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.rawPayload.equals(await readFile(join(folder, 'boarding.png')))).toBe(true);
  });

  it('reports every manifest problem with its file and field', async () => {
    const bad = join(root, 'bad');
    await mkdir(bad, { recursive: true });
    await writeFile(
      join(bad, 'manifest.yaml'),
      'apps:\n  - title: X\n    slug: Not A Slug\n    platform: desktop\n    screens:\n      - file: ../escape.png\n',
    );
    const error = await readManifest(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ManifestError);
    expect((error as ManifestError).problems.map((p) => `${p.file} ${p.field}`)).toEqual([
      'manifest.yaml apps.0.slug',
      'manifest.yaml apps.0.platform',
      'manifest.yaml apps.0.screens.0.file',
    ]);
    await expect(readManifest(join(root, 'nowhere'))).rejects.toThrow(/has no manifest.json/);
  });
});
