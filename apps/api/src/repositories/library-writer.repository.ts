import { type Kysely, sql, type Transaction } from 'kysely';
import type { CategoryKind, DB, Platform, ScreenType } from '../db/schema.js';

export interface CategoryInput {
  kind: CategoryKind;
  title: string;
  slug: string;
  featured?: boolean;
}

export interface AppInput {
  title: string;
  slug: string;
  logo: string;
  description?: string;
  platform: Platform;
  website?: string | null;
  brandColor?: string | null;
  productCategorySlugs?: string[];
}

export interface ScreenInput {
  uuid: string;
  appSlug: string;
  imageKey: string;
  width: number;
  height: number;
  dominantColor?: string;
  screenType: ScreenType;
  textInScreen?: string;
  isRestricted?: boolean;
  position: number;
  phash?: string | null;
  patternCategorySlugs?: string[];
}

export interface FlowInput {
  uuid: string;
  appSlug: string;
  title: string;
  screenUuids: string[];
  flowCategorySlugs?: string[];
}

export interface ComponentInput {
  uuid: string;
  screenUuid: string;
  crop: { x: number; y: number; width: number; height: number };
  imageKey: string;
  componentCategorySlugs?: string[];
  tags?: { title: string; slug: string }[];
}

export interface LibraryInput {
  categories: CategoryInput[];
  apps: AppInput[];
  screens: ScreenInput[];
  flows: FlowInput[];
  components: ComponentInput[];
}

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Writes library content idempotently (upserts keyed by slug and uuid), in one transaction, so the
 * demo generator, the importer and test fixtures share one path into the database.
 */
export class LibraryWriter {
  constructor(private readonly db: Kysely<DB>) {}

  async write(input: LibraryInput): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const categoryIds = await upsertCategories(tx, input.categories);
      const categoryId = (kind: CategoryKind, slug: string) => {
        const id = categoryIds.get(`${kind}:${slug}`);
        if (id === undefined) throw new Error(`Unknown ${kind} category "${slug}"`);
        return id;
      };
      const appIds = new Map<string, number>();
      for (const app of input.apps) {
        const row = await tx
          .insertInto('apps')
          .values({
            title: app.title,
            slug: app.slug,
            logo: app.logo,
            description: app.description ?? '',
            platform: app.platform,
            website: app.website ?? null,
            brand_color: app.brandColor ?? null,
          })
          .onConflict((oc) =>
            oc.column('slug').doUpdateSet({
              title: app.title,
              logo: app.logo,
              description: app.description ?? '',
              platform: app.platform,
              website: app.website ?? null,
              brand_color: app.brandColor ?? null,
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        appIds.set(app.slug, row.id);
        await relink(
          tx,
          'app_categories',
          'app_id',
          row.id,
          (app.productCategorySlugs ?? []).map((slug) => categoryId('product', slug)),
        );
      }
      const appId = async (slug: string) => {
        const known = appIds.get(slug);
        if (known !== undefined) return known;
        const row = await tx.selectFrom('apps').select('id').where('slug', '=', slug).executeTakeFirst();
        if (!row) throw new Error(`Unknown app "${slug}"`);
        appIds.set(slug, row.id);
        return row.id;
      };
      const screenIds = new Map<string, { id: number; appId: number }>();
      for (const screen of input.screens) {
        const owner = await appId(screen.appSlug);
        const values = {
          app_id: owner,
          image_key: screen.imageKey,
          width: screen.width,
          height: screen.height,
          dominant_color: screen.dominantColor ?? '#e5e7eb',
          screen_type: screen.screenType,
          text_in_screen: screen.textInScreen ?? '',
          is_restricted: screen.isRestricted ?? false,
          position: screen.position,
          phash: screen.phash ?? null,
        };
        const row = await tx
          .insertInto('screens')
          .values({ uuid: screen.uuid, ...values })
          .onConflict((oc) => oc.column('uuid').doUpdateSet(values))
          .returning('id')
          .executeTakeFirstOrThrow();
        screenIds.set(screen.uuid, { id: row.id, appId: owner });
        await relink(
          tx,
          'screen_categories',
          'screen_id',
          row.id,
          (screen.patternCategorySlugs ?? []).map((slug) => categoryId('pattern', slug)),
        );
      }
      const screenRef = async (uuid: string) => {
        const known = screenIds.get(uuid);
        if (known) return known;
        const row = await tx
          .selectFrom('screens')
          .select(['id', 'app_id'])
          .where('uuid', '=', uuid)
          .executeTakeFirst();
        if (!row) throw new Error(`Unknown screen "${uuid}"`);
        const ref = { id: row.id, appId: row.app_id };
        screenIds.set(uuid, ref);
        return ref;
      };
      for (const flow of input.flows) {
        const owner = await appId(flow.appSlug);
        const row = await tx
          .insertInto('flows')
          .values({ uuid: flow.uuid, app_id: owner, title: flow.title })
          .onConflict((oc) => oc.column('uuid').doUpdateSet({ app_id: owner, title: flow.title }))
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx.deleteFrom('flow_screens').where('flow_id', '=', row.id).execute();
        const steps = await Promise.all(flow.screenUuids.map((uuid) => screenRef(uuid)));
        if (steps.length > 0) {
          await tx
            .insertInto('flow_screens')
            .values(steps.map((step, position) => ({ flow_id: row.id, screen_id: step.id, position })))
            .execute();
        }
        await relink(
          tx,
          'flow_categories',
          'flow_id',
          row.id,
          (flow.flowCategorySlugs ?? []).map((slug) => categoryId('flow', slug)),
        );
      }
      for (const component of input.components) {
        const source = await screenRef(component.screenUuid);
        const values = {
          app_id: source.appId,
          screen_id: source.id,
          crop_x: component.crop.x,
          crop_y: component.crop.y,
          crop_width: component.crop.width,
          crop_height: component.crop.height,
          image_key: component.imageKey,
        };
        const row = await tx
          .insertInto('components')
          .values({ uuid: component.uuid, ...values })
          .onConflict((oc) => oc.column('uuid').doUpdateSet(values))
          .returning('id')
          .executeTakeFirstOrThrow();
        await relink(
          tx,
          'component_categories',
          'component_id',
          row.id,
          (component.componentCategorySlugs ?? []).map((slug) => categoryId('component', slug)),
        );
        const tagIds: number[] = [];
        for (const tag of component.tags ?? []) {
          const tagRow = await tx
            .insertInto('tags')
            .values(tag)
            .onConflict((oc) => oc.column('slug').doUpdateSet({ title: tag.title }))
            .returning('id')
            .executeTakeFirstOrThrow();
          tagIds.push(tagRow.id);
        }
        await tx.deleteFrom('component_tags').where('component_id', '=', row.id).execute();
        if (tagIds.length > 0) {
          await tx
            .insertInto('component_tags')
            .values(tagIds.map((tag_id) => ({ component_id: row.id, tag_id })))
            .execute();
        }
      }
    });
    await this.refreshCategoryCounts();
  }

