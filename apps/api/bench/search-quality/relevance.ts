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

function appConditions(relevant: Relevant, app: string): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  if (relevant.apps) out.push(sql<boolean>`${sql.ref(`${app}.slug`)} = ${anyOf(relevant.apps)}`);
  if (relevant.platforms)
    out.push(sql<boolean>`${sql.ref(`${app}.platform`)} = ${anyOf(relevant.platforms)}`);
  if (relevant.products)
    out.push(sql<boolean>`exists (select 1 from app_categories ac join categories c on c.id = ac.category_id
      where ac.app_id = ${sql.ref(`${app}.id`)} and c.kind = 'product' and c.slug = ${anyOf(relevant.products)})`);
  return out;
}

const screenOfPattern = (screenId: RawBuilder<unknown>, patterns: string[]) =>
  sql<boolean>`exists (select 1 from screen_categories sc join categories c on c.id = sc.category_id
    where sc.screen_id = ${screenId} and c.kind = 'pattern' and c.slug = ${anyOf(patterns)})`;

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
      query = sql<{ key: string }>`select s.uuid::text as key from screens s join apps a on a.id = s.app_id
        where ${all(conditions)}`;
      break;
    }
    case 'components': {
      const conditions = [...appConditions(relevant, 'a')];
      if (relevant.elements)
        conditions.push(sql<boolean>`exists (select 1 from component_categories cc join categories c on c.id = cc.category_id
          where cc.component_id = m.id and c.kind = 'component' and c.slug = ${anyOf(relevant.elements)})`);
      if (relevant.patterns) conditions.push(screenOfPattern(sql`m.screen_id`, relevant.patterns));
      if (relevant.tags)
        conditions.push(...carriesTags('component_tags', 'component_id', sql`m.id`, relevant.tags));
      query = sql<{ key: string }>`select m.uuid::text as key from components m join apps a on a.id = m.app_id
        where ${all(conditions)}`;
      break;
    }
    case 'flows': {
      const conditions = [...appConditions(relevant, 'a')];
      if (relevant.flows)
        conditions.push(sql<boolean>`exists (select 1 from flow_categories fc join categories c on c.id = fc.category_id
          where fc.flow_id = f.id and c.kind = 'flow' and c.slug = ${anyOf(relevant.flows)})`);
      if (relevant.patterns)
        conditions.push(sql<boolean>`exists (select 1 from flow_screens fs where fs.flow_id = f.id
          and ${screenOfPattern(sql`fs.screen_id`, relevant.patterns)})`);
      query = sql<{ key: string }>`select f.uuid::text as key from flows f join apps a on a.id = f.app_id
        where ${all(conditions)}`;
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
