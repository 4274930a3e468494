import { generateDemoLibrary } from '@pageshelf/library';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalMediaStore } from '../src/media/media-store.js';
import { type ListFilters, NO_FILTERS } from '../src/repositories/content-filters.js';
import { TOTAL_COUNT_CAP } from '../src/repositories/content-parts.js';
import type { ScreenReading, ScreensRepository } from '../src/repositories/screens.repository.js';
import { signIn } from './support/sign-in.js';
import { statementsOf } from './support/statements.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * Search over a generated library (3,000 screens of a Zipf vocabulary: common, mid and rare words): every
 * way of reading a page gives the rows a plain reading of the texts gives, totals are capped with an
 * estimate, and the RUM index (PostgreSQL with rum) serves only the ordered reading.
 */
let api: TestApi;
let content: ScreensRepository;
let pro: string;
let rum: boolean;
interface Row {
  id: number;
  words: Set<string>;
  patterns: number[];
  restricted: boolean;
}
let rows: Row[];
let common: string;
let mid: string;
let rare: string;
let category: number;

beforeAll(async () => {
  // Its own database: it checks what VACUUM leaves, which another suite's open transaction would hold back.
  api = await startTestApi({ ownDatabase: true });
  await generateDemoLibrary(api.container.libraryWriter, new LocalMediaStore('/nonexistent'), {
    screens: 3_000,
    appCount: 12,
    seed: 3,
    images: false,
  });
  content = api.container.content.screens;
  pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
  const { db } = api.container.database;
  rum = (
    await sql<{ present: boolean }>`select to_regclass('screens_text_order') is not null as present`.execute(
      db,
    )
  ).rows[0]?.present as boolean;
  // The words as PostgreSQL's parser splits the text ("$16.99" is one word), read apart from the index.
  rows = (
    await sql<{ id: number; words: string[]; pattern_ids: number[]; is_restricted: boolean }>`
      select id, tsvector_to_array(to_tsvector('simple', text_in_screen)) as words, pattern_ids, is_restricted
      from screens`.execute(db)
  ).rows.map((row) => ({
    id: row.id,
    words: new Set(row.words),
    patterns: row.pattern_ids,
    restricted: row.is_restricted,
  }));
  const counts = new Map<string, number>();
  for (const row of rows) for (const word of row.words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const byCount = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const plain = byCount.filter(([word]) => /^\p{L}+$/u.test(word));
  common = byCount[0]?.[0] ?? '';
  mid = plain.find(([word, n]) => n >= 25 && n <= 60 && word.length >= 5)?.[0] ?? '';
  // A rare word that begins no other word: the exact count is its own.
  rare =
    plain.find(
      ([word, n]) =>
        n === 2 && word.length >= 6 && !plain.some(([other]) => other !== word && other.startsWith(word)),
    )?.[0] ?? '';
  const perCategory = new Map<number, number>();
  for (const row of rows) for (const id of row.patterns) perCategory.set(id, (perCategory.get(id) ?? 0) + 1);
  category = [...perCategory.entries()].sort((a, b) => b[1] - a[1])[1]?.[0] ?? 0;
}, 180_000);
afterAll(async () => api?.close());

/** The rows a plain reading of the texts gives for a tsquery of the shape the repository writes. */
function expected(tsquery: string, filters: ListFilters): number[] {
  const parts = tsquery.split(' & ').map((part) => {
    if (part.endsWith(':*')) {
      const prefix = part.slice(0, -2);
      return (words: Set<string>) => [...words].some((word) => word.startsWith(prefix));
    }
    const alternatives = part.replace(/[()]/g, '').split(' | ');
    return (words: Set<string>) => alternatives.some((word) => words.has(word));
  });
  return rows
    .filter(
      (row) =>
        parts.every((matches) => matches(row.words)) &&
        (filters.restrictedText || !row.restricted) &&
        (filters.patternCategories.length === 0 ||
          row.patterns.some((id) => filters.patternCategories.includes(id))),
    )
    .map((row) => row.id)
    .sort((a, b) => b - a);
}

describe('search over a generated library', () => {
  it('is settled once written, as autovacuum would leave it later: tables all visible, no index entries pending', async () => {
    const { db } = api.container.database;
    const pages = await sql<{ name: string; pages: number; visible: number }>`
      select relname as name, relpages as pages, relallvisible as visible from pg_class
      where relname in ('screens', 'screen_categories', 'apps') order by relname`.execute(db);
    for (const table of pages.rows) expect(table, table.name).toMatchObject({ visible: table.pages });
    // The apps' counts rewrite every app after the load: their entries are merged into the title index.
    const pending = await sql<{ pages: number }>`
      select gin_clean_pending_list('apps_title_trgm'::regclass)::int as pages`.execute(db);
    expect(pending.rows[0]?.pages).toBe(0);
  });

  it('has common, mid and rare words', () => {
    expect(rows).toHaveLength(3_000);
    expect(rows.filter((row) => row.words.has(common)).length).toBeGreaterThan(TOTAL_COUNT_CAP);
    expect(mid).not.toBe('');
    expect(rare).not.toBe('');
  });

  it('gives the same rows whichever way a page is read, and those of a plain reading of the texts', async () => {
    const readings: ScreenReading[] = ['newest', 'sorted', 'blocks', ...(rum ? (['index'] as const) : [])];
    for (const text of [common, mid, rare, mid.slice(0, 3), 'zqxjv', `${common} ${mid}`])
      for (const patternCategories of [[], [category]])
        for (const restrictedText of [true, false])
          for (const key of ['textInScreen', 'term'] as const) {
            const filters: ListFilters = { ...NO_FILTERS, [key]: text, patternCategories, restrictedText };
            const shape = await content.screenShape(filters);
            // Words on most screens with a pattern: its screens listed, the words checked on each.
            expect(shape.commonText === true, `${key} ${text} ${JSON.stringify(patternCategories)}`).toBe(
              key === 'textInScreen' && text === common && patternCategories.length > 0,
            );
            // A term that names an app or a category also finds their screens: not a plain reading of texts.
            if (shape.termApps.length > 0 || shape.termCategories.length > 0) continue;
            const words = shape.text ?? shape.termText ?? '';
            const all = expected(words, filters);
            const label = `${key} ${text} ${JSON.stringify(patternCategories)} ${restrictedText} (${words})`;
            for (const reading of [undefined, ...readings]) {
              const force = reading ? { reading } : {};
              const first = await content.listScreens(filters, 'recent', { after: null, limit: 10 }, force);
              expect(
                first.items.map((item) => item.id),
                `${label} ${reading}`,
              ).toEqual(all.slice(0, 10));
              expect(first.total, `${label} ${reading}`).toMatchObject(
                all.length <= TOTAL_COUNT_CAP
                  ? { value: all.length, exact: true }
                  : { value: TOTAL_COUNT_CAP, exact: false },
              );
              if (!first.next) continue;
              const second = await content.listScreens(
                filters,
                'recent',
                { after: first.next, limit: 10 },
                force,
              );
              expect(
                second.items.map((item) => item.id),
                `${label} ${reading} page 2`,
              ).toEqual(all.slice(10, 20));
            }
          }
  }, 120_000);

  it('reads chips met in their vector (one reading for the page and the count) as the link tables read them', async () => {
    const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);
    const others = [...new Set(rows.flatMap((row) => row.patterns))].filter((id) => id !== category);
    let compared = 0;
    for (const platforms of [['ios'], ['android'], ['web'], ['ios', 'web']] as const)
      for (const patternCategories of [[category], [category, ...others.slice(0, 1)], others.slice(-1)]) {
        const filters: ListFilters = {
          ...NO_FILTERS,
          patternCategories,
          platforms: [...platforms],
          restrictedText: true,
        };
        const label = `${platforms.join(',')} ${JSON.stringify(patternCategories)}`;
        const byLinks = await content.listScreens(filters, 'recent', { after: null, limit: 10 });
        // The vector's index is read once for the first page and its count.
        const executor = api.container.database.db.getExecutor();
        const run = executor.executeQuery.bind(executor);
        const statements: string[] = [];
        const spy = vi.spyOn(executor, 'executeQuery').mockImplementation((query) => {
          statements.push(query.sql);
          return run(query);
        });
        let byVector: Awaited<ReturnType<ScreensRepository['listScreens']>>;
        try {
          byVector = await content.listScreens({ ...filters, vectorChips: true }, 'recent', {
            after: null,
            limit: 10,
          });
        } finally {
          spy.mockRestore();
        }
        expect(statements.filter((text) => text.includes('chips @@')).length, label).toBe(
          byVector.total.exact ? 1 : 2,
        );
        expect(ids(byVector), label).toEqual(ids(byLinks));
        expect(byVector.next, label).toEqual(byLinks.next);
        const { value, exact } = byLinks.total;
        expect(byVector.total, label).toMatchObject({ value, exact });
        if (byLinks.items.length > 0) compared += 1;
        if (!byLinks.next) continue;
        const second = (vectorChips: boolean) =>
          content.listScreens({ ...filters, vectorChips }, 'recent', { after: byLinks.next, limit: 10 });
        expect(ids(await second(true)), `${label} page 2`).toEqual(ids(await second(false)));
      }
    expect(compared).toBeGreaterThan(3);
  });

  it('counts up to the cap, then says "at least" with the planner\'s estimate', async () => {
    const { status, body } = await api.app
      .inject({ method: 'GET', url: `/screens?text_in_screen=${common}`, headers: { authorization: pro } })
      .then((response) => ({ status: response.statusCode, body: response.json() }));
    expect(status).toBe(200);
    expect(body.total).toMatchObject({ value: TOTAL_COUNT_CAP, exact: false });
    expect(body.total.estimate).toBeGreaterThan(TOTAL_COUNT_CAP);
    const search = await api.app.inject({
      method: 'GET',
      url: `/search?q=${common}`,
      headers: { authorization: pro },
    });
    expect(search.json().screens.total).toMatchObject({ value: TOTAL_COUNT_CAP, exact: false });
    const exact = await api.app.inject({
      method: 'GET',
      url: `/screens?text_in_screen=${rare}`,
      headers: { authorization: pro },
    });
    expect(exact.json().total).toEqual({
      value: rows.filter((row) => row.words.has(rare)).length,
      exact: true,
    });
  });

  it('counts a list without filters, or of one word the statistics know, without asking the planner: its figure is theirs', async () => {
    const { db } = api.container.database;
    const plannerRows = async (where: string) => {
      const { rows } = await sql<{ 'QUERY PLAN': unknown }>`${sql.raw(
        `explain (format json) select 1 from screens ${where}`,
      )}`.execute(db);
      const raw = rows[0]?.['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
      return plan[0].Plan['Plan Rows'];
    };
    const {
      statements,
      result: [all, word],
    } = await statementsOf(api.container.database.db, async () => [
      await content.listScreens(NO_FILTERS, 'recent', { after: null, limit: 10 }),
      await content.listScreens({ ...NO_FILTERS, textInScreen: common, restrictedText: true }, 'recent', {
        after: null,
        limit: 10,
      }),
    ]);
    expect(statements.filter((text) => text.startsWith('explain'))).toEqual([]);
    expect(all?.total).toEqual({ value: TOTAL_COUNT_CAP, exact: false, estimate: await plannerRows('') });
    expect(word?.total).toEqual({
      value: TOTAL_COUNT_CAP,
      exact: false,
      estimate: await plannerRows(`where text_search @@ to_tsquery('simple', '${common}')`),
    });
  });

  it("estimates a search's screens past the cap from the counts the library keeps, without asking the planner", async () => {
    const { db } = api.container.database;
    const { title } = await db
      .selectFrom('categories')
      .select('title')
      .where('id', '=', category)
      .executeTakeFirstOrThrow();
    const carrying = rows.filter((row) => row.patterns.includes(category)).length;
    expect(carrying).toBeGreaterThan(TOTAL_COUNT_CAP);
    const iosApps = await db
      .selectFrom('apps')
      .select('screen_count')
      .where('platform', '=', 'ios')
      .execute();
    const ios = iosApps.reduce((sum, app) => sum + app.screen_count, 0);
    const search = (q: string) =>
      api.app
        .inject({ method: 'GET', url: `/search?q=${encodeURIComponent(q)}`, headers: { authorization: pro } })
        .then((response) => response.json().screens.total);
    const {
      statements,
      result: [pattern, platform],
    } = await statementsOf(api.container.database.db, async () => [await search(title), await search('ios')]);
    // One chip: the count the library keeps, exactly (the pattern's screens, the iOS apps' screens).
    expect(pattern).toEqual({ value: TOTAL_COUNT_CAP, exact: false, estimate: carrying });
    expect(platform).toEqual({ value: TOTAL_COUNT_CAP, exact: false, estimate: ios });
    expect(statements.filter((text) => text.startsWith('explain'))).toEqual([]);
  });

  it('takes a common last word as typed, completes an unfinished one, or keeps it a prefix', async () => {
    const known = new Set(rows.flatMap((row) => [...row.words]));
    const unfinished =
      [4, 3, 5].map((length) => mid.slice(0, length)).find((prefix) => !known.has(prefix)) ?? '';
    expect(unfinished).not.toBe('');
    const shape = await content.screenShape({ ...NO_FILTERS, textInScreen: `${common} ${unfinished}` });
    expect(shape.text).toMatch(new RegExp(`^${common} & \\(${unfinished}( \\| [\\p{L}\\p{N}]+)+\\)$`, 'u'));
    expect(shape.text).toContain(mid);
    expect((await content.screenShape({ ...NO_FILTERS, textInScreen: `${mid} ${common}` })).text).toBe(
      `${mid} & ${common}`,
    );
    expect((await content.screenShape({ ...NO_FILTERS, textInScreen: 'zqxjv' })).text).toBe('zqxjv:*');
  });

  it('answers search text that looks like query syntax, or has no words, with 200', async () => {
    for (const text of ['!!!', "a & b | !c:*( 'd'", '%_\\', '#12', 'sign:* <-> in']) {
      for (const url of [
        `/screens?text_in_screen=${encodeURIComponent(text)}`,
        `/screens?term=${encodeURIComponent(text)}`,
        `/search?q=${encodeURIComponent(text)}`,
      ]) {
        const response = await api.app.inject({ method: 'GET', url, headers: { authorization: pro } });
        expect(response.statusCode, url).toBe(200);
      }
    }
    // "#12" is the word 12, never the category's own word in the search vector.
    const totalOf = async (text: string) =>
      (
        await api.app.inject({
          method: 'GET',
          url: `/screens?text_in_screen=${encodeURIComponent(text)}`,
          headers: { authorization: pro },
        })
      ).json().total;
    expect(await totalOf(`#${category}`)).toEqual(await totalOf(String(category)));
  });

  it('keeps the pattern categories on the row and the counts of apps in step with the links', async () => {
    const { db } = api.container.database;
    const mismatched = await sql<{ n: string }>`
      select count(*) as n from screens s
      where s.pattern_ids is distinct from coalesce(
        (select array_agg(category_id order by category_id) from screen_categories l where l.screen_id = s.id),
        '{}')`.execute(db);
    expect(Number(mismatched.rows[0]?.n)).toBe(0);
    const apps = await sql<{ n: string }>`
      select count(*) as n from apps a
      where a.screen_count <> (select count(*) from screens s where s.app_id = a.id)
         or a.flow_count <> (select count(*) from flows f where f.app_id = a.id)
         or a.component_count <> (select count(*) from components c where c.app_id = a.id)`.execute(db);
    expect(Number(apps.rows[0]?.n)).toBe(0);
  });

  it('reads the page of one word the statistics know beside its count, not after it', async () => {
    const { db } = api.container.database;
    const executor = db.getExecutor();
    const run = executor.executeQuery.bind(executor);
    const events: string[] = [];
    const kindOf = (text: string) =>
      /count\(\*\)/.test(text) && /"capped"/.test(text)
        ? 'count'
        : /order by screens\.id/.test(text)
          ? 'page'
          : null;
    const spy = vi.spyOn(executor, 'executeQuery').mockImplementation(async (query) => {
      const kind = kindOf(query.sql);
      if (kind) events.push(`${kind} asked`);
      const result = await run(query);
      if (kind) events.push(`${kind} answered`);
      return result;
    });
    try {
      for (const text of [mid, common]) {
        events.length = 0;
        const read = await content.listScreens(
          { ...NO_FILTERS, textInScreen: text, restrictedText: true },
          'recent',
          { after: null, limit: 10 },
        );
        expect(read.items.map((item) => item.id)).toEqual(
          expected(text, { ...NO_FILTERS, restrictedText: true }).slice(0, 10),
        );
        expect(events.indexOf('page asked'), `${text}: ${events.join(', ')}`).toBeLessThan(
          events.indexOf('count answered'),
        );
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('reads a page block by block of 4,096 ids, asking for older blocks until the page is full', async () => {
    const { db } = api.container.database;
    const app = await db.selectFrom('apps').select('slug').orderBy('id').executeTakeFirstOrThrow();
    // A word on 30 screens of block 5 (ids from 5 × 4,096) and 4 of block 9, none in between.
    const write = async (from: number, count: number) => {
      await sql`alter table screens alter column id restart with ${sql.lit(from)}`.execute(db);
      await api.container.libraryWriter.write({
        categories: [],
        apps: [],
        screens: Array.from({ length: count }, (_, index) => ({
          uuid: `00000000-0000-4000-8000-${String(from + index).padStart(12, '0')}`,
          appSlug: app.slug,
          imageKey: `blocks/${from + index}`,
          width: 780,
          height: 1688,
          screenType: 'application' as const,
          textInScreen: `blockword ${common}`,
          position: 10_000 + index,
        })),
        flows: [],
        components: [],
      });
    };
    await write(5 * 4_096 + 10, 30);
    await write(9 * 4_096 + 100, 4);
    const ids = (
      await db
        .selectFrom('screens')
        .select('id')
        .where('text_in_screen', 'like', 'blockword %')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.id);
    expect(ids).toHaveLength(34);
    const filters: ListFilters = { ...NO_FILTERS, textInScreen: 'blockword', restrictedText: true };
    const statements: string[] = [];
    const executor = db.getExecutor();
    const run = executor.executeQuery.bind(executor);
    const spy = vi.spyOn(executor, 'executeQuery').mockImplementation((query) => {
      statements.push(query.sql);
      return run(query);
    });
    try {
      const first = await content.listScreens(
        filters,
        'recent',
        { after: null, limit: 10 },
        { reading: 'blocks' },
      );
      expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 10));
      // Block 9 first (4 screens, not a page), then blocks below it (the 30 of block 5).
      expect(statements.filter((text) => text.includes('order by screens.id + 0 desc'))).toHaveLength(2);
      const second = await content.listScreens(
        filters,
        'recent',
        { after: first.next, limit: 10 },
        { reading: 'blocks' },
      );
      expect(second.items.map((item) => item.id)).toEqual(ids.slice(10, 20));
      // Read as it would be without forcing: all 34, whichever reading it takes.
      const all = await content.listScreens(filters, 'recent', { after: null, limit: 50 });
      expect(all.items.map((item) => item.id)).toEqual(ids);
    } finally {
      spy.mockRestore();
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets only the ordered reading use the RUM index, where rum is installed',
    async () => {
      if (!rum) return;
      const { db } = api.container.database;
      const plan = async (query: string) =>
        (await sql<{ 'QUERY PLAN': string }>`${sql.raw(`explain ${query}`)}`.execute(db)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      await sql`set enable_seqscan = off`.execute(db);
      try {
        expect(
          await plan(
            `select id from screens where text_search @@ to_tsquery('simple', '${mid}') and id >= 0 order by id <=| 2147483647 limit 10`,
          ),
        ).toContain('screens_text_order');
        expect(
          await plan(`select count(*) from screens where text_search @@ to_tsquery('simple', '${common}')`),
        ).not.toContain('screens_text_order');
        expect(
          await plan(
            `select id from screens where text_search @@ to_tsquery('simple', '${mid}') and id < 2000 order by id desc limit 10`,
          ),
        ).not.toContain('screens_text_order');
      } finally {
        await sql`reset enable_seqscan`.execute(db);
      }
    },
  );
});
