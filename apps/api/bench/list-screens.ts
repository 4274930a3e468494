/**
 * Benchmark: list and count screens on a large library (metadata only, images shared).
 * Usage: pnpm --filter @pageshelf/api bench [--screens 200000] [--database-url postgres://…]
 * Prints the time of the first page and of its capped total for common filters.
 *
 * The library is seeded with its own SQL (screens and their pattern links, generated in the server),
 * not with `pnpm library demo --screens N`: that writes a realistic library (components, flows, tags,
 * real screen words, through the app's writer) but about half as fast (2026-11-23, 100,000 screens on
 * the 2-core box under load: SQL 14-17 s, generator 31 s), and this benchmark only reads screens. Run
 * the generator into a DATABASE_URL first for query timings on a realistic library.
 */
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { NO_FILTERS } from '../src/repositories/content-filters.js';
import { ScreensRepository } from '../src/repositories/screens.repository.js';

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const screens = Number(arg('screens') ?? 200_000);
const url = arg('database-url');
const database = await openDatabase({ url, schema: url ? `bench_${process.pid}` : undefined });
await migrate(database);
const { db } = database;

const started = performance.now();
await sql`INSERT INTO categories (kind, title, slug) SELECT 'pattern', 'Pattern ' || n, 'pattern-' || n FROM generate_series(1, 20) n`.execute(
  db,
);
await sql`INSERT INTO apps (title, slug, logo, platform) SELECT 'App ' || n, 'app-' || n, '/media/logos/app/thumb.webp', (ARRAY['ios','android','web'])[1 + n % 3] FROM generate_series(1, 500) n`.execute(
  db,
);
const words = [
  'sign',
  'up',
  'log',
  'in',
  'settings',
  'pricing',
  'checkout',
  'welcome',
  'profile',
  'search',
  'upgrade',
  'trial',
  'dashboard',
  'notifications',
  'account',
];
await sql`
  INSERT INTO screens (uuid, app_id, image_key, width, height, screen_type, text_in_screen, is_restricted, position)
  SELECT md5(n::text)::uuid, 1 + n % 500, 'demo/shared/000', 390, 844,
         CASE WHEN n % 7 = 0 THEN 'marketing' ELSE 'application' END,
         ${sql.lit(words.join(' '))}::text || ' ' || (ARRAY[${sql.join(words.map((w) => sql.lit(w)))}])[1 + n % ${sql.lit(words.length)}] || ' screen ' || n,
         n % 11 = 0, n / 500
  FROM generate_series(1, ${screens}) n`.execute(db);
await sql`INSERT INTO screen_categories (screen_id, category_id) SELECT id, (SELECT min(id) FROM categories) + id % 20 FROM screens`.execute(
  db,
);
await sql`ANALYZE`.execute(db);
console.log(
  `${database.kind}: loaded ${screens.toLocaleString()} screens in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const repo = new ScreensRepository(db);
const pattern = (await db.selectFrom('categories').select('id').limit(1).executeTakeFirstOrThrow()).id;
const cases: [string, typeof NO_FILTERS][] = [
  ['no filter', NO_FILTERS],
  ['text_in_screen=pricing', { ...NO_FILTERS, textInScreen: 'pricing' }],
  ['text_in_screen=screen 12345', { ...NO_FILTERS, textInScreen: 'screen 12345' }],
  ['screen_types=marketing', { ...NO_FILTERS, screenTypes: ['marketing'] }],
  ['pattern_cats=<one>', { ...NO_FILTERS, patternCategories: [pattern] }],
  ['apps=<one>', { ...NO_FILTERS, apps: [42] }],
];
for (const [name, filters] of cases) {
  const times: number[] = [];
  let total = { value: 0, exact: true };
  let next: number[] | null = null;
  for (let run = 0; run < 5; run += 1) {
    const t = performance.now();
    const page = await repo.listScreens(filters, 'recent', { after: null, limit: 30 });
    times.push(performance.now() - t);
    total = page.total;
    next = page.next;
  }
  const t2 = performance.now();
  if (next) await repo.listScreens(filters, 'recent', { after: next, limit: 30 });
  const second = performance.now() - t2;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(30)} first page median ${times[2]?.toFixed(1)} ms, second page ${second.toFixed(1)} ms, total ${total.exact ? '' : '≥'}${total.value.toLocaleString()}`,
  );
}
if (url) await sql`DROP SCHEMA ${sql.id(`bench_${process.pid}`)} CASCADE`.execute(db);
await database.close();
