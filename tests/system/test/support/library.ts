/**
 * Real ids of the template library, read through the BFF by a Pro member (never capped): the requests
 * of the tests use them so that every call reaches the rule it is about, not a 404.
 */
import type { Client } from './client.js';

export interface Library {
  /** A screen anyone may see whole. */
  readonly screen: { readonly id: number; readonly uuid: string };
  /** A restricted screen: its full image is Pro only, its blurred preview is not. */
  readonly restricted: { readonly uuid: string; readonly full: string; readonly preview: string };
  readonly flow: { readonly uuid: string };
  readonly component: { readonly uuid: string };
  readonly app: { readonly id: number; readonly slug: string; readonly logo: string };
  /** An editorial figure of the open screen's pattern and platform, and its first tile's address. */
  readonly figure: { readonly pattern: string; readonly platform: string; readonly thumb: string };
  /** A category slug of each kind whose list is not empty. */
  readonly category: Readonly<Record<'pattern' | 'screen-types' | 'flow' | 'component' | 'product', string>>;
  readonly tag: string;
}

interface Page<T> {
  readonly items: readonly T[];
}

async function read<T>(client: Client, path: string): Promise<T> {
  const answer = await client.get(path);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.json as T;
}

function first<T>(items: readonly T[], what: string, where: (item: T) => boolean = () => true): T {
  const found = items.find(where);
  if (found === undefined) throw new Error(`the template library has no ${what}`);
  return found;
}

/** Reads the library's ids with `pro`, a Pro member's client. */
export async function readLibrary(pro: Client): Promise<Library> {
  type Screen = {
    id: number;
    uuid: string;
    is_restricted: boolean;
    platform: string;
    patternCategories: { slug: string }[];
    image: { full: string | null; preview: string };
  };
  const screens = (await read<Page<Screen>>(pro, '/api/screens?limit=100')).items;
  const open = first(
    screens,
    'open screen of a pattern',
    (screen) => !screen.is_restricted && screen.patternCategories.length > 0,
  );
  const pattern = open.patternCategories[0]?.slug ?? '';
  const figure = await read<Page<{ image: { thumb: string } }>>(
    pro,
    `/api/figures/${pattern}?platform=${open.platform}`,
  );
  const restricted = first(screens, 'restricted screen', (screen) => screen.is_restricted);
  const flows = (await read<Page<{ uuid: string }>>(pro, '/api/flows')).items;
  const components = (await read<Page<{ uuid: string }>>(pro, '/api/components')).items;
  const apps = (await read<Page<{ id: number; slug: string; logo: string }>>(pro, '/api/apps')).items;
  const app = first(apps, 'app');
  const category = async (kind: keyof Library['category']) =>
    first(
      (await read<Page<{ slug: string; count: number }>>(pro, `/api/categories/${kind}`)).items,
      `${kind} category`,
      (item) => item.count > 0,
    ).slug;
  const tags = (await read<Page<{ slug: string }>>(pro, '/api/tags')).items;
  return {
    screen: { id: open.id, uuid: open.uuid },
    restricted: {
      uuid: restricted.uuid,
      full: restricted.image.full ?? '(a Pro member was shown no full image)',
      preview: restricted.image.preview,
    },
    flow: { uuid: first(flows, 'flow').uuid },
    component: { uuid: first(components, 'component').uuid },
    app: { id: app.id, slug: app.slug, logo: app.logo },
    figure: { pattern, platform: open.platform, thumb: first(figure.items, 'figure screen').image.thumb },
    category: {
      pattern: await category('pattern'),
      'screen-types': await category('screen-types'),
      flow: await category('flow'),
      component: await category('component'),
      product: await category('product'),
    },
    tag: first(tags, 'tag').slug,
  };
}
