import type {
  CaptureState,
  CaptureWrite,
  CaptureWriter,
  LibraryBatch,
  LibraryHead,
  LibraryInput,
  LibraryWriter as LibraryWriterPort,
} from '@pageshelf/library';
import { likenessWords, textSketch } from '@pageshelf/library/likeness';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { CategoryKind, DB } from '../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Rows per statement: arrays are bound as one parameter each (unnest), so this only bounds memory. */
const CHUNK = 5_000;

interface Resolved {
  categoryId(kind: CategoryKind, slug: string): number;
  /** App ids by slug, filled as apps are written or looked up. */
  apps: Map<string, number>;
}

/**
 * Writes library content idempotently (upserts keyed by slug and uuid), so the demo generator, the
 * importer and test fixtures share one path into the database. Rows go in set-based statements of a
 * few thousand (arrays bound with unnest), not one statement per row.
 */
export class LibraryWriter implements LibraryWriterPort, CaptureWriter {
  constructor(private readonly db: Kysely<DB>) {}

  /** What a capture run compares with: the app's screens, their newest picture and version. */
  async captureState(appSlug: string): Promise<CaptureState> {
    const app = await this.db.selectFrom('apps').select('id').where('slug', '=', appSlug).executeTakeFirst();
    if (!app) return { appExists: false, nextPosition: 0, screens: new Map() };
    const { rows } = await sql<{
      uuid: string;
      image_key: string;
      text_in_screen: string;
      position: number;
      version: number;
      captured: boolean;
    }>`
      select s.uuid::text as uuid, s.image_key, s.text_in_screen, s.position,
             coalesce((select max(v.number) from screen_versions v where v.screen_id = s.id), 1)::int as version,
             s.source_url is not null as captured
      from screens s where s.app_id = ${app.id}`.execute(this.db);
    return {
      appExists: true,
      nextPosition: rows.reduce((next, row) => Math.max(next, row.position + 1), 0),
      screens: new Map(
        rows.map((row) => [
          row.uuid,
          {
            uuid: row.uuid,
            imageKey: row.image_key,
            textInScreen: row.text_in_screen,
            version: row.version,
            captured: row.captured,
          },
        ]),
      ),
    };
  }

