/**
 * A tiny element builder for satori: plain `{ type, props }` objects, no React. A node may carry `ui` (the
 * UI element kind it shows, so its box can be cropped after layout) and `tags` (what it adds to the screen's
 * tags); `renderScreen` reads both and strips them before handing the tree to satori.
 */
import type { TagSlug, UiElementSlug } from '../catalog/taxonomy.js';

/** The CSS satori understands (a subset of React's CSSProperties); numbers are pixels. */
export type Style = Record<string, string | number | undefined>;

export type Child = Node | string | number | null | undefined | false;

export interface Node {
  type: string;
  key?: string;
  props: {
    style?: Style;
    children?: Child | Child[];
    src?: string;
    width?: number;
    height?: number;
  };
  /** The UI element kind this node shows (set through `ui`). */
  ui?: UiElementSlug;
  /** Tags the screen earns by showing this node (set through `tagged`). */
  tags?: TagSlug[];
  /**
   * Text inside must stay inside this box (checked after layout, not clipped). Cheaper than
   * `overflow: hidden`, which makes satori mask every descendant and resvg slow.
   */
  contain?: boolean;
  /**
   * One run of text drawn in pieces (a search suggestion's typed letters in bold, the rest plain): its
   * words are read as one text ("Sprint planning"), not as the pieces ("Spr", "int planning").
   */
  runs?: boolean;
}

function flatten(children: (Child | Child[])[]): Child[] {
  const out: Child[] = [];
  for (const child of children) {
    if (Array.isArray(child)) out.push(...flatten(child));
    else if (child !== null && child !== undefined && child !== false) out.push(child);
  }
  return out;
}

/** A flex container. Satori needs `display: flex` on any box with more than one child, so it is the default. */
export function h(type: string, style: Style, ...children: (Child | Child[])[]): Node {
  return { type, props: { style: { display: 'flex', ...style }, children: flatten(children) } };
}

/** A row (flex-direction row, items centred vertically). */
export function row(style: Style, ...children: (Child | Child[])[]): Node {
  return h('div', { flexDirection: 'row', alignItems: 'center', ...style }, ...children);
}

/** A column. */
export function col(style: Style, ...children: (Child | Child[])[]): Node {
  return h('div', { flexDirection: 'column', ...style }, ...children);
}

/** A run of text; it wraps inside its parent's width. */
export function text(value: string, style: Style = {}): Node {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children: value } };
}

/** An image of the given logical size (a data URI from `art.ts` or `icons.ts`). */
export function img(src: string, width: number, height: number, style: Style = {}): Node {
  return { type: 'img', props: { src, width, height, style: { width, height, flexShrink: 0, ...style } } };
}

/** Empty flexible space (pushes siblings apart), or a fixed gap when given a size. */
export function spacer(size?: number): Node {
  return size === undefined
    ? { type: 'div', props: { style: { display: 'flex', flexGrow: 1 } } }
    : { type: 'div', props: { style: { display: 'flex', width: size, height: size, flexShrink: 0 } } };
}

/** Marks a node as showing a UI element, so the screen reports its box under that kind. */
export function ui(kind: UiElementSlug, node: Node): Node {
  return { ...node, ui: kind };
}

/** Marks a region whose text must stay inside it (the frame's body; a fixed-size card). */
export function contain(node: Node): Node {
  return { ...node, contain: true };
}

/** Adds tags the screen earns by showing this node (e.g. `photography` for a photo). */
export function tagged(tags: TagSlug[], node: Node): Node {
  return { ...node, tags: [...(node.tags ?? []), ...tags] };
}

/**
 * A soft shadow under a surface, drawn as two translucent rounded layers. Satori turns `boxShadow` into an
 * SVG blur filter that costs resvg 100-300 ms on a large surface; keep `boxShadow` for small controls and
 * use this for cards, dialogs and pictures. The wrapper takes the node's place (give it a fixed width).
 */
export function lift(node: Node, radius: number, options: { depth?: number; opacity?: number } = {}): Node {
  const depth = options.depth ?? 1;
  const opacity = options.opacity ?? 1;
  const layer = (inset: number, drop: number, alpha: number) =>
    h('div', {
      position: 'absolute',
      left: -inset,
      right: -inset,
      top: drop * 0.4,
      bottom: -drop,
      borderRadius: radius + inset,
      backgroundColor: `rgba(0,0,0,${(alpha * opacity).toFixed(3)})`,
    });
  return h(
    'div',
    { position: 'relative', flexShrink: 0 },
    layer(0, 2 * depth, 0.05),
    layer(2 * depth, 8 * depth, 0.035),
    h('div', { position: 'relative' }, node),
  );
}

/**
 * A picture (or any node) filling the box behind content. Satori paints positioned boxes over in-flow
 * ones, whatever their order, so the content is positioned too: use this rather than a bare
 * `position: 'absolute'` child, which would cover its siblings.
 */
export function layered(style: Style, backdrop: Node, ...content: (Child | Child[])[]): Node {
  return h(
    'div',
    { position: 'relative', ...style },
    h('div', { position: 'absolute', left: 0, top: 0, right: 0, bottom: 0 }, backdrop),
    h(
      'div',
      {
        position: 'relative',
        flexDirection: 'column',
        flexGrow: 1,
        justifyContent: style.justifyContent,
        alignItems: style.alignItems,
        gap: style.gap,
      },
      ...content,
    ),
  );
}

/**
 * A box of the given size laid over the top-left corner of its parent: a shade over a picture, a selection
 * ring. Being positioned, it paints over its in-flow siblings.
 */
export function overlay(width: number, height: number, style: Style): Node {
  return h('div', { position: 'absolute', left: 0, top: 0, width, height, ...style });
}

/**
 * A picture under a shade of its size (a gradient or a tint, given as style) that keeps text laid over it
 * legible; `over` are more overlays on top (a selection ring).
 */
export function shaded(picture: Node, width: number, height: number, shade: Style, ...over: Child[]): Node {
  return col({ width, height, position: 'relative' }, picture, overlay(width, height, shade), ...over);
}
