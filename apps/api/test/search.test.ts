import { SEARCH_DATA_HEADER } from '@pageshelf/domain/constants';
import { readSearchData } from '@pageshelf/domain/search-quota';
import type { LibraryInput } from '@pageshelf/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * The search over everything the library knows (issue 26): a query read into chips (app names, patterns,
 * UI elements, flows, tags, platforms) and text, typos corrected, results grouped, suggestions while
 * typing; on PGlite and (TEST_DB=postgres) PostgreSQL.
 */
const uuid = (kind: 1 | 2 | 3, n: number) => `00000000-0000-4000-8000-${kind}${String(n).padStart(11, '0')}`;
const DARK = { title: 'Dark mode', slug: 'dark-mode' };
const LIGHT = { title: 'Light mode', slug: 'light-mode' };
const FORM = { title: 'Form', slug: 'form' };

type Row = [app: string, pattern: string, text: string, tags: (typeof DARK)[]];
/** Screens 1..n, in this order (the newest last). */
const SCREENS: Row[] = [
  ['ledgerly', 'paywall', 'Go premium Unlimited budgets', [DARK]],
  ['ledgerly', 'onboarding', 'Welcome to Ledgerly Track your budget', [DARK]],
  ['ledgerly', 'checkout', 'Review your order Pay now', [DARK, FORM]],
  ['ledgerly', 'settings', 'Settings Currency Notifications', [DARK]],
  ['notara', 'paywall', 'Notara Pro Unlock every notebook', [LIGHT]],
  ['notara', 'onboarding', 'Write your first note', [LIGHT]],
  ['notara', 'sign-up', 'Create your account Email Password', [LIGHT, FORM]],
  // Prints "paywall" but is no paywall: ranks below the paywalls (here: not among them at all).
  ['notara', 'settings', 'Hide the paywall banner Settings', [LIGHT]],
  ['stridekit', 'onboarding', 'Ready to run Set your goal', [DARK]],
  ['stridekit', 'paywall', 'Upgrade to Stridekit Plus', [DARK]],
  ['stridekit', 'checkout', 'Checkout Card number Expiry', [DARK, FORM]],
  ['stridekit', 'log-in', 'Welcome back Log in', [DARK, FORM]],
];

const LIBRARY: LibraryInput = {
  categories: [
    { kind: 'product', slug: 'finance', title: 'Finance' },
    { kind: 'product', slug: 'productivity', title: 'Productivity' },
    { kind: 'product', slug: 'health-fitness', title: 'Health & Fitness' },
    ...[
      ['paywall', 'Paywall'],
      ['onboarding', 'Onboarding'],
      ['checkout', 'Checkout'],
      ['settings', 'Settings'],
      ['sign-up', 'Sign up'],
      ['log-in', 'Log in'],
    ].map(([slug, title]) => ({ kind: 'pattern' as const, slug: slug as string, title: title as string })),
    { kind: 'flow', slug: 'upgrading', title: 'Upgrading to premium' },
    { kind: 'flow', slug: 'onboarding', title: 'Onboarding' },
    { kind: 'component', slug: 'button', title: 'Button' },
    { kind: 'component', slug: 'modal', title: 'Modal' },
    { kind: 'screen-types', slug: 'marketing', title: 'Marketing screens' },
    { kind: 'screen-types', slug: 'application', title: 'Application screens' },
  ],
  apps: [
    {
      title: 'Ledgerly',
      slug: 'ledgerly',
      logo: '/media/logos/ledgerly/thumb.webp',
      platform: 'ios',
      productCategorySlugs: ['finance'],
      description: 'Budgeting that keeps up with you.',
    },
    {
      title: 'Notara',
      slug: 'notara',
      logo: '/media/logos/notara/thumb.webp',
      platform: 'web',
      productCategorySlugs: ['productivity'],
      description: 'Notes that think with you.',
    },
    {
      title: 'Stridekit',
      slug: 'stridekit',
      logo: '/media/logos/stridekit/thumb.webp',
      platform: 'ios',
      productCategorySlugs: ['health-fitness'],
      description: 'Run further.',
    },
  ],
  screens: SCREENS.map(([appSlug, pattern, text, tags], index) => ({
    uuid: uuid(1, index + 1),
    appSlug,
    imageKey: `search/screen-${index + 1}`,
    width: 390,
    height: 844,
    screenType: 'application' as const,
    textInScreen: text,
    position: index,
    patternCategorySlugs: [pattern],
    tags,
  })),
  flows: [
    {
      uuid: uuid(2, 1),
      appSlug: 'ledgerly',
      title: 'Upgrading on Ledgerly',
      screenUuids: [uuid(1, 1), uuid(1, 3)],
      flowCategorySlugs: ['upgrading'],
    },
    {
      uuid: uuid(2, 2),
      appSlug: 'stridekit',
      title: 'Onboarding on Stridekit',
      screenUuids: [uuid(1, 9), uuid(1, 12)],
      flowCategorySlugs: ['onboarding'],
    },
  ],
  components: [
    {
      uuid: uuid(3, 1),
      screenUuid: uuid(1, 1),
      crop: { x: 0, y: 600, width: 390, height: 56 },
      imageKey: 'search/component-1',
      componentCategorySlugs: ['button'],
      tags: [DARK],
    },
    {
      uuid: uuid(3, 2),
      screenUuid: uuid(1, 8),
      crop: { x: 0, y: 200, width: 390, height: 300 },
      imageKey: 'search/component-2',
      componentCategorySlugs: ['modal'],
      tags: [LIGHT],
    },
  ],
};