  /**
   * Writes a capture run in one transaction: the app and the patterns it needs when the library lacks
   * them (those it has are left as they are), the new screens, the new pictures of the changed ones,
   * every new picture as a screen version, and the run as the app's next version. Runs of one app are
   * written one at a time (its row is locked); a run that compared with versions another run has since
   * replaced is refused, and nothing of it is written.
   */
  async writeCapture(run: CaptureWrite): Promise<{ appVersion: number }> {
    const appVersion = await this.db.transaction().execute(async (tx) => {
      if (run.categories.length > 0)
        await sql`
          insert into categories (kind, title, slug)
          select * from unnest(${run.categories.map((c) => c.kind)}::text[], ${run.categories.map((c) => c.title)}::text[],
                               ${run.categories.map((c) => c.slug)}::text[])
          on conflict (kind, slug) do nothing`.execute(tx);
      const { app } = run;
      await sql`
        insert into apps (title, slug, logo, description, platform, website)
        values (${app.title}, ${app.slug}, ${app.logo}, ${app.description ?? ''}, ${app.platform}, ${app.website ?? null})
        on conflict (slug) do nothing`.execute(tx);
      const { rows: locked } = await sql<{ id: number }>`
        select id from apps where slug = ${app.slug} for update`.execute(tx);
      const appId = locked[0]?.id as number;
      if (run.changed.length > 0) {
        const { rows: stale } = await sql<{ uuid: string }>`
          select u.uuid::text as uuid from unnest(${run.changed.map((c) => c.picture.uuid)}::uuid[], ${run.changed.map((c) => c.version - 1)}::int[]) as u(uuid, before)
          join screens s on s.uuid = u.uuid
          where coalesce((select max(v.number) from screen_versions v where v.screen_id = s.id), 1) <> u.before`.execute(
          tx,
        );
        if (stale.length > 0)
          throw new Error(
            `Another capture of "${app.slug}" was written meanwhile (${stale.length} screens): run it again`,
          );
      }
      // An app the library had before its first run (drawn, imported) is its own first version, dated
      // by its oldest screen; each screen the run changes keeps its old picture as its version 1.
      await sql`
        insert into app_versions (app_id, number, captured_at, source, added)
        select ${appId}, 1, min(coalesce(captured_at, created_at)),
               ${run.source === 'demo' ? 'demo' : 'import'}, count(*)
        from screens where app_id = ${appId}
        having count(*) > 0 and not exists (select 1 from app_versions where app_id = ${appId})`.execute(tx);
      if (run.changed.length > 0)
        await sql`
          insert into screen_versions (screen_id, app_version_id, number, captured_at, image_key, width, height,
                                       dominant_color, text_in_screen)
          select s.id, (select id from app_versions where app_id = ${appId} order by number desc limit 1), 1,
                 coalesce(s.captured_at, s.created_at), s.image_key, s.width, s.height, s.dominant_color,
                 s.text_in_screen
          from screens s
          where s.uuid = any(${run.changed.map((c) => c.picture.uuid)}::uuid[])
            and not exists (select 1 from screen_versions v where v.screen_id = s.id)`.execute(tx);
      const resolved = await writeHead(tx, { categories: [], apps: [] });
      resolved.apps.set(app.slug, appId);
      if (run.added.length > 0)
        await writeBatch(tx, resolved, { screens: run.added, flows: [], components: [] });
      const pictures = run.changed.map((change) => change.picture);
      if (pictures.length > 0)
        await sql`
          update screens s set image_key = u.image_key, width = u.width, height = u.height,
            dominant_color = u.dominant_color, phash = u.phash, layout_hash = u.layout_hash,
            color_bins = u.color_bins, original_format = u.original_format, text_in_screen = u.text_in_screen,
            text_sketch = u.text_sketch, captured_at = ${run.capturedAt}, changed_at = ${run.capturedAt}
          from unnest(${pictures.map((p) => p.uuid)}::uuid[], ${pictures.map((p) => p.imageKey)}::text[],
                      ${pictures.map((p) => p.width)}::int[], ${pictures.map((p) => p.height)}::int[],
                      ${pictures.map((p) => p.dominantColor)}::text[], ${pictures.map((p) => p.phash)}::text[],
                      ${pictures.map((p) => p.layout)}::text[], ${pictures.map((p) => p.colors)}::text[],
                      ${pictures.map((p) => p.originalFormat)}::text[], ${pictures.map((p) => p.textInScreen)}::text[],
                      ${pictures.map((p) => textSketch(likenessWords(p.textInScreen)))}::text[])
            as u(uuid, image_key, width, height, dominant_color, phash, layout_hash, color_bins,
                 original_format, text_in_screen, text_sketch)
          where s.uuid = u.uuid`.execute(tx);
      const { rows: made } = await sql<{ id: number; number: number }>`
        insert into app_versions (app_id, number, captured_at, source, added, changed, unchanged, gone)
        select ${appId}, coalesce(max(number), 0) + 1, ${run.capturedAt}, ${run.source}, ${run.added.length},
               ${run.changed.length}, ${run.unchanged.length}, ${run.gone}
        from app_versions where app_id = ${appId}
        returning id, number`.execute(tx);
      const version = made[0] as { id: number; number: number };
      if (version.number > 1 && run.added.length + run.changed.length + run.gone > 0)
        await sql`
          update apps set redesigned_at = ${run.capturedAt}
          where id = ${appId} and (redesigned_at is null or redesigned_at < ${run.capturedAt})`.execute(tx);
      const versions = [
        ...run.added.map((screen) => ({
          uuid: screen.uuid,
          number: 1,
          imageKey: screen.imageKey,
          width: screen.width,
          height: screen.height,
          dominantColor: screen.dominantColor ?? '#e5e7eb',
          text: screen.textInScreen ?? '',
          changes: null,
        })),
        ...run.changed.map(({ picture, version: number, changes }) => ({
          uuid: picture.uuid,
          number,
          imageKey: picture.imageKey,
          width: picture.width,
          height: picture.height,
          dominantColor: picture.dominantColor,
          text: picture.textInScreen,
          changes: JSON.stringify(changes),
        })),
      ];
      if (versions.length > 0)
        await sql`
          insert into screen_versions (screen_id, app_version_id, number, captured_at, image_key, width, height,
                                       dominant_color, text_in_screen, changes)
          select s.id, ${version.id}, u.number, ${run.capturedAt}, u.image_key, u.width, u.height, u.dominant_color,
                 u.text_in_screen, u.changes::jsonb
          from unnest(${versions.map((v) => v.uuid)}::uuid[], ${versions.map((v) => v.number)}::int[],
                      ${versions.map((v) => v.imageKey)}::text[], ${versions.map((v) => v.width)}::int[],
                      ${versions.map((v) => v.height)}::int[], ${versions.map((v) => v.dominantColor)}::text[],
                      ${versions.map((v) => v.text)}::text[], ${versions.map((v) => v.changes)}::text[])
            as u(uuid, number, image_key, width, height, dominant_color, text_in_screen, changes)
          join screens s on s.uuid = u.uuid`.execute(tx);
      return version.number;
    });
    await this.refreshCounts();
    await this.analyze();
    return { appVersion };
  }

