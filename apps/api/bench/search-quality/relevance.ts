/**
 * What a relevant result of a judged query is, in the demo library's own facts: a screen of pattern X on
 * platform Y with tag Z, a component of UI element E, a flow of category F, an app of category C... Read
 * with SQL from the database the library was written to (not from the search's answer), so the search is
 * judged against the library, not against itself.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../src/db/schema.js';

/** The groups of `GET /search` a query is judged on. */
export type Group = 'screens' | 'components' | 'flows' | 'apps';

/**
 * What makes an item relevant: every field given must hold (any of a list, but `tags`: all of them, and
 * `text`: every word printed on the screen).
 * - `patterns`: the screen's pattern (screens), its screen's (components), one of its screens' (flows);
 * - `elements`: the component's UI element; `flows`: the flow's category;
 * - `tags`: the screen's or the component's tags; `apps`, `platforms`, `products`: its app's slug,
 *   platform and app category.
 */
export interface Relevant {
  patterns?: string[];
  elements?: string[];
  flows?: string[];
  tags?: string[];
  apps?: string[];
  platforms?: string[];
  products?: string[];
  text?: string;
}

/** A query of the judged set. */
export interface JudgedQuery {
  q: string;
  /** Its class in the report (pattern, typo, two concepts...). */
  class: string;
  group: Group;
  relevant: Relevant;
  /** How many items of the demo library are relevant (when the set was written). */
  relevantCount: number;
}

const anyOf = (values: string[]) => sql`any(${values}::text[])`;

/** The row (`id`) is linked through `link` to a category of `kind` whose slug is one of `slugs`. */
const inCategory = (
  link: 'app_categories' | 'screen_categories' | 'component_categories' | 'flow_categories',
  owner: string,
  id: RawBuilder<unknown>,
  kind: 'product' | 'pattern' | 'component' | 'flow',
  slugs: string[],
) =>
  sql<boolean>`exists (select 1 from ${sql.table(link)} l join categories c on c.id = l.category_id
    where l.${sql.ref(owner)} = ${id} and c.kind = ${kind} and c.slug = ${anyOf(slugs)})`;

function appConditions(relevant: Relevant, app: string): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  if (relevant.apps) out.push(sql<boolean>`${sql.ref(`${app}.slug`)} = ${anyOf(relevant.apps)}`);
  if (relevant.platforms)
    out.push(sql<boolean>`${sql.ref(`${app}.platform`)} = ${anyOf(relevant.platforms)}`);
  if (relevant.products)
    out.push(inCategory('app_categories', 'app_id', sql.ref(`${app}.id`), 'product', relevant.products));
  return out;
}

const screenOfPattern = (screenId: RawBuilder<unknown>, patterns: string[]) =>
  inCategory('screen_categories', 'screen_id', screenId, 'pattern', patterns);

const carriesTags = (
  link: 'screen_tags' | 'component_tags',
  owner: string,
  id: RawBuilder<unknown>,
  tags: string[],
) =>
  tags.map(
    (tag) => sql<boolean>`exists (select 1 from ${sql.table(link)} l join tags t on t.id = l.tag_id
      where l.${sql.ref(owner)} = ${id} and t.slug = ${tag})`,
  );

const all = (conditions: RawBuilder<boolean>[]) =>
  conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(conditions, sql` and `)}`;

/** The uuids of the items of `table` (as `alias`, their app as `a`) that meet every condition. */
const uuidsWhere = (
  table: 'screens' | 'components' | 'flows',
  alias: 's' | 'm' | 'f',
  conditions: RawBuilder<boolean>[],
) =>
  sql<{
    key: string;
  }>`select ${sql.ref(`${alias}.uuid`)}::text as key from ${sql.table(table)} ${sql.id(alias)}
    join apps a on a.id = ${sql.ref(`${alias}.app_id`)} where ${all(conditions)}`;

/** The keys (uuids; slugs for apps) of every relevant item of `group` in the library. */
export async function relevantKeys(db: Kysely<DB>, group: Group, relevant: Relevant): Promise<Set<string>> {
  let query: RawBuilder<{ key: string }>;
  switch (group) {
    case 'screens': {
      const id = sql`s.id`;
      const conditions = [...appConditions(relevant, 'a')];
      if (relevant.patterns) conditions.push(screenOfPattern(id, relevant.patterns));
      if (relevant.tags) conditions.push(...carriesTags('screen_tags', 'screen_id', id, relevant.tags));
      if (relevant.text)
        conditions.push(sql<boolean>`s.text_search @@ plainto_tsquery('simple', ${relevant.text})`);
      query = uuidsWhere('screens', 's', conditions);
      break;
    }
    case 'components': {
      const conditions = [...appConditions(relevant, 'a')];
      if (relevant.elements)
        conditions.push(
          inCategory('component_categories', 'component_id', sql`m.id`, 'component', relevant.elements),
        );
      if (relevant.patterns) conditions.push(screenOfPattern(sql`m.screen_id`, relevant.patterns));
      if (relevant.tags)
        conditions.push(...carriesTags('component_tags', 'component_id', sql`m.id`, relevant.tags));
      query = uuidsWhere('components', 'm', conditions);
      break;
    }
    case 'flows': {
      const conditions = [...appConditions(relevant, 'a')];
      if (relevant.flows)
        conditions.push(inCategory('flow_categories', 'flow_id', sql`f.id`, 'flow', relevant.flows));
      if (relevant.patterns)
        conditions.push(sql<boolean>`exists (select 1 from flow_screens fs where fs.flow_id = f.id
          and ${screenOfPattern(sql`fs.screen_id`, relevant.patterns)})`);
      query = uuidsWhere('flows', 'f', conditions);
      break;
    }
    case 'apps':
      query = sql<{
        key: string;
      }>`select a.slug as key from apps a where ${all(appConditions(relevant, 'a'))}`;
      break;
  }
  const { rows } = await query.execute(db);
  return new Set(rows.map((row) => row.key));
}

/** The key of an item of a group's answer: its uuid, an app's slug. */
export function keyOf(group: Group, item: { uuid?: string; slug?: string }): string {
  return (group === 'apps' ? item.slug : item.uuid) ?? '';
}

/**
 * recall@k and nDCG@k of a ranked list against the relevant set (binary gains). recall@k is the share of
 * what could be found in k places that was: relevant among the first k over min(k, relevant).
 */
export function scores(ranked: string[], relevant: Set<string>, k = 10): { recall: number; ndcg: number } {
  const top = ranked.slice(0, k);
  const ideal = Math.min(k, relevant.size);
  if (ideal === 0) return { recall: 1, ndcg: 1 };
  const hits = top.filter((key) => relevant.has(key)).length;
  const dcg = top.reduce((sum, key, index) => sum + (relevant.has(key) ? 1 / Math.log2(index + 2) : 0), 0);
  let idcg = 0;
  for (let index = 0; index < ideal; index += 1) idcg += 1 / Math.log2(index + 2);
  return { recall: hits / ideal, ndcg: dcg / idcg };
}