let api: TestApi;
let pro: string;
beforeAll(async () => {
  api = await startTestApi();
  await api.container.libraryWriter.write(LIBRARY);
  pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
});
afterAll(async () => api?.close());

const get = (url: string, authorization?: string) =>
  api.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const search = async (q: string, authorization = pro) => {
  const response = await get(`/search?q=${encodeURIComponent(q)}`, authorization);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** Screen numbers (1..12) of a group of screens. */
const numbers = (items: { uuid: string }[]) => items.map((item) => Number(item.uuid.slice(-11)));
const screensOf = (pattern: string) =>
  SCREENS.flatMap(([, p], index) => (p === pattern ? [index + 1] : [])).reverse();
const categoryId = async (kind: string, slug: string): Promise<number> =>
  (await get(`/categories/${kind}/${slug}`)).json().id;

describe('GET /search reads what designers mean', () => {
  it('puts the paywall screens first for "paywall", above a screen that only prints the word', async () => {
    const body = await search('paywall');
    expect(body.reading.chips).toEqual([
      {
        kind: 'pattern',
        id: await categoryId('pattern', 'paywall'),
        slug: 'paywall',
        title: 'Paywall',
        words: ['paywall'],
        corrected: false,
        filter: { key: 'patternCategories', value: String(await categoryId('pattern', 'paywall')) },
      },
    ]);
    expect(numbers(body.screens.items)).toEqual(screensOf('paywall'));
    expect(body.screens.total).toEqual({ value: 3, exact: true });
    expect(numbers(body.screens.items)).not.toContain(8);
    expect(body.reading).toMatchObject({
      text: null,
      correctedFrom: null,
      filters: { patternCategories: String(await categoryId('pattern', 'paywall')) },
    });
    // Its synonyms find the same screens; the flows that hold them come with them.
    for (const word of ['upgrade', 'premium', 'subscribe'])
      expect(numbers((await search(word)).screens.items), word).toEqual(screensOf('paywall'));
    expect(body.flows.items.map((flow: { title: string }) => flow.title)).toEqual(['Upgrading on Ledgerly']);
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual(['paywall']);
  });

  it('shows checkout for "chekout" and says so, with the literal query a link away', async () => {
    const body = await search('chekout');
    expect(body.reading).toMatchObject({
      chips: [{ kind: 'pattern', slug: 'checkout', words: ['chekout'], corrected: true }],
      text: null,
      correctedFrom: 'chekout',
      correctedTo: 'checkout',
    });
    expect(numbers(body.screens.items)).toEqual(screensOf('checkout'));
    const literal = (await get('/search?q=chekout&literal=1', pro)).json();
    expect(literal.reading).toMatchObject({ chips: [], text: 'chekout', correctedFrom: null });
    expect(literal.screens.total.value).toBe(0);
  });

  it('reads "dark onboarding ios" as three chips and puts them in the address', async () => {
    const onboarding = await categoryId('pattern', 'onboarding');
    const body = await search('dark onboarding ios');
    expect(
      body.reading.chips.map((chip: { kind: string; title: string }) => `${chip.kind}:${chip.title}`),
    ).toEqual(['tag:Dark mode', 'pattern:Onboarding', 'platform:iOS']);
    expect(body.reading.filters).toEqual({
      platforms: 'ios',
      patternCategories: String(onboarding),
      tags: 'dark-mode',
    });
    // Onboarding screens, dark, on iOS: Ledgerly's and Stridekit's, not Notara's (light, web).
    expect(numbers(body.screens.items)).toEqual([9, 2]);
    // The address asked again, without q: the same chips (from the filters: no words), the same screens.
    const again = (await get(`/search?platforms=ios&pattern_cats=${onboarding}&tags=dark-mode`, pro)).json();
    expect(
      again.reading.chips.map((chip: { slug: string; words: string[] }) => [chip.slug, chip.words]),
    ).toEqual([
      ['onboarding', []],
      ['dark-mode', []],
      ['ios', []],
    ]);
    expect(numbers(again.screens.items)).toEqual([9, 2]);
    expect(again.query).toBe('');
  });

  it('keeps the words it does not understand as screen text, with the chips', async () => {
    const body = await search('ledgerly budget');
    expect(body.reading).toMatchObject({
      chips: [{ kind: 'app', slug: 'ledgerly' }],
      text: 'budget',
      filters: { textInScreen: 'budget' },
    });
    // Words are matched as the screens print them ("budget", not "budgets").
    expect(numbers(body.screens.items)).toEqual([2]);
    expect(body.apps.items.map((app: { slug: string }) => app.slug)).toEqual(['ledgerly']);
  });

  it('groups apps, screens, flows and components, each with its total', async () => {
    const body = await search('stridekit');
    expect(body.apps).toMatchObject({ items: [{ slug: 'stridekit' }], total: { value: 1, exact: true } });
    expect(numbers(body.screens.items)).toEqual([12, 11, 10, 9]);
    expect(body.flows).toMatchObject({ items: [{ title: 'Onboarding on Stridekit' }], total: { value: 1 } });
    expect(body.components.total.value).toBe(0);
    // A UI element: its components; a tag: its screens and components.
    const modal = await search('dialog');
    expect(modal.reading.chips).toMatchObject([{ kind: 'element', slug: 'modal' }]);
    expect(modal.components.items.map((c: { uuid: string }) => c.uuid)).toEqual([uuid(3, 2)]);
    expect(modal.apps.total.value).toBe(0);
    const light = await search('light');
    expect(numbers(light.screens.items)).toEqual([8, 7, 6, 5]);
    expect(light.components.items.map((c: { uuid: string }) => c.uuid)).toEqual([uuid(3, 2)]);
    // Two tags: screens carrying both.
    expect(numbers((await search('dark form')).screens.items)).toEqual([12, 11, 3]);
    // Text alone: apps by name or description, screens by their words.
    const budget = await search('budgeting');
    expect(budget.apps.items.map((app: { slug: string }) => app.slug)).toEqual(['ledgerly']);
  });

  it('refuses a search of nothing and a malformed tag, naming the field', async () => {
    for (const [url, message] of [
      ['/search', 'q must not be empty'],
      ['/search?q=%20%20', 'q must not be empty'],
      ['/search?tags=Dark%20mode', 'tags must be comma-separated tag slugs; not valid: "dark mode"'],
      ['/search?q=x&literal=yes', 'literal must be 1 (on) or 0 (off)'],
    ] as const) {
      const response = await get(url, pro);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(message);
    }
    // A tag or a category the library does not have finds nothing, without a chip.
    const unknown = (await get('/search?tags=no-such-tag&pattern_cats=999999', pro)).json();
    expect(unknown.reading.chips).toEqual([]);
    expect(unknown.screens.total.value).toBe(0);
  });
});

describe('the search quota with the new search', () => {
  it('spends one search per new search for a free member, none for the same search in another form, and refuses the ninth', async () => {
    const { authorization } = await signIn(api.app, 'free-searcher@example.com');
    const count = async () =>
      (await get('/me/activity?action=sync_visit_count', authorization)).json().search.count;
    // The counter after a search, as the hook says it (the BFF keeps it in the search_data cookie).
    const counter = (response: { headers: Record<string, unknown> }) =>
      readSearchData(response.headers[SEARCH_DATA_HEADER] as string | undefined);
    const counted = async (url: string) => {
      const response = await get(url, authorization);
      expect(response.statusCode, response.body).toBe(200);
      return counter(response)?.count;
    };
    const paywall = await categoryId('pattern', 'paywall');
    const started = api.clock.now().getTime();
    const first = await get('/search?q=paywall', authorization);
    expect(first.json()).not.toHaveProperty('quota');
    expect(counter(first)).toEqual({ count: 1, timestamp: expect.any(Number) });
    expect(Math.abs((counter(first)?.timestamp ?? 0) - started)).toBeLessThan(60_000);
    // The same search: typed again, its address without q, and the first page of the grid it sees all in.
    expect(await counted('/search?q=paywalls')).toBe(1);
    expect(await counted(`/search?pattern_cats=${paywall}`)).toBe(1);
    expect(await counted(`/screens?pattern_cats=${paywall}`)).toBe(1);
    expect(await count()).toBe(1);
    for (const [index, q] of [
      'onboarding',
      'checkout',
      'settings',
      'sign up',
      'log in',
      'budget',
      'dark',
    ].entries())
      expect(await counted(`/search?q=${encodeURIComponent(q)}`), q).toBe(index + 2);
    const ninth = await get('/search?q=notara', authorization);
    expect(ninth.statusCode).toBe(429);
    // Refused, it says the counter it was refused at.
    expect(counter(ninth)?.count).toBe(8);
    expect(ninth.json()).toMatchObject({
      code: 'search_limit_reached',
      message: "You've used all 8 daily searches. Upgrade to Pro for unlimited searches",
    });
  });

  it('answers capped viewers with tiles, whole only for Pro, and never finds a restricted screen by its hidden words', async () => {
    const { authorization } = await signIn(api.app, 'free-tiles@example.com');
    const free = await search('paywall', authorization);
    expect(free.screens.items.length).toBeGreaterThan(0);
    for (const screen of free.screens.items)
      expect(screen).toMatchObject({ textInScreen: null, image: { full: null } });
    const whole = (await search('paywall')).screens.items[0];
    expect(whole.textInScreen).toEqual(expect.any(String));
    expect(whole.image.full).toEqual(expect.any(String));
    // Screen 4 becomes restricted: its words ("Currency") find it for Pro only, in screens and components.
    await api.container.database.db
      .updateTable('screens')
      .set({ is_restricted: true })
      .where('uuid', '=', uuid(1, 4))
      .execute();
    expect((await search('currency')).screens.total.value).toBe(1);
    const hidden = await search('currency', (await signIn(api.app, 'free-hidden@example.com')).authorization);
    expect(hidden.screens.total.value).toBe(0);
    expect(hidden.components.total.value).toBe(0);
  });

  it('asks a visitor to sign in to search', async () => {
    const response = await get('/search?q=paywall');
    expect(response.statusCode).toBe(401);
    expect(response.headers[SEARCH_DATA_HEADER]).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'search_requires_sign_in' });
  });
});