  /** Writes a whole library in one transaction. */
  async write(input: LibraryInput): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const resolved = await writeHead(tx, input);
      await writeBatch(tx, resolved, input);
    });
    await this.refreshCounts();
    await this.analyze();
  }

  /**
   * Writes a library too large to hold in memory: categories and apps first, then each batch as the
   * iterator yields it (flows and components may use screens of earlier batches); the next batch is
   * generated while the database writes the current one.
   *
   * Into an empty library this is a bulk load, in one transaction: the secondary indexes and foreign keys
   * of the content tables are set aside, the rows written, then the indexes built and the keys checked
   * once each (what pg_restore does; building a full-text index at the end costs a fraction of
   * maintaining it row by row). Readers of the tables wait for the load; a failed load leaves the library
   * as it was. Into a library that has screens, each batch is its own transaction, indexes maintained.
   */
  async writeInBatches(
    head: LibraryHead,
    batches: Iterable<LibraryBatch> | AsyncIterable<LibraryBatch>,
    onBatch?: (batch: LibraryBatch) => void,
  ): Promise<void> {
    const resolved = await this.db.transaction().execute((tx) => writeHead(tx, head));
    const empty = !(await this.db.selectFrom('screens').select('id').limit(1).executeTakeFirst());
    if (empty) {
      await this.db.transaction().execute(async (tx) => {
        // A bulk load, not a user's write: no need to wait for the disk at commit.
        await sql`set local synchronous_commit = off`.execute(tx);
        const setAside = await setAsideIndexes(tx);
        await eachPrefetched(batches, async (batch) => {
          await writeBatch(tx, resolved, batch);
          onBatch?.(batch);
        });
        await setAside.restore();
      });
    } else {
      await eachPrefetched(batches, async (batch) => {
        await this.db.transaction().execute(async (tx) => {
          // Each batch is a checkpoint of a bulk load, not a user's write: no need to wait for the disk.
          await sql`set local synchronous_commit = off`.execute(tx);
          await writeBatch(tx, resolved, batch);
        });
        onBatch?.(batch);
      });
    }
    await this.refreshCounts();
    await this.analyze();
    await this.settle();
  }

  /**
   * What autovacuum would do some time after a large write, done at once so the library is as fast as
   * it will be from its first request: the visibility maps set (index-only scans stop visiting the
   * table), the rows' hint bits written (the first readers do not write them), the full-text and trigram
   * indexes' pending entries merged (the apps' counts just rewritten every row: until then their title
   * search reads the whole table), the rows the counts replaced cleared.
   */
  private async settle(): Promise<void> {
    // Every table a list reads, the link tables included (component_tags without its visibility map
    // sent 889 index entries to the table to count the dark components of iOS apps to 200).
    await sql`vacuum apps, app_categories, categories, tags, screens, screen_categories, screen_tags,
      components, component_categories, component_tags, flows, flow_screens, flow_categories`.execute(
      this.db,
    );
  }

  /**
   * Brings the planner's statistics up to date with the library: the search reads its word frequencies
   * (to choose plans and complete unfinished words), so they must describe the screens as they now are;
   * and every table a list joins is analysed too, the small ones included: without statistics the planner
   * takes "the iOS apps" for 32 of 4,000 and walks their screens by the hundred thousand (a server may
   * run without autovacuum, and a bulk load is done before it would look).
   */
  private async analyze(): Promise<void> {
    await sql`analyze categories, apps, app_categories, tags, screens, screen_categories, screen_tags,
      components, component_categories, component_tags, flows, flow_screens, flow_categories`.execute(
      this.db,
    );
  }

  /** Recomputes the stored counts of every category, app and tag (after a write). */
  async refreshCounts(): Promise<void> {
    await this.refreshCategoryCounts();
    await this.refreshAppCounts();
    await this.refreshTagCounts();
  }

  /** Recomputes the stored screen count of every tag, one pass over the screens' tags. */
  async refreshTagCounts(): Promise<void> {
    await sql`
      update tags t set screen_count = coalesce(n.count, 0)
      from tags t2
      left join (select tag_id, count(*) as count from screen_tags group by tag_id) n on n.tag_id = t2.id
      where t.id = t2.id and t.screen_count is distinct from coalesce(n.count, 0)`.execute(this.db);
  }

  /** Recomputes the stored screen, flow and component counts of every app, one pass over each table. */
  async refreshAppCounts(): Promise<void> {
    await sql`
      update apps a set screen_count = coalesce(s.n, 0), flow_count = coalesce(f.n, 0),
        component_count = coalesce(c.n, 0)
      from apps a2
      left join (select app_id, count(*) as n from screens group by app_id) s on s.app_id = a2.id
      left join (select app_id, count(*) as n from flows group by app_id) f on f.app_id = a2.id
      left join (select app_id, count(*) as n from components group by app_id) c on c.app_id = a2.id
      where a.id = a2.id
        and (a.screen_count, a.flow_count, a.component_count)
          is distinct from (coalesce(s.n, 0), coalesce(f.n, 0), coalesce(c.n, 0))`.execute(this.db);
  }

  /** Recomputes the stored item counts of every category (after an import), one pass over each link table. */
  async refreshCategoryCounts(): Promise<void> {
    await sql`
      update categories c set item_count = coalesce(n.count, 0)
      from categories c2
      left join (
        select category_id, count(*) as count from screen_categories group by category_id
        union all select category_id, count(*) from app_categories group by category_id
        union all select category_id, count(*) from flow_categories group by category_id
        union all select category_id, count(*) from component_categories group by category_id
        union all
        select t.id, count(*) from screens s join categories t on t.kind = 'screen-types' and t.slug = s.screen_type
        group by t.id
      ) n on n.category_id = c2.id
      where c.id = c2.id`.execute(this.db);
  }
}

