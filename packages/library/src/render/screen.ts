/**
 * The pipeline: a screen spec → the pattern's layout → an element tree → satori (layout, text as paths) →
 * resvg (pixels). Along the way it reads what the tree shows: the words in reading order, the box of every
 * node marked as a UI element, the tags the screen earns, and any text that does not fit its box.
 */
import type { Platform } from '@pageshelf/contracts/category';
import { Resvg, type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { type PatternSlug, TAG_OF_ELEMENT, type TagSlug, type UiElementSlug } from '../catalog/taxonomy.js';
import { appIconSvg, iconStyleOf } from './art.js';
import { frame, navBar, sidebar, tabBar, webHeader } from './chrome.js';
import { type AppContent, type AppProfile, contentFor } from './content.js';
import type { Chrome, Layout, ScreenContext } from './context.js';
import type { DesignSystem } from './design-system.js';
import { fontsFor } from './fonts.js';
import type { Child, Node } from './h.js';
import { createKit, type Kit } from './kit.js';
import { LAYOUTS } from './patterns/index.js';
import { hashSeed, Random } from './random.js';
import { redesignedContent, rotated } from './redesign.js';
import { CANVAS, themeFor } from './theme.js';

export interface ScreenSpec {
  app: AppProfile;
  pattern: PatternSlug;
  /** Which of the pattern's layouts (taken modulo their number). */
  variant: number;
  /** Seeds what the layout draws at random (which items, which picture). */
  seed: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextOverflow {
  text: string;
  box: Box;
  /** The box it escapes: its parent's, a clipping ancestor's or the screen's. */
  bounds: Box;
}

export interface RenderedScreen {
  /** The PNG (satori's SVG with `svgOnly`; empty with `raw`). */
  png: Buffer;
  /** With `raw`: the RGBA pixels, rasterised off the main thread. */
  pixels?: Buffer;
  /** With `raw` and `thumbWidth`: the same screen rasterised again at that width (RGBA). */
  thumbnail?: { pixels: Buffer; width: number; height: number };
  /** Pixels (logical size × scale). */
  width: number;
  height: number;
  /** The words on the screen in reading order, for search. */
  text: string;
  components: { kind: UiElementSlug; box: Box }[];
  tags: TagSlug[];
  /** Text that does not fit (should be empty; tests assert it). */
  overflows: TextOverflow[];
  /** The layout that drew it (its function's name). */
  layout: string;
  timings: { layoutMs: number; satoriMs: number; resvgMs: number };
}

function contextFor(spec: ScreenSpec): ScreenContext {
  const theme = themeFor(spec.app.designSystem, spec.app.platform);
  const { redesign } = spec.app;
  const content = redesign ? redesignedContent(contentFor(spec.app), redesign) : contentFor(spec.app);
  const kit = createKit(theme, content.prices.symbol);
  const brand = kit.logo(content.glyph, spec.app.title, 32);
  const navigation = redesign?.navigation ?? 'docked';
  // A rail has room for the app's icon and the user's face only.
  const rail = navigation === 'rail';
  const chrome: Chrome = {
    frame: (options) => frame(theme, options),
    navBar: (options) => navBar(theme, options),
    tabBar: (active = 0) => tabBar(theme, content.sections, active, navigation),
    webHeader: (options) =>
      webHeader(theme, {
        brand,
        ...options,
        links: redesign && options.links ? rotated(options.links, redesign.linkShift) : options.links,
      }),
    sidebar: (options) =>
      sidebar(theme, {
        brand: rail ? kit.logo(content.glyph, null, 32) : brand,
        items: content.sections,
        active: 0,
        footer: rail ? kit.avatar(content.user, 32) : userChip(kit, content),
        ...options,
        style: navigation,
      }),
  };
  return {
    ...theme,
    app: spec.app,
    pattern: spec.pattern,
    variant: spec.variant,
    seed: spec.seed,
    content,
    random: new Random(hashSeed(`${spec.app.slug}/${spec.pattern}/${spec.variant}`, spec.seed)),
    kit,
    chrome,
  };
}

function userChip(kit: Kit, content: AppContent): Node {
  const user = content.user;
  return {
    type: 'div',
    props: {
      style: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 10, paddingLeft: 8 },
      children: [kit.avatar(user, 30), kit.label(user.name)],
    },
  };
}

/** The layouts registered for a pattern (every pattern of the taxonomy has three or more). */
export function layoutsFor(pattern: PatternSlug): Layout[] {
  const layouts = LAYOUTS[pattern];
  if (!layouts || layouts.length === 0) throw new Error(`no layouts for the pattern ${pattern}`);
  return layouts;
}

interface Prepared {
  element: unknown;
  words: string[];
  kinds: Map<string, UiElementSlug>;
  tags: Set<TagSlug>;
  /** Key of each node → key of its parent, and which keys clip (overflow hidden). */
  parent: Map<string, string>;
  clips: Set<string>;
  texts: Map<string, string>;
}

/**
 * Copies the tree for satori with a key on every node, collecting words, UI kinds and tags. A text that
 * `copy` words otherwise (a redesign's) is drawn and read in its new words.
 */
function prepare(root: Node, copy: Readonly<Record<string, string>> = {}): Prepared {
  const out: Prepared = {
    element: null,
    words: [],
    kinds: new Map(),
    tags: new Set(),
    parent: new Map(),
    clips: new Set(),
    texts: new Map(),
  };
  let counter = 0;
  const perKind = new Map<UiElementSlug, number>();
  // The pieces of a run of text drawn in pieces (`Node.runs`), read as one text when the run ends.
  let pieces: string[] | null = null;
  const visit = (node: Node, parentKey: string | null): unknown => {
    if (node.runs && pieces === null) {
      const run: string[] = [];
      pieces = run;
      try {
        return visit({ ...node, runs: false }, parentKey);
      } finally {
        pieces = null;
        out.words.push(run.join('').replaceAll('\u00a0', ' '));
      }
    }
    let key: string;
    if (node.ui) {
      const n = perKind.get(node.ui) ?? 0;
      perKind.set(node.ui, n + 1);
      key = `ui:${node.ui}:${n}`;
      out.kinds.set(key, node.ui);
      const tag = TAG_OF_ELEMENT[node.ui];
      if (tag) out.tags.add(tag);
    } else {
      key = `n:${counter++}`;
    }
    for (const tag of node.tags ?? []) out.tags.add(tag);
    if (parentKey !== null) out.parent.set(key, parentKey);
    if (node.contain || node.props.style?.overflow === 'hidden') out.clips.add(key);
    const children = node.props.children;
    let copied: unknown = children;
    if (typeof children === 'string' || typeof children === 'number') {
      const reworded =
        typeof children === 'string' && Object.hasOwn(copy, children) ? copy[children] : undefined;
      if (reworded !== undefined) copied = reworded;
      const value = reworded ?? String(children);
      if (pieces) pieces.push(value);
      else out.words.push(value);
      out.texts.set(key, value);
    } else if (Array.isArray(children)) {
      copied = children.map((child: Child) => {
        if (typeof child === 'string' || typeof child === 'number') {
          throw new Error(`text "${child}" must be wrapped in text(): satori needs one box per run of text`);
        }
        return child ? visit(child, key) : null;
      });
    } else if (children && typeof children === 'object') {
      copied = visit(children, key);
    }
    // Border-box everywhere, as every design tool and CSS reset does: `width: 100%` plus padding must fit.
    const style = { boxSizing: 'border-box', ...node.props.style };
    return { type: node.type, key, props: { ...node.props, style, children: copied } };
  };
  out.element = visit(root, null);
  return out;
}

function outside(inner: Box, outer: Box): boolean {
  const slack = 1;
  return (
    inner.x < outer.x - slack ||
    inner.y < outer.y - slack ||
    inner.x + inner.width > outer.x + outer.width + slack ||
    inner.y + inner.height > outer.y + outer.height + slack
  );
}

function findOverflows(prepared: Prepared, boxes: Map<string, Box>, screen: Box): TextOverflow[] {
  const overflows: TextOverflow[] = [];
  for (const [key, value] of prepared.texts) {
    const box = boxes.get(key);
    if (!box || value.trim() === '') continue;
    const bounds: Box[] = [screen];
    const parentKey = prepared.parent.get(key);
    const parentBox = parentKey ? boxes.get(parentKey) : undefined;
    if (parentBox) bounds.push(parentBox);
    for (let k = parentKey; k !== undefined; k = prepared.parent.get(k)) {
      const clipBox = prepared.clips.has(k) ? boxes.get(k) : undefined;
      if (clipBox) bounds.push(clipBox);
    }
    const escaped = bounds.find((b) => outside(box, b));
    if (escaped) overflows.push({ text: value, box, bounds: escaped });
  }
  return overflows;
}

export interface RenderOptions {
  /** Skip rastering (layout checks only): `png` is empty and `svg` holds satori's output. */
  svgOnly?: boolean;
  /**
   * Only run the layout: the words, tags and UI kinds, no satori and no pixels. Component boxes are then
   * the whole screen (metadata-only libraries for query benchmarks, whose images are never fetched).
   */
  layoutOnly?: boolean;
  /**
   * Rasterise on a libuv thread and return RGBA `pixels` instead of a PNG: no PNG to encode and decode
   * again, and the main thread is free to lay out the next screen meanwhile.
   */
  raw?: boolean;
  /**
   * With `raw`: also rasterise the screen at this width, for its grid thumbnail. Drawing the vectors
   * again at a small size costs less than shrinking the large pixels, and is sharper.
   */
  thumbWidth?: number;
}

/** The layout a screen is drawn with, and the element tree it draws (before satori sees it). */
export function drawTree(spec: ScreenSpec): { layout: Layout; tree: Node } {
  const ctx = contextFor(spec);
  const layouts = layoutsFor(spec.pattern);
  const layout = layouts[((spec.variant % layouts.length) + layouts.length) % layouts.length] as Layout;
  return { layout, tree: layout(ctx) };
}

/** Draws one screen and reports what it shows. */
export async function renderScreen(spec: ScreenSpec, options: RenderOptions = {}): Promise<RenderedScreen> {
  const t0 = performance.now();
  const { layout, tree } = drawTree(spec);
  const prepared = prepare(tree, spec.app.redesign?.copy);
  const t1 = performance.now();
  const { width, height, scale } = CANVAS[spec.app.platform];
  if (options.layoutOnly) {
    const tags = new Set<TagSlug>(prepared.tags);
    tags.add(spec.app.designSystem.dark ? 'dark-mode' : 'light-mode');
    const whole = { x: 0, y: 0, width: width * scale, height: height * scale };
    return {
      png: Buffer.alloc(0),
      width: width * scale,
      height: height * scale,
      text: prepared.words.join(' '),
      components: [...new Set(prepared.kinds.values())].map((kind) => ({ kind, box: whole })),
      tags: [...tags].sort(),
      overflows: [],
      layout: layout.name || 'anonymous',
      timings: { layoutMs: t1 - t0, satoriMs: 0, resvgMs: 0 },
    };
  }
  const boxes = new Map<string, Box>();
  const svg = await satori(prepared.element as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: fontsFor(spec.app.designSystem),
    onNodeDetected: (node) => {
      if (typeof node.key === 'string') {
        boxes.set(node.key, { x: node.left, y: node.top, width: node.width, height: node.height });
      }
    },
  });
  const t2 = performance.now();
  let png: Buffer = Buffer.alloc(0);
  let pixels: Buffer | undefined;
  let thumbnail: RenderedScreen['thumbnail'];
  if (options.svgOnly) png = Buffer.from(svg);
  else if (options.raw) {
    const { thumbWidth } = options;
    const [large, small] = await Promise.all([
      renderAsync(svg, rasterOptions(scale)),
      thumbWidth
        ? renderAsync(svg, { ...rasterOptions(scale), fitTo: { mode: 'width', value: thumbWidth } })
        : null,
    ]);
    pixels = large.pixels;
    if (small) thumbnail = { pixels: small.pixels, width: small.width, height: small.height };
  } else png = rasterise(svg, scale);
  const t3 = performance.now();
  const components: RenderedScreen['components'] = [];
  for (const [key, kind] of prepared.kinds) {
    const box = boxes.get(key);
    if (!box || box.width <= 0 || box.height <= 0) continue;
    const x = Math.max(0, box.x);
    const y = Math.max(0, box.y);
    const right = Math.min(width, box.x + box.width);
    const bottom = Math.min(height, box.y + box.height);
    if (right <= x || bottom <= y) continue;
    // Edges rounded to pixels, never past the image's (a box rounded by its size could be).
    const left = Math.round(x * scale);
    const top = Math.round(y * scale);
    const pixels = {
      x: left,
      y: top,
      width: Math.min(width * scale, Math.round(right * scale)) - left,
      height: Math.min(height * scale, Math.round(bottom * scale)) - top,
    };
    if (pixels.width > 0 && pixels.height > 0) components.push({ kind, box: pixels });
  }
  const tags = new Set<TagSlug>(prepared.tags);
  tags.add(spec.app.designSystem.dark ? 'dark-mode' : 'light-mode');
  return {
    png,
    pixels,
    thumbnail,
    width: width * scale,
    height: height * scale,
    text: prepared.words.join(' '),
    components,
    tags: [...tags].sort(),
    overflows: findOverflows(prepared, boxes, { x: 0, y: 0, width, height }),
    layout: layout.name || 'anonymous',
    timings: { layoutMs: t1 - t0, satoriMs: t2 - t1, resvgMs: t3 - t2 },
  };
}

const rasterOptions = (scale: number): ResvgRenderOptions => ({
  fitTo: { mode: 'zoom', value: scale },
  font: { loadSystemFonts: false },
  imageRendering: 0,
  shapeRendering: 2,
});

function rasterise(svg: string, scale: number): Buffer {
  return new Resvg(svg, rasterOptions(scale)).render().asPng();
}

/** The app's icon as a 512×512 PNG. */
export function renderAppIcon(
  app: Pick<AppProfile, 'slug' | 'title' | 'category' | 'glyph'> & { designSystem: DesignSystem },
): Buffer {
  const content = contentFor(app);
  const svg = appIconSvg(content.glyph, app.designSystem.palette.primary, 512, iconStyleOf(app.slug));
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** The logical canvas of a platform (for layouts that need it before a context exists). */
export function canvasOf(platform: Platform) {
  return CANVAS[platform];
}