describe('GET /search/suggest', () => {
  it('answers visitors while typing, apps with their logos, at most eight, spending and counting nothing', async () => {
    const device = { 'x-device-id': 'suggest-visitor-device-0001', ip_origin: '203.0.113.77' };
    const visits = async () =>
      (
        await api.app.inject({ method: 'GET', url: '/me/activity?action=sync_visit_count', headers: device })
      ).json().visit_count;
    const before = await visits();
    const response = await api.app.inject({ method: 'GET', url: '/search/suggest?q=led', headers: device });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      query: 'led',
      items: [
        {
          kind: 'app',
          id: expect.any(Number),
          slug: 'ledgerly',
          title: 'Ledgerly',
          logo: '/media/logos/ledgerly/thumb.webp',
          count: 4,
          corrected: false,
        },
      ],
    });
    for (const q of ['o', 'on', 'onb', 'chekou', 'dark', 'io'])
      expect(
        (await api.app.inject({ method: 'GET', url: `/search/suggest?q=${q}`, headers: device })).statusCode,
      ).toBe(200);
    expect(await visits()).toBe(before);
    const free = (await signIn(api.app, 'free-suggester@example.com')).authorization;
    const typed = (await get('/search/suggest?q=chekou', free)).json();
    expect(typed.items[0]).toMatchObject({ kind: 'pattern', slug: 'checkout', corrected: true });
    expect((await get('/me/activity?action=sync_visit_count', free)).json().search.count).toBe(0);
    expect((await get('/search/suggest?q=', free)).json()).toEqual({ query: '', items: [] });
    expect((await get(`/search/suggest?q=${'x'.repeat(201)}`, free)).statusCode).toBe(400);
    expect((await get('/search/suggest?q=s', free)).json().items.length).toBeLessThanOrEqual(8);
  });

  it('knows what the library writer adds as soon as it is written', async () => {
    expect((await get('/search/suggest?q=quizz')).json().items).toEqual([]);
    await api.container.libraryWriter.write({
      categories: [],
      apps: [
        { title: 'Quizzle', slug: 'quizzle', logo: '/media/logos/quizzle/thumb.webp', platform: 'android' },
      ],
      screens: [],
      flows: [],
      components: [],
    });
    expect((await get('/search/suggest?q=quizz')).json().items).toMatchObject([
      { kind: 'app', slug: 'quizzle' },
    ]);
    expect((await search('quizzle')).reading.chips).toMatchObject([{ kind: 'app', slug: 'quizzle' }]);
  });
});