/** The tables a bulk load fills, whose secondary indexes and foreign keys it sets aside meanwhile. */
const BULK_TABLES = [
  'screens',
  'screen_categories',
  'flows',
  'flow_screens',
  'flow_categories',
  'components',
  'component_categories',
  'component_tags',
  'screen_tags',
];

/**
 * Drops the indexes of `BULK_TABLES` that back no constraint, and their foreign keys, remembering their
 * definitions as the catalogue gives them; `restore` builds and adds them again. Primary keys and unique
 * constraints stay: the writer's upserts and look-ups need them.
 */
async function setAsideIndexes(tx: Db): Promise<{ restore(): Promise<void> }> {
  const tables = sql`${BULK_TABLES}::text[]::regclass[]`;
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any(${tables})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`.execute(tx);
  const { rows: keys } = await sql<{ table: string; name: string; definition: string }>`
    select conrelid::regclass::text as table, quote_ident(conname) as name,
           pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and conrelid = any(${tables})
    order by 1, 2`.execute(tx);
  // Names and definitions come from the catalogue, quoted by it.
  for (const key of keys)
    await sql`alter table ${sql.raw(key.table)} drop constraint ${sql.raw(key.name)}`.execute(tx);
  for (const index of indexes) await sql`drop index ${sql.raw(index.name)}`.execute(tx);
  return {
    async restore() {
      // Index builds sort in memory: a full-text index of a million screens wants about a gigabyte to
      // build in one pass; the embedded PGlite (WebAssembly) is given less.
      const { rows } = await sql<{ embedded: boolean }>`select version() like '%PGlite%' as embedded`.execute(
        tx,
      );
      const memory = rows[0]?.embedded ? '256MB' : '1GB';
      await sql`select set_config('maintenance_work_mem', ${memory}, true)`.execute(tx);
      for (const index of indexes) await sql.raw(index.definition).execute(tx);
      for (const key of keys)
        await sql`alter table ${sql.raw(key.table)} add constraint ${sql.raw(key.name)} ${sql.raw(key.definition)}`.execute(
          tx,
        );
    },
  };
}

/**
 * Runs `work` on each batch in turn, drawing the next batch from the iterator while `work` waits on the
 * database (a generator's batch is CPU work in this process; the write is the server's).
 */
async function eachPrefetched<T>(
  items: Iterable<T> | AsyncIterable<T>,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const iterator =
    Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : (items as Iterable<T>)[Symbol.iterator]();
  let next = await iterator.next();
  while (!next.done) {
    const writing = work(next.value);
    // Handled below; this only keeps a failure from counting as unhandled while the next batch is made.
    writing.catch(() => undefined);
    next = await iterator.next();
    await writing;
  }
}

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

interface Upserted {
  id: number;
  key: string;
  inserted: boolean;
}

async function writeHead(tx: Db, head: LibraryHead): Promise<Resolved> {
  for (const part of chunks(head.categories)) {
    await sql`
      insert into categories (kind, title, slug, featured)
      select * from unnest(${part.map((c) => c.kind)}::text[], ${part.map((c) => c.title)}::text[],
                           ${part.map((c) => c.slug)}::text[], ${part.map((c) => c.featured ?? false)}::boolean[])
      on conflict (kind, slug) do update set title = excluded.title, featured = excluded.featured`.execute(
      tx,
    );
  }
  const categoryRows = await tx.selectFrom('categories').select(['id', 'kind', 'slug']).execute();
  const categoryIds = new Map(categoryRows.map((row) => [`${row.kind}:${row.slug}`, row.id]));
  const categoryId = (kind: CategoryKind, slug: string) => {
    const id = categoryIds.get(`${kind}:${slug}`);
    if (id === undefined) throw new Error(`Unknown ${kind} category "${slug}"`);
    return id;
  };
  const appIds = new Map<string, number>();
  for (const part of chunks(head.apps)) {
    // An app written again on another platform: its screens' copy of the platform follows (below).
    const before = await tx
      .selectFrom('apps')
      .select(['slug', 'platform'])
      .where(
        'slug',
        'in',
        part.map((app) => app.slug),
      )
      .execute();
    const moved = new Set(
      before
        .filter((row) => part.some((app) => app.slug === row.slug && app.platform !== row.platform))
        .map((row) => row.slug),
    );
    const { rows } = await sql<Upserted>`
      insert into apps (title, slug, logo, description, platform, website, brand_color)
      select * from unnest(${part.map((a) => a.title)}::text[], ${part.map((a) => a.slug)}::text[],
                           ${part.map((a) => a.logo)}::text[], ${part.map((a) => a.description ?? '')}::text[],
                           ${part.map((a) => a.platform)}::text[], ${part.map((a) => a.website ?? null)}::text[],
                           ${part.map((a) => a.brandColor ?? null)}::text[])
      on conflict (slug) do update set title = excluded.title, logo = excluded.logo,
        description = excluded.description, platform = excluded.platform, website = excluded.website,
        brand_color = excluded.brand_color
      returning id, slug as key, (xmax = 0) as inserted`.execute(tx);
    for (const row of rows) appIds.set(row.key, row.id);
    const movedIds = rows.filter((row) => moved.has(row.key)).map((row) => row.id);
    if (movedIds.length > 0)
      await sql`
        update screens s set platform = a.platform from apps a
        where a.id = s.app_id and a.id = any(${movedIds}::int[])`.execute(tx);
    const products = part.map((app) => app.productCategorySlugs);
    const productIds = categoryIdsOf(categoryId, 'product', products);
    await relink(tx, 'app_categories', 'app_id', rows, productIds);
  }
  return { categoryId, apps: appIds };
}

async function writeBatch(tx: Db, resolved: Resolved, batch: LibraryBatch): Promise<void> {
  const { categoryId } = resolved;
  // Apps written by earlier calls are known by slug only: look them up once.
  const unknownApps = [...new Set([...batch.screens, ...batch.flows].map((item) => item.appSlug))].filter(
    (slug) => !resolved.apps.has(slug),
  );
  for (const part of chunks(unknownApps)) {
    const rows = await tx.selectFrom('apps').select(['id', 'slug']).where('slug', 'in', part).execute();
    for (const row of rows) resolved.apps.set(row.slug, row.id);
  }
  const appId = (slug: string) => {
    const id = resolved.apps.get(slug);
    if (id === undefined) throw new Error(`Unknown app "${slug}"`);
    return id;
  };

  // Tags of the batch's screens and components, written (or looked up) once.
  const tagIds = new Map<string, number>();
  const tags = [
    ...new Map(
      [...batch.screens, ...batch.components]
        .flatMap((item) => item.tags ?? [])
        .map((tag) => [tag.slug, tag]),
    ).values(),
  ];
  if (tags.length > 0) {
    const known = await tx
      .selectFrom('tags')
      .select(['id', 'slug', 'title'])
      .where(
        'slug',
        'in',
        tags.map((tag) => tag.slug),
      )
      .execute();
    const titles = new Map(known.map((row) => [row.slug, row.title]));
    for (const row of known) tagIds.set(row.slug, row.id);
    // Only new tags and new titles are written: the search's vocabulary moves on for a change alone.
    const changed = tags.filter((tag) => titles.get(tag.slug) !== tag.title);
    if (changed.length > 0) {
      const { rows } = await sql<{ id: number; slug: string }>`
        insert into tags (title, slug)
        select * from unnest(${changed.map((t) => t.title)}::text[], ${changed.map((t) => t.slug)}::text[])
        on conflict (slug) do update set title = excluded.title
        returning id, slug`.execute(tx);
      for (const row of rows) tagIds.set(row.slug, row.id);
    }
  }

  const screenIds = new Map<string, { id: number; appId: number }>();
  for (const part of chunks(batch.screens)) {
    const owners = part.map((screen) => appId(screen.appSlug));
    const patterns = part.map((screen) =>
      [...new Set((screen.patternCategorySlugs ?? []).map((slug) => categoryId('pattern', slug)))].sort(
        (a, b) => a - b,
      ),
    );
    // The tags of each screen, as its tag_ids (the chips vector's '#t' words) and its screen_tags links.
    const tagLists = part.map((screen) =>
      [...new Set((screen.tags ?? []).map((tag) => tagIds.get(tag.slug) as number))].sort((a, b) => a - b),
    );
    // pattern_ids travel as array literals ("{3,7}"): unnest would flatten an array of arrays.
    const ordered = await upsertByUuid(
      tx,
      sql`
      insert into screens (uuid, app_id, image_key, width, height, dominant_color, screen_type,
                           text_in_screen, is_restricted, position, phash, original_format, pattern_ids,
                           layout_hash, color_bins, text_sketch, tag_ids, platform, captured_at, source_url)
      select uuid, app_id, image_key, width, height, dominant_color, screen_type, text_in_screen,
             is_restricted, position, phash, original_format, pattern_ids::int[],
             layout_hash, color_bins, text_sketch, tag_ids::int[], (select platform from apps where id = u.app_id),
             captured_at, source_url
      from unnest(${part.map((s) => s.uuid)}::uuid[], ${owners}::int[],
                  ${part.map((s) => s.imageKey)}::text[], ${part.map((s) => s.width)}::int[],
                  ${part.map((s) => s.height)}::int[],
                  ${part.map((s) => s.dominantColor ?? '#e5e7eb')}::text[],
                  ${part.map((s) => s.screenType)}::text[], ${part.map((s) => s.textInScreen ?? '')}::text[],
                  ${part.map((s) => s.isRestricted ?? false)}::boolean[], ${part.map((s) => s.position)}::int[],
                  ${part.map((s) => s.phash ?? null)}::text[],
                  ${part.map((s) => s.originalFormat ?? null)}::text[],
                  ${patterns.map((ids) => `{${ids.join(',')}}`)}::text[],
                  ${part.map((s) => s.layout ?? null)}::text[], ${part.map((s) => s.colors ?? null)}::text[],
                  ${part.map((s) => textSketch(likenessWords(s.textInScreen ?? '')))}::text[],
                  ${tagLists.map((ids) => `{${ids.join(',')}}`)}::text[],
                  ${part.map((s) => s.capturedAt?.toISOString() ?? null)}::timestamptz[],
                  ${part.map((s) => s.sourceUrl ?? null)}::text[])
           as u(uuid, app_id, image_key, width, height, dominant_color, screen_type, text_in_screen,
                is_restricted, position, phash, original_format, pattern_ids,
                layout_hash, color_bins, text_sketch, tag_ids, captured_at, source_url)
      on conflict (uuid) do update set app_id = excluded.app_id, image_key = excluded.image_key,
        width = excluded.width, height = excluded.height, dominant_color = excluded.dominant_color,
        screen_type = excluded.screen_type, text_in_screen = excluded.text_in_screen,
        is_restricted = excluded.is_restricted, position = excluded.position, phash = excluded.phash,
        original_format = excluded.original_format, pattern_ids = excluded.pattern_ids,
        layout_hash = excluded.layout_hash, color_bins = excluded.color_bins, text_sketch = excluded.text_sketch,
        tag_ids = excluded.tag_ids, platform = excluded.platform,
        -- A date or an address not given keeps the one the screen has (an import run again); a screen
        -- never given a date reads as captured when it was written (migration 0020).
        captured_at = coalesce(excluded.captured_at, screens.captured_at),
        source_url = coalesce(excluded.source_url, screens.source_url)`,
      part.map((s) => s.uuid),
    );
    ordered.forEach((row, index) => {
      screenIds.set(row.key, { id: row.id, appId: owners[index] as number });
    });
    await relink(tx, 'screen_categories', 'screen_id', ordered, patterns);
    // A screen written again may have other patterns: the flows and components that copy them follow.
    const rewritten = ordered.filter((row) => !row.inserted).map((row) => row.id);
    if (rewritten.length > 0) {
      await sql`
        update components c set pattern_ids = s.pattern_ids
        from screens s
        where s.id = c.screen_id and s.id = any(${rewritten}::int[])
          and c.pattern_ids is distinct from s.pattern_ids`.execute(tx);
      const { rows: flows } = await sql<{ id: number }>`
        select distinct flow_id as id from flow_screens where screen_id = any(${rewritten}::int[])`.execute(
        tx,
      );
      await copyPatternsToFlows(
        tx,
        flows.map((flow) => flow.id),
      );
    }
    await relink(tx, 'screen_tags', 'screen_id', ordered, tagLists, 'tag_id');
  }
  // Flows and components may point at screens written earlier: look those up in one query.
  const missing = [
    ...new Set([
      ...batch.flows.flatMap((flow) => flow.screenUuids),
      ...batch.components.map((component) => component.screenUuid),
    ]),
  ]
    .map((uuid) => uuid.toLowerCase())
    .filter((uuid) => !screenIds.has(uuid));
  for (const part of chunks(missing)) {
    const rows = await tx
      .selectFrom('screens')
      .select(['id', 'app_id', sql<string>`uuid::text`.as('uuid')])
      .where(sql<boolean>`uuid = any(${part}::uuid[])`)
      .execute();
    for (const row of rows) screenIds.set(row.uuid, { id: row.id, appId: row.app_id });
  }
  const screenRef = (uuid: string) => {
    const ref = screenIds.get(uuid.toLowerCase());
    if (!ref) throw new Error(`Unknown screen "${uuid}"`);
    return ref;
  };

  for (const part of chunks(batch.flows)) {
    const steps = part.map((flow) => flow.screenUuids.map((uuid) => screenRef(uuid).id));
    const ordered = await upsertByUuid(
      tx,
      sql`
      insert into flows (uuid, app_id, title)
      select * from unnest(${part.map((f) => f.uuid)}::uuid[], ${part.map((f) => appId(f.appSlug))}::int[],
                           ${part.map((f) => f.title)}::text[])
      on conflict (uuid) do update set app_id = excluded.app_id, title = excluded.title`,
      part.map((f) => f.uuid),
    );
    const updated = ordered.filter((row) => !row.inserted).map((row) => row.id);
    if (updated.length > 0)
      await sql`delete from flow_screens where flow_id = any(${updated}::int[])`.execute(tx);
    const flowIds = ordered.flatMap((row, index) => (steps[index] ?? []).map(() => row.id));
    const screenIdsOfSteps = steps.flat();
    const positions = steps.flatMap((list) => list.map((_, position) => position));
    if (flowIds.length > 0)
      await sql`
        insert into flow_screens (flow_id, screen_id, position)
        select * from unnest(${flowIds}::int[], ${screenIdsOfSteps}::int[], ${positions}::int[])`.execute(tx);
    const categories = part.map((flow) => flow.flowCategorySlugs);
    const flowCategoryIds = categoryIdsOf(categoryId, 'flow', categories);
    await relink(tx, 'flow_categories', 'flow_id', ordered, flowCategoryIds);
    await copyPatternsToFlows(
      tx,
      ordered.map((row) => row.id),
    );
  }

  for (const part of chunks(batch.components)) {
    const sources = part.map((component) => screenRef(component.screenUuid));
    const ordered = await upsertByUuid(
      tx,
      sql`
      insert into components (uuid, app_id, screen_id, crop_x, crop_y, crop_width, crop_height, image_key)
      select * from unnest(${part.map((c) => c.uuid)}::uuid[], ${sources.map((s) => s.appId)}::int[],
                           ${sources.map((s) => s.id)}::int[], ${part.map((c) => c.crop.x)}::int[],
                           ${part.map((c) => c.crop.y)}::int[], ${part.map((c) => c.crop.width)}::int[],
                           ${part.map((c) => c.crop.height)}::int[], ${part.map((c) => c.imageKey)}::text[])
      on conflict (uuid) do update set app_id = excluded.app_id, screen_id = excluded.screen_id,
        crop_x = excluded.crop_x, crop_y = excluded.crop_y, crop_width = excluded.crop_width,
        crop_height = excluded.crop_height, image_key = excluded.image_key`,
      part.map((c) => c.uuid),
    );
    const elements = part.map((component) => component.componentCategorySlugs);
    const elementIds = categoryIdsOf(categoryId, 'component', elements);
    await relink(tx, 'component_categories', 'component_id', ordered, elementIds);
    await relink(
      tx,
      'component_tags',
      'component_id',
      ordered,
      part.map((component) => (component.tags ?? []).map((tag) => tagIds.get(tag.slug) as number)),
      'tag_id',
    );
    await sql`
      update components c set pattern_ids = s.pattern_ids
      from screens s
      where s.id = c.screen_id and c.id = any(${ordered.map((row) => row.id)}::int[])
        and c.pattern_ids is distinct from s.pattern_ids`.execute(tx);
  }
}

/** Copies the patterns of their screens to `flowIds` (`flows.pattern_ids`, migration 0013). */
async function copyPatternsToFlows(tx: Db, flowIds: number[]): Promise<void> {
  if (flowIds.length === 0) return;
  await sql`
    update flows f set pattern_ids = coalesce(l.ids, '{}')
    from flows f2
    left join (
      select fs.flow_id, array_agg(distinct id order by id) as ids
      from flow_screens fs cross join unnest((select pattern_ids from screens where id = fs.screen_id)) as id
      where fs.flow_id = any(${flowIds}::int[])
      group by fs.flow_id
    ) l on l.flow_id = f2.id
    where f.id = f2.id and f2.id = any(${flowIds}::int[])
      and f.pattern_ids is distinct from coalesce(l.ids, '{}')`.execute(tx);
}

/**
 * Runs `upsert` (an insert of items on conflict (uuid) do update) returning, for each row written, its id,
 * its uuid as `key` and whether it was inserted rather than updated. The rows are matched back to the
 * input's `uuids`, in their order (PostgreSQL does not promise the order of RETURNING rows).
 */
async function upsertByUuid(tx: Db, upsert: RawBuilder<unknown>, uuids: string[]): Promise<Upserted[]> {
  const { rows } = await sql<Upserted>`${upsert}
      returning id, uuid::text as key, (xmax = 0) as inserted`.execute(tx);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return uuids.map((key) => {
    const row = byKey.get(key.toLowerCase());
    if (!row) throw new Error(`Row "${key}" was not written (listed twice in one batch?)`);
    return row;
  });
}

type LinkTable =
  | 'app_categories'
  | 'screen_categories'
  | 'flow_categories'
  | 'component_categories'
  | 'component_tags'
  | 'screen_tags';
type OwnerColumn = 'app_id' | 'screen_id' | 'flow_id' | 'component_id';

/** Each item's category ids of `kind`, from its slugs (none when it has none). */
function categoryIdsOf(
  categoryId: Resolved['categoryId'],
  kind: CategoryKind,
  slugLists: (readonly string[] | undefined)[],
): number[][] {
  return slugLists.map((slugs) => (slugs ?? []).map((slug) => categoryId(kind, slug)));
}

/** Replaces the links of the given owners; links of freshly inserted owners need no delete. */
async function relink(
  tx: Db,
  table: LinkTable,
  owner: OwnerColumn,
  owners: Upserted[],
  targets: number[][],
  targetColumn: 'category_id' | 'tag_id' = 'category_id',
) {
  const updated = owners.filter((row) => !row.inserted).map((row) => row.id);
  if (updated.length > 0)
    await sql`delete from ${sql.table(table)} where ${sql.ref(owner)} = any(${updated}::int[])`.execute(tx);
  const ownerIds: number[] = [];
  const targetIds: number[] = [];
  owners.forEach((row, index) => {
    for (const target of new Set(targets[index] ?? [])) {
      ownerIds.push(row.id);
      targetIds.push(target);
    }
  });
  if (ownerIds.length > 0)
    await sql`
      insert into ${sql.table(table)} (${sql.ref(owner)}, ${sql.ref(targetColumn)})
      select * from unnest(${ownerIds}::int[], ${targetIds}::int[])`.execute(tx);
}
