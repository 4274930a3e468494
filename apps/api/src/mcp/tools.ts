/**
 * The MCP server of the library (issue 30): tools written for a model, each answering text it can read
 * and quote (titles, apps, platforms, patterns, an address to open) and, where it helps, the pictures
 * themselves as image content. Every tool goes through the public REST API (`PublicApiClient`), so it is
 * held to the key's owner's plan, quotas and restricted content like any `/v1` call.
 *
 * An empty answer says why and what to try: the same search on the other platforms, and the nearest
 * query the library knows.
 */

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  type CategoryKind,
  type CategoryList,
  type Platform,
  platformSchema,
} from '@pageshelf/contracts/category';
import type { CollectionDetail, CollectionList } from '@pageshelf/contracts/collections';
import type {
  App,
  AppDetail,
  AppPage,
  Component,
  Flow,
  Screen,
  ScreenDetail,
  ScreenPage,
} from '@pageshelf/contracts/content';
import { IMAGE_SEARCH_MAX_BASE64_LENGTH, type ImageSearchResponse } from '@pageshelf/contracts/image-search';
import type { SearchResponse, SuggestResponse } from '@pageshelf/contracts/search';
import type {
  AppHistory,
  ScreenVersions,
  VersionChanges,
  VersionComparison,
} from '@pageshelf/contracts/versions';
import { PLATFORM_SLUGS, platformTitle } from '@pageshelf/domain/categories';
import { z } from 'zod';
import { type ApiAnswer, type ApiCall, ApiCallError, callJson, type PublicApiClient } from './api-client.js';

/** Most pictures one answer carries (a flow's steps): enough to follow it, small enough for a context. */
const MAX_IMAGES = 8;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

type Content = CallToolResult['content'][number];

const text = (value: string): Content => ({ type: 'text', text: value });
const answer = (...content: Content[]): CallToolResult => ({ content });
const refusal = (message: string): CallToolResult => ({ content: [text(message)], isError: true });

/** A tool's work, with the API's refusals told to the model as errors it can act on. */
async function run(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiCallError) {
      const code = error.body.code ? ` (${error.body.code})` : '';
      return refusal(`The library refused: ${error.message}${code}.`);
    }
    if (error instanceof UserError) return refusal(error.message);
    throw error;
  }
}

/** A mistake in a tool's arguments, told back to the model. */
class UserError extends Error {}

/** A uuid from a uuid or an address that holds one (`https://…/pages/{uuid}`). */
function uuidIn(value: string, what: string): string {
  const found = UUID.exec(value)?.[0];
  if (!found) throw new UserError(`${what} must be a uuid or an address holding one; got "${value}".`);
  return found.toLowerCase();
}