describe('the patterns copied onto flows and components', () => {
  it('follow a screen written again with another pattern (the flows of /search, the components grid)', async () => {
    expect((await search('paywall')).flows.items.map((flow: { title: string }) => flow.title)).toEqual([
      'Upgrading on Ledgerly',
    ]);
    const paywall = await categoryId('pattern', 'paywall');
    const components = async () =>
      (await get(`/components?pattern_cats=${paywall}`, pro))
        .json()
        .items.map((c: { uuid: string }) => c.uuid);
    expect(await components()).toEqual([uuid(3, 1)]);
    const screen = LIBRARY.screens[0];
    if (!screen) throw new Error('no screen 1');
    await api.container.libraryWriter.write({
      categories: [],
      apps: [],
      screens: [{ ...screen, patternCategorySlugs: ['settings'] }],
      flows: [],
      components: [],
    });
    const after = await search('paywall');
    expect(after.flows.total.value).toBe(0);
    expect(await components()).toEqual([]);
    expect((await search('settings')).flows.items.map((flow: { title: string }) => flow.title)).toEqual([
      'Upgrading on Ledgerly',
    ]);
  });

  it('follow an app written again on another platform (its screens are found by the new one)', async () => {
    expect(numbers((await search('web')).screens.items)).toEqual([8, 7, 6, 5]);
    const notara = LIBRARY.apps.find((app) => app.slug === 'notara');
    if (!notara) throw new Error('no Notara');
    await api.container.libraryWriter.write({
      categories: [],
      apps: [{ ...notara, platform: 'android' }],
      screens: [],
      flows: [],
      components: [],
    });
    expect((await search('web')).screens.total.value).toBe(0);
    expect(numbers((await search('android light')).screens.items)).toEqual([8, 7, 6, 5]);
  });
});