  /** Recomputes the stored item counts of every category (after an import). */
  async refreshCategoryCounts(): Promise<void> {
    await sql`
      update categories c set item_count = coalesce(n.count, 0)
      from (
        select c2.id, case c2.kind
          when 'pattern' then (select count(*) from screen_categories x where x.category_id = c2.id)
          when 'product' then (select count(*) from app_categories x where x.category_id = c2.id)
          when 'flow' then (select count(*) from flow_categories x where x.category_id = c2.id)
          when 'component' then (select count(*) from component_categories x where x.category_id = c2.id)
          else (select count(*) from screens s where s.screen_type = c2.slug)
        end as count
        from categories c2
      ) n
      where n.id = c.id`.execute(this.db);
  }
}

async function upsertCategories(tx: Db, categories: CategoryInput[]): Promise<Map<string, number>> {
  for (const category of categories) {
    await tx
      .insertInto('categories')
      .values({
        kind: category.kind,
        title: category.title,
        slug: category.slug,
        featured: category.featured ?? false,
      })
      .onConflict((oc) =>
        oc
          .columns(['kind', 'slug'])
          .doUpdateSet({ title: category.title, featured: category.featured ?? false }),
      )
      .execute();
  }
  const rows = await tx.selectFrom('categories').select(['id', 'kind', 'slug']).execute();
  return new Map(rows.map((row) => [`${row.kind}:${row.slug}`, row.id]));
}

type LinkTable = 'app_categories' | 'screen_categories' | 'flow_categories' | 'component_categories';
type OwnerColumn = 'app_id' | 'screen_id' | 'flow_id' | 'component_id';

async function relink(tx: Db, table: LinkTable, owner: OwnerColumn, ownerId: number, categoryIds: number[]) {
  // biome-ignore lint/suspicious/noExplicitAny: the four link tables share this shape.
  const anyTx = tx as Kysely<any>;
  await anyTx.deleteFrom(table).where(owner, '=', ownerId).execute();
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0) {
    await anyTx
      .insertInto(table)
      .values(unique.map((category_id) => ({ [owner]: ownerId, category_id })))
      .execute();
  }
}