/** An app slug from a slug or an app's address (`https://…/apps/{slug}`). */
function slugIn(value: string): string {
  const slug = (/\/apps\/([^/?#]+)/.exec(value)?.[1] ?? value).toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw new UserError(`"${value}" is not an app slug.`);
  return slug;
}

function query(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const written = search.toString();
  return written ? `${path}?${written}` : path;
}

const joinWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** The lines of an answer, for items of each kind. */
function describe(client: PublicApiClient) {
  const link = (path: string) => `${client.origin}${path}`;
  const screen = (item: Screen) => {
    const patterns = item.patternCategories.map((pattern) => pattern.title).join(', ') || item.screenType;
    const locked = item.image.full === null ? ' [Pro only: its picture is blurred for this key]' : '';
    return `- ${item.app.title} (${platformTitle(item.platform)}) · ${patterns} · screen ${item.uuid} · ${link(`/pages/${item.uuid}`)}${locked}`;
  };
  const flow = (item: Flow) =>
    `- ${item.title} — ${item.app.title} (${platformTitle(item.platform)}) · ${item.screenCount} steps · ${item.flowCategories.map((category) => category.title).join(', ')} · flow ${item.uuid} · ${link(`/flows/${item.uuid}`)}`;
  const component = (item: Component) =>
    `- ${item.componentCategories.map((category) => category.title).join(', ') || 'Component'} — ${item.app.title} (${platformTitle(item.platform)}) · component ${item.uuid} · ${link(`/components/${item.uuid}`)}`;
  const app = (item: App) =>
    `- ${item.title} (${platformTitle(item.platform)}) · ${item.screenCount} screens, ${item.flowCount} flows${item.redesignedAt ? ` · redesigned ${item.redesignedAt.slice(0, 10)}` : ''} · app "${item.slug}" · ${link(`/apps/${item.slug}`)}`;
  return { link, screen, flow, component, app };
}

/** A picture of the library, from one of its addresses (`/media/…`); null when this key may not read it. */
async function pictureAt(client: PublicApiClient, href: string): Promise<ApiAnswer | null> {
  const fetched = await client.call({ method: 'GET', path: href });
  return fetched.status === 200 ? fetched : null;
}

/** A picture of the library as image content. */
async function picture(client: PublicApiClient, href: string): Promise<Content | null> {
  const fetched = await pictureAt(client, href);
  return fetched
    ? {
        type: 'image',
        data: fetched.body.toString('base64'),
        mimeType: fetched.contentType.split(';')[0] ?? 'image/webp',
      }
    : null;
}

/**
 * The multipart form of a search by picture, written by the platform's own `FormData`. The picture goes
 * as it came: the API reads its type from its bytes (and says so when it is not PNG, JPEG or WebP).
 */
async function pictureForm(bytes: Buffer): Promise<NonNullable<ApiCall['bytes']>> {
  const form = new FormData();
  form.set('image', new Blob([bytes], { type: 'application/octet-stream' }), 'picture');
  const encoded = new Response(form);
  return {
    data: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

const platformInput = platformSchema.optional().describe('Only this platform: ios, android or web.');
const limitInput = (most: number, usual: number) =>
  z.number().int().min(1).max(most).default(usual).describe(`How many to return (1 to ${most}).`);

/** The MCP server of one caller (its client carries the key). */
export function createMcpServer(client: PublicApiClient, version = '1.0.0'): McpServer {
  const server = new McpServer(
    { name: 'pageshelf', title: 'Pageshelf', version },
    {
      instructions:
        'Pageshelf is a library of real app and web screens, user flows and UI components for designers. Search it by words ("paywall", "dark onboarding ios"), drill into an app, follow a flow step by step, and save what you find to a collection. Addresses in answers open the item in Pageshelf.',
    },
  );
  const say = describe(client);
  const get = <T>(path: string) => callJson<T>(client, { method: 'GET', path });

  /** Why a search found nothing, and what to try instead. */
  async function whyEmpty(
    words: string,
    platform: Platform | undefined,
    reading: SearchResponse['reading'],
    kind: 'screens' | 'flows' | 'apps' | 'components',
  ): Promise<string> {
    const understood = reading.chips.filter((chip) => chip.kind !== 'platform');
    const subject =
      [
        ...understood.map((chip) => `${chip.kind === 'tag' ? 'tag' : chip.kind} ${chip.title}`),
        ...(reading.text ? [`the words "${reading.text}"`] : []),
      ].join(' + ') || `"${words}"`;
    const lines: string[] = [];
    if (platform) {
      const others = PLATFORM_SLUGS.filter((candidate) => candidate !== platform);
      const totals = await Promise.all(
        others.map(async (other) => ({
          other,
          total: (await get<SearchResponse>(query('/search', { q: words, platforms: other, limit: 1 })))[kind]
            .total,
        })),
      );
      const elsewhere = totals
        .filter(({ total }) => total.value > 0)
        .map(({ other, total }) => `${total.value}${total.exact ? '' : '+'} on ${platformTitle(other)}`);
      lines.push(
        `No ${kind} for ${subject} on ${platformTitle(platform)}${elsewhere.length > 0 ? `; ${joinWords(elsewhere)} (search again without the platform, or with one of those)` : ' nor on the other platforms'}.`,
      );
    } else lines.push(`No ${kind} for ${subject} in the library.`);
    const suggested = await get<SuggestResponse>(query('/search/suggest', { q: words }));
    const nearest = suggested.items.filter((item) => item.count > 0).slice(0, 3);
    if (nearest.length > 0)
      lines.push(
        `Nearest the library knows: ${nearest.map((item) => `"${item.title}" (${item.kind}, ${item.count})`).join(', ')}.`,
      );
    else
      lines.push(
        'Try a broader word: a pattern (onboarding, paywall, settings), an app name or a UI element (button, tab bar).',
      );
    return lines.join('\n');
  }

  server.registerTool(
    'search',
    {
      title: 'Search the library',
      description:
        'Search Pageshelf by what you mean: a pattern ("paywall", "sign up", "settings"), an app name, a UI element, a platform and style words ("dark onboarding ios"), or words printed on screens. The query is read into filters (shown as "Read as"); the rest is searched as text. Answers screens, flows, apps and components with their app, platform, patterns and an address. An empty answer says why and what to try.',
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('What to look for, in plain words.'),
        platform: platformInput,
        kind: z
          .enum(['all', 'screens', 'flows', 'apps', 'components'])
          .default('all')
          .describe('Which kind of item to return; all by default.'),
        limit: limitInput(30, 10),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query: words, platform, kind, limit }) =>
      run(async () => {
        const found = await get<SearchResponse>(query('/search', { q: words, platforms: platform, limit }));
        const lines: string[] = [];
        const chips = found.reading.chips.map((chip) => `${chip.kind} ${chip.title}`);
        if (chips.length > 0 || found.reading.text)
          lines.push(
            `Read as: ${[...chips, ...(found.reading.text ? [`text "${found.reading.text}"`] : [])].join(' · ')}`,
          );
        if (found.reading.correctedTo)
          lines.push(
            `Showing results for "${found.reading.correctedTo}" (asked: "${found.reading.correctedFrom}").`,
          );
        const groups = [
          ['screens', found.screens.items.map(say.screen), found.screens.total.value],
          ['flows', found.flows.items.slice(0, limit).map(say.flow), found.flows.total.value],
          ['apps', found.apps.items.slice(0, limit).map(say.app), found.apps.total.value],
          [
            'components',
            found.components.items.slice(0, limit).map(say.component),
            found.components.total.value,
          ],
        ] as const;
        for (const [name, items, total] of groups) {
          if (kind !== 'all' && kind !== name) continue;
          if (items.length === 0) {
            if (kind === name || (kind === 'all' && name === 'screens'))
              lines.push(await whyEmpty(words, platform, found.reading, name));
            continue;
          }
          lines.push(`\n${name[0]?.toUpperCase()}${name.slice(1)} (${items.length} of ${total}):`, ...items);
        }
        return answer(text(lines.join('\n')));
      }),
  );

  server.registerTool(
    'search_by_picture',
    {
      title: 'Search by picture',
      description:
        'Find screens that look like a picture: a screenshot or mock-up (PNG, JPEG or WebP, base64), or a screen of the library by its uuid or address. Answers the screens ranked by likeness, with the words and colours they share.',
      inputSchema: {
        image_base64: z
          .string()
          .max(IMAGE_SEARCH_MAX_BASE64_LENGTH)
          .optional()
          .describe('The picture, base64-encoded (at most 10 MB).'),
        screen: z.string().max(300).optional().describe('Or a library screen: its uuid or its address.'),
        limit: limitInput(30, 10),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ image_base64: base64, screen, limit }) =>
      run(async () => {
        let bytes: Buffer;
        if (base64) bytes = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
        else if (screen) {
          const detail = await get<ScreenDetail>(`/screens/${uuidIn(screen, 'screen')}`);
          const fetched = await pictureAt(client, detail.image.full ?? detail.image.thumb);
          if (!fetched) throw new UserError('That screen has no picture this key may read.');
          bytes = fetched.body;
        } else throw new UserError('Give image_base64 (a picture) or screen (a uuid or an address).');
        const found = await callJson<ImageSearchResponse>(client, {
          method: 'POST',
          path: query('/search/image', { limit }),
          bytes: await pictureForm(bytes),
        });
        const items = found.screens.items.map(
          (item) =>
            `${say.screen(item)} · likeness ${Math.round(item.match.score * 100)}%${item.match.words.length > 0 ? ` · shares "${item.match.words.slice(0, 5).join('", "')}"` : ''}`,
        );
        const read = `Read from the picture: ${found.query.width}×${found.query.height}${found.query.platform ? `, looks like ${platformTitle(found.query.platform)}` : ''}${found.query.words.length > 0 ? `, words "${found.query.words.slice(0, 8).join(' ')}"` : ', no words'}.`;
        return answer(
          text(
            items.length > 0
              ? `${read}\nScreens like it (${items.length}):\n${items.join('\n')}`
              : `${read}\nNothing in the library looks like it.`,
          ),
        );
      }),
  );

  server.registerTool(
    'get_screen',
    {
      title: 'Get a screen',
      description:
        'One screen by its uuid or address: its app, platform, patterns, the text printed on it, its neighbours in the app, and the picture itself.',
      inputSchema: { screen: z.string().min(1).max(300).describe('The screen: its uuid or its address.') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ screen }) =>
      run(async () => {
        const detail = await get<ScreenDetail>(`/screens/${uuidIn(screen, 'screen')}`);
        const lines = [
          say.screen(detail).slice(2),
          `Patterns: ${detail.patternCategories.map((pattern) => pattern.title).join(', ') || 'none'} · type ${detail.screenType} · ${detail.image.width}×${detail.image.height}`,
          detail.textInScreen
            ? `Text on the screen: ${detail.textInScreen}`
            : 'Text on the screen: not readable with this key (Pro only) or none.',
          `Previous in the app: ${detail.previous ?? 'none'} · next: ${detail.next ?? 'none'}`,
        ];
        const image = await picture(client, detail.image.full ?? detail.image.thumb);
        return answer(text(lines.join('\n')), ...(image ? [image] : []));
      }),
  );

  server.registerTool(
    'get_flow',
    {
      title: 'Get a flow',
      description: `A user flow by its uuid or address: its steps in order, each a screen, with the pictures of the first ${MAX_IMAGES}.`,
      inputSchema: { flow: z.string().min(1).max(300).describe('The flow: its uuid or its address.') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ flow }) =>
      run(async () => {
        const detail = await get<Flow>(`/flows/${uuidIn(flow, 'flow')}`);
        const lines = [
          `${detail.title} — ${detail.app.title} (${platformTitle(detail.platform)}) · ${detail.screenCount} steps · ${say.link(`/flows/${detail.uuid}`)}`,
          ...detail.screens.map((step, index) => `${index + 1}. ${say.screen(step).slice(2)}`),
        ];
        const images = await Promise.all(
          detail.screens.slice(0, MAX_IMAGES).map((step) => picture(client, step.image.thumb)),
        );
        return answer(text(lines.join('\n')), ...images.filter((image) => image !== null));
      }),
  );

  server.registerTool(
    'list_apps',
    {
      title: 'List apps',
      description:
        'Apps of the library by name, or those whose name or category matches `name`, or (`redesigned`) those redesigned most recently; each with its platform, counts, slug (for get_app) and last redesign.',
      inputSchema: {
        name: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .optional()
          .describe('Part of an app name or an app category.'),
        platform: platformInput,
        redesigned: z
          .boolean()
          .default(false)
          .describe('Only the apps that were redesigned, the most recent redesign first.'),
        limit: limitInput(30, 20),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name, platform, redesigned, limit }) =>
      run(async () => {
        const items = name
          ? (
              await get<SearchResponse>(query('/search', { q: name, platforms: platform, limit }))
            ).apps.items.slice(0, limit)
          : (
              await get<AppPage>(
                query('/apps', { platform, limit, sort: redesigned ? 'redesigned' : undefined }),
              )
            ).items;
        if (items.length === 0)
          return answer(
            text(
              `No apps${name ? ` named like "${name}"` : ''}${platform ? ` on ${platformTitle(platform)}` : ''}.`,
            ),
          );
        return answer(text(items.map(say.app).join('\n')));
      }),
  );

  server.registerTool(
    'get_app',
    {
      title: 'Get an app',
      description:
        'Drill into one app by its slug (from list_apps or search): its description, platforms, its screens grouped by pattern ("Notion\'s onboarding"), and its flows.',
      inputSchema: {
        app: z.string().trim().min(1).max(200).describe('The app slug, or its address.'),
        pattern: z
          .string()
          .trim()
          .max(100)
          .optional()
          .describe('Only the screens of this pattern (e.g. onboarding).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ app, pattern }) =>
      run(async () => {
        const slug = slugIn(app);
        const [detail, screens, flows] = await Promise.all([
          get<AppDetail>(`/apps/${slug}`),
          get<ScreenPage>(query(`/apps/${slug}/screens`, { limit: 60, order: 'position' })),
          get<{ items: Flow[] }>(query(`/apps/${slug}/flows`, { limit: 30 })),
        ]);
        const byPattern = new Map<string, Screen[]>();
        for (const screen of screens.items)
          for (const name of screen.patternCategories
            .map((category) => category.title)
            .concat(screen.patternCategories.length === 0 ? ['Other'] : []))
            byPattern.set(name, [...(byPattern.get(name) ?? []), screen]);
        const wanted = pattern?.toLowerCase();
        const patterns = [...byPattern].filter(([name]) => !wanted || name.toLowerCase().includes(wanted));
        const lines = [
          `${detail.title} (${platformTitle(detail.platform)}) · ${detail.screenCount} screens, ${detail.flowCount} flows, ${detail.componentCount} components · ${say.link(`/apps/${detail.slug}`)}`,
          detail.description,
          `On: ${detail.versions.map((version) => `${platformTitle(version.platform)} ("${version.slug}")`).join(', ')}`,
          `\nScreens by pattern${screens.nextCursor ? ` (the first ${screens.items.length})` : ''}:`,
        ];
        if (patterns.length === 0)
          lines.push(
            `No screens of pattern "${pattern}" in ${detail.title}; its patterns: ${[...byPattern.keys()].join(', ')}.`,
          );
        for (const [name, items] of patterns)
          lines.push(`${name} (${items.length}):`, ...items.slice(0, wanted ? 30 : 5).map(say.screen));
        lines.push(
          `\nFlows (${flows.items.length}):`,
          ...(flows.items.length > 0 ? flows.items.map(say.flow) : ['none']),
        );
        return answer(text(lines.join('\n')));
      }),
  );

  const percent = (share: number) => `${(share * 100).toFixed(share >= 0.1 ? 0 : 1)} %`;
  const day = (iso: string) => iso.slice(0, 10);
  /** What changed between two versions, in a line a model can quote. */
  const changed = (changes: VersionChanges) =>
    `${percent(changes.difference)} of the picture changed in ${changes.regions.length} ${changes.regions.length === 1 ? 'place' : 'places'}${changes.wordsAdded.length > 0 ? ` · words added: ${changes.wordsAdded.slice(0, 20).join(', ')}` : ''}${changes.wordsRemoved.length > 0 ? ` · words removed: ${changes.wordsRemoved.slice(0, 20).join(', ')}` : ''}`;

  server.registerTool(
    'get_screen_history',
    {
      title: "A screen's versions",
      description:
        'How one screen changed over time (Pro): its dated versions, newest first, each with what changed from the one before (share of the picture, places, words added and removed), and the pictures of the two versions compared. `from` and `to` compare any two versions instead (e.g. the first against the current).',
      inputSchema: {
        screen: z.string().min(1).max(300).describe('The screen: its uuid or its address.'),
        from: z.number().int().min(1).optional().describe('Compare this older version…'),
        to: z.number().int().min(1).optional().describe('…with this newer one (the current by default).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ screen, from, to }) =>
      run(async () => {
        const uuid = uuidIn(screen, 'screen');
        const history = await get<ScreenVersions>(`/screens/${uuid}/versions`);
        const [current] = history.versions;
        const lines = [
          `Screen ${uuid} · ${history.versions.length} ${history.versions.length === 1 ? 'version' : 'versions'}${history.sourceUrl ? ` · captured from ${history.sourceUrl}` : ''} · ${say.link(`/pages/${uuid}`)}`,
          ...history.versions.map(
            (version) =>
              `- Version ${version.number}${version === current ? ' (current)' : ''} · ${day(version.capturedAt)} · ${version.changes ? changed(version.changes) : 'first version'}`,
          ),
        ];
        if (history.versions.length < 2 || !current) return answer(text(lines.join('\n')));
        const newer = to ?? current.number;
        const older = from ?? newer - 1;
        if (older >= newer) throw new UserError('`from` must be an older version than `to`.');
        const compared = await get<VersionComparison>(
          query(`/screens/${uuid}/versions/compare`, { from: older, to: newer }),
        );
        lines.push(`\nVersion ${older} → version ${newer}: ${changed(compared.changes)}`);
        const pictures = await Promise.all(
          [older, newer].map((number) => {
            const version = history.versions.find((candidate) => candidate.number === number);
            return version ? picture(client, version.image.full) : null;
          }),
        );
        return answer(text(lines.join('\n')), ...pictures.filter((image) => image !== null));
      }),
  );

  server.registerTool(
    'get_app_history',
    {
      title: "An app's redesigns",
      description:
        'How one app changed over time (Pro): its dated versions (capture runs or imports), newest first, each with how many screens were added, changed, unchanged and gone, and the screens it changed (for get_screen_history). list_apps with redesigned: true finds the apps redesigned most recently.',
      inputSchema: { app: z.string().trim().min(1).max(200).describe('The app slug, or its address.') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ app }) =>
      run(async () => {
        const slug = slugIn(app);
        const history = await get<AppHistory>(`/apps/${slug}/history`);
        const lines = [`${slug} · ${history.versions.length} versions · ${say.link(`/apps/${slug}`)}`];
        for (const version of history.versions) {
          lines.push(
            `- Version ${version.number} · ${day(version.capturedAt)} (${version.source}) · ${version.added} added, ${version.changed} changed, ${version.unchanged} unchanged, ${version.gone} gone`,
          );
          if (version.changedScreens.length > 0)
            lines.push(
              `  changed: ${version.changedScreens.map((changedScreen) => `screen ${changedScreen.uuid}`).join(', ')}`,
            );
        }
        return answer(text(lines.join('\n')));
      }),
  );

  server.registerTool(
    'list_patterns',
    {
      title: 'List patterns and categories',
      description:
        'The categories the library is organised by, with how many items each holds: screen patterns (onboarding, paywall…), UI elements, flow kinds or app categories. Use their titles in search.',
      inputSchema: {
        kind: z
          .enum(['pattern', 'component', 'flow', 'product'])
          .default('pattern')
          .describe(
            'pattern (screen patterns), component (UI elements), flow (flow kinds), product (app categories).',
          ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ kind }) =>
      run(async () => {
        const list = await get<CategoryList>(`/categories/${kind satisfies CategoryKind}`);
        return answer(
          text(list.items.map((category) => `- ${category.title} (${category.count})`).join('\n')),
        );
      }),
  );

  server.registerTool(
    'similar_screens',
    {
      title: 'Similar screens',
      description: 'Screens like one screen: the same pattern in the same app first, then in other apps.',
      inputSchema: {
        screen: z.string().min(1).max(300).describe('The screen: its uuid or its address.'),
        limit: limitInput(30, 10),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ screen, limit }) =>
      run(async () => {
        const similar = await get<ScreenPage>(
          query(`/screens/${uuidIn(screen, 'screen')}/similar`, { limit }),
        );
        return answer(
          text(similar.items.length > 0 ? similar.items.map(say.screen).join('\n') : 'No similar screens.'),
        );
      }),
  );

  server.registerTool(
    'list_collections',
    {
      title: 'List collections',
      description:
        "The key owner's collections and those shared with their workspace: name, what they hold, uuid.",
      inputSchema: {},
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      run(async () => {
        const list = await get<CollectionList>('/collections');
        if (list.items.length === 0) return answer(text('No collections yet.'));
        return answer(
          text(
            list.items
              .map(
                (collection) =>
                  `- ${collection.name} · ${collection.itemCount} items · collection ${collection.uuid} · ${say.link(`/collections/${collection.uuid}`)}`,
              )
              .join('\n'),
          ),
        );
      }),
  );

  server.registerTool(
    'get_collection',
    {
      title: 'Get a collection',
      description:
        'One collection with everything it holds: screens, flows, components and apps, in its order.',
      inputSchema: {
        collection: z.string().min(1).max(300).describe('The collection: its uuid or its address.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ collection }) =>
      run(async () => {
        const detail = await get<CollectionDetail>(`/collections/${uuidIn(collection, 'collection')}`);
        const lines = [
          `${detail.name}${detail.description ? ` — ${detail.description}` : ''} · ${detail.itemCount} items`,
        ];
        if (detail.screens.length > 0) lines.push('Screens:', ...detail.screens.map(say.screen));
        if (detail.flows.length > 0) lines.push('Flows:', ...detail.flows.map(say.flow));
        if (detail.components.length > 0) lines.push('Components:', ...detail.components.map(say.component));
        if (detail.apps.length > 0) lines.push('Apps:', ...detail.apps.map(say.app));
        return answer(text(lines.join('\n')));
      }),
  );

  server.registerTool(
    'add_to_collection',
    {
      title: 'Add to a collection',
      description:
        "Save a screen, flow or component (by uuid or address) or an app (by slug) to one of the key owner's collections.",
      inputSchema: {
        collection: z.string().min(1).max(300).describe('The collection: its uuid or its address.'),
        type: z.enum(['screen', 'flow', 'component', 'app']).describe('What is added.'),
        item: z
          .string()
          .min(1)
          .max(300)
          .describe('The screen, flow or component uuid (or address), or the app slug.'),
      },
      annotations: { readOnlyHint: false, idempotentHint: true, openWorldHint: false },
    },
    ({ collection, type, item }) =>
      run(async () => {
        const id =
          type === 'app'
            ? (await get<AppDetail>(`/apps/${slugIn(item)}`)).id
            : (await get<{ id: number }>(`/${type}s/${uuidIn(item, type)}`)).id;
        const detail = await callJson<CollectionDetail>(client, {
          method: 'PUT',
          path: `/collections/${uuidIn(collection, 'collection')}/items/${type}s/${id}`,
        });
        return answer(
          text(
            `Added to "${detail.name}" (${detail.itemCount} items): ${say.link(`/collections/${detail.uuid}`)}`,
          ),
        );
      }),
  );

  return server;
}
