/**
 * Primitives the communication and productivity screens need that the kit does not have yet: tabs, a
 * stepper, a dropdown, a text area, a drop zone, a progress ring, a QR code, file and timeline rows, legends,
 * popovers. Each is marked with its UI element kind. Candidates for the kit once it settles.
 */
import { alpha, mix } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { type Child, col, h, img, lift, type Node, row, type Style, spacer, text, ui } from '../../h.js';
import { icon, svgUri } from '../../icons.js';
import { font } from '../../theme.js';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Pale tints of the brand and its neighbours, for event blocks and category dots. */
export function eventColors(ctx: ScreenContext): string[] {
  const { p } = ctx;
  return [p.primary, p.accent, p.success, p.warning, mix(p.primary, p.accent, 0.5)];
}

/** A − value + stepper. */
export function stepper(ctx: ScreenContext, value: number): Node {
  const { p, ds } = ctx;
  const btn = (name: string, enabled: boolean) =>
    row(
      {
        width: 32,
        height: 32,
        borderRadius: 16,
        justifyContent: 'center',
        border: `1px solid ${enabled ? mix(p.border, p.text, 0.3) : p.border}`,
      },
      icon(name, 16, enabled ? p.text : mix(p.textMuted, ds.dark ? '#000000' : '#ffffff', 0.5)),
    );
  return ui(
    'stepper',
    row(
      { gap: 14, flexShrink: 0 },
      btn('minus', value > 1),
      text(String(value), {
        ...font(ctx, 'headline'),
        color: p.text,
        minWidth: 16,
        justifyContent: 'center',
      }),
      btn('plus', true),
    ),
  );
}

/** A dropdown (select): label above, value and a chevron inside. */
export function dropdown(
  ctx: ScreenContext,
  label: string | null,
  value: string,
  options: { icon?: string; width?: number | string } = {},
): Node {
  const { p, ds, m, platform } = ctx;
  return ui(
    'dropdown',
    col(
      { gap: 8, width: options.width ?? '100%' },
      label ? text(label, { ...font(ctx, 'label'), fontWeight: 500, color: p.text }) : null,
      row(
        {
          height: platform === 'web' ? m.control - 4 : m.control,
          paddingLeft: 14,
          paddingRight: 12,
          gap: 10,
          borderRadius: platform === 'android' ? 8 : ds.radius.sm + 2,
          border: `1px solid ${ds.dark ? p.border : mix(p.border, p.text, 0.06)}`,
          backgroundColor: ds.dark ? p.surface : p.background,
          width: '100%',
        },
        options.icon ? icon(options.icon, 18, p.textMuted) : null,
        text(value, { ...font(ctx, 'body'), fontSize: m.controlFont, color: p.text, flexShrink: 1 }),
        spacer(),
        icon('chevron-down', 18, p.textMuted),
      ),
    ),
  );
}

/** A multi-line text area with a value and an optional counter. */
export function textArea(
  ctx: ScreenContext,
  options: { label?: string; value: string; height?: number; counter?: string; focused?: boolean },
): Node {
  const { p, ds, m } = ctx;
  return ui(
    'text-area',
    col(
      { gap: 8, width: '100%' },
      options.label ? text(options.label, { ...font(ctx, 'label'), fontWeight: 500, color: p.text }) : null,
      col(
        {
          height: options.height ?? 120,
          padding: 14,
          borderRadius: ctx.platform === 'android' ? 8 : ds.radius.md,
          border: `${options.focused ? 1.5 : 1}px solid ${options.focused ? p.primary : ds.dark ? p.border : mix(p.border, p.text, 0.06)}`,
          backgroundColor: ds.dark ? p.surface : p.background,
          width: '100%',
        },
        text(options.value, {
          ...font(ctx, 'body'),
          fontSize: m.controlFont,
          lineHeight: 1.45,
          color: p.text,
        }),
        spacer(),
        options.counter
          ? text(options.counter, { ...font(ctx, 'caption'), color: p.textMuted, alignSelf: 'flex-end' })
          : null,
      ),
    ),
  );
}

/** A ring showing a share (0–1), with a label in the middle. */
export function ring(ctx: ScreenContext, value: number, size: number, label: string, sub?: string): Node {
  const { p, ds } = ctx;
  const stroke = Math.round(size * 0.1);
  const r = (size - stroke) / 2;
  const c = 2 * Math.PI * r;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${ds.dark ? p.surfaceAlt : mix(p.border, p.background, 0.3)}" stroke-width="${stroke}"/><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${p.primary}" stroke-width="${stroke}" stroke-linecap="round" stroke-dasharray="${(c * Math.max(0, Math.min(1, value))).toFixed(1)} ${c.toFixed(1)}" transform="rotate(-90 ${size / 2} ${size / 2})"/></svg>`;
  return ui(
    'progress-indicator',
    col(
      {
        width: size,
        height: size,
        position: 'relative',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      },
      h('div', { position: 'absolute', left: 0, top: 0 }, img(svgUri(svg), size, size)),
      text(label, { ...font(ctx, 'title'), fontSize: Math.round(size * 0.2), color: p.text }),
      sub ? text(sub, { ...font(ctx, 'caption'), color: p.textMuted }) : null,
    ),
  );
}

/** A QR-code-like square (seeded modules, three finder patterns). */
export function qrCode(seed: number, size: number, color: string, background: string): Node {
  const n = 25;
  const cell = size / n;
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const finder = (x: number, y: number) =>
    `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}" fill="${color}"/><rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="${background}"/><rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="${color}"/>`;
  let path = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9);
      if (!inFinder && next() < 0.48)
        path += `M${(x * cell).toFixed(2)} ${(y * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}Z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/><path d="${path}" fill="${color}"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</svg>`;
  return ui('image', img(svgUri(svg), size, size));
}

/** A dashed drop zone with an icon, a line and a hint. */
export function dropZone(
  ctx: ScreenContext,
  options: { title: string; hint: string; height?: number; active?: boolean },
): Node {
  const { p, ds, kit } = ctx;
  return col(
    {
      width: '100%',
      height: options.height ?? 200,
      alignItems: 'center',
      justifyContent: 'center',
      gap: 10,
      borderRadius: ds.radius.lg,
      border: `2px dashed ${options.active ? p.primary : mix(p.border, p.text, 0.15)}`,
      backgroundColor: options.active
        ? alpha(p.primary, 0.06)
        : ds.dark
          ? p.surface
          : mix(p.surface, p.background, 0.4),
    },
    kit.iconTile('cloud-upload', { size: 52 }),
    text(options.title, { ...font(ctx, 'headline'), color: p.text }),
    text(options.hint, { ...font(ctx, 'caption'), color: p.textMuted }),
  );
}

/** A file row with its icon, name, size and state: a progress bar, done or failed. */
export function fileRow(
  ctx: ScreenContext,
  file: { name: string; icon: string; mb: number },
  state: { progress?: number; failed?: boolean; done?: boolean },
  options: { last?: boolean } = {},
): Node {
  const { p, kit } = ctx;
  const size = (mb: number) => (mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.round(mb * 1000)} KB`);
  const sub = state.failed
    ? 'Upload failed · Tap to retry'
    : state.done
      ? `${size(file.mb)} · Uploaded`
      : `${size((file.mb * (state.progress ?? 0)) as number)} of ${size(file.mb)} · ${Math.round((state.progress ?? 0) * 100)}%`;
  return kit.ruledRow(
    { gap: 14, width: '100%', paddingTop: 12, paddingBottom: 12 },
    options.last,
    kit.iconTile(file.icon, {
      size: 42,
      tone: state.failed ? 'danger' : state.done ? 'success' : 'primary',
    }),
    col(
      { flexGrow: 1, flexShrink: 1, gap: 6 },
      text(file.name, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
      state.done || state.failed ? null : kit.progressBar(state.progress ?? 0, { height: 5 }),
      text(sub, { ...font(ctx, 'caption'), color: state.failed ? p.danger : p.textMuted }),
    ),
    state.done
      ? icon('circle-check', 22, p.success)
      : state.failed
        ? icon('rotate-cw', 20, p.danger)
        : icon('x', 20, p.textMuted),
  );
}

/** A timeline entry: an icon on a vertical line, title, detail and time. */
export function timelineRow(
  ctx: ScreenContext,
  options: {
    icon: string;
    title: string;
    detail: string;
    time: string;
    color?: string;
    last?: boolean;
    value?: string;
  },
): Node {
  const { p, ds } = ctx;
  const c = options.color ?? p.primary;
  return row(
    { alignItems: 'stretch', gap: 14, width: '100%' },
    col(
      { alignItems: 'center', width: 32, flexShrink: 0 },
      row(
        {
          width: 32,
          height: 32,
          borderRadius: 16,
          justifyContent: 'center',
          backgroundColor: alpha(c, ds.dark ? 0.25 : 0.13),
          flexShrink: 0,
        },
        icon(options.icon, 16, ds.dark ? mix(c, '#ffffff', 0.3) : c),
      ),
      options.last
        ? null
        : h('div', { width: 2, flexGrow: 1, backgroundColor: p.border, marginTop: 4, marginBottom: 4 }),
    ),
    col(
      { flexGrow: 1, flexShrink: 1, gap: 3, paddingBottom: options.last ? 0 : 20, paddingTop: 5 },
      row(
        { justifyContent: 'space-between', gap: 10, width: '100%' },
        text(options.title, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text, flexShrink: 1 }),
        options.value
          ? text(options.value, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text, flexShrink: 0 })
          : text(options.time, { ...font(ctx, 'caption'), color: p.textMuted, flexShrink: 0 }),
      ),
      text(options.value ? `${options.detail} · ${options.time}` : options.detail, {
        ...font(ctx, 'caption'),
        fontSize: 13,
        color: p.textMuted,
      }),
    ),
  );
}

/** A signed amount parsed back from an item's value ("−$4.50" → −4.5); 0 when it is not money. */
export function amountOf(item: Item): number {
  const match = item.value.match(/[\d,]+(\.\d+)?/);
  if (!match || !/[$€£]/.test(item.value)) return 0;
  const n = Number(match[0].replace(/,/g, ''));
  return item.negative ? -n : n;
}

/** A legend row: colour dot, label, value on the right. */
export function legendRow(
  ctx: ScreenContext,
  color: string,
  label: string,
  value: string,
  sub?: string,
): Node {
  const { p } = ctx;
  return row(
    { gap: 10, width: '100%', paddingTop: 6, paddingBottom: 6 },
    h('div', { width: 10, height: 10, borderRadius: 5, backgroundColor: color, flexShrink: 0 }),
    text(label, { ...font(ctx, 'callout'), fontWeight: 500, color: p.text, flexShrink: 1 }),
    spacer(),
    sub ? text(sub, { ...font(ctx, 'caption'), color: p.textMuted }) : null,
    text(value, {
      ...font(ctx, 'callout'),
      fontWeight: 600,
      color: p.text,
      minWidth: 44,
      justifyContent: 'flex-end',
    }),
  );
}

/** Children in a horizontal strip that may run off the right edge (clipped). */
export function strip(style: Style, ...children: (Child | Child[])[]): Node {
  return row({ gap: 10, width: '100%', overflow: 'hidden', ...style }, ...children);
}

/** Items as plain rows (icon, title, subtitle, value), the quiet content of a page behind a dialog. */
export function plainRows(ctx: ScreenContext, items: Item[]): Node[] {
  return items.map((i) =>
    ctx.kit.listRow({ title: i.title, subtitle: i.subtitle, value: i.value, leading: { icon: i.icon } }),
  );
}

/** The kit's modal at another width (the web's dialogs are wider than a phone's). */
export function widened(modal: Node, width: number): Node {
  return { ...modal, props: { ...modal.props, style: { ...modal.props.style, width } } };
}

/** A floating web panel (a popover, a command palette): a bordered surface on a deep soft shadow. */
export function popover(
  ctx: ScreenContext,
  kind: 'menu' | 'modal',
  width: number,
  gap: number,
  ...children: (Child | Child[])[]
): Node {
  const { p, ds } = ctx;
  return lift(
    ui(
      kind,
      col(
        {
          width,
          padding: 20,
          gap,
          borderRadius: ds.radius.lg,
          backgroundColor: ds.dark ? p.surface : p.background,
          border: `1px solid ${p.border}`,
        },
        ...children,
      ),
    ),
    ds.radius.lg,
    { depth: 3, opacity: ds.dark ? 0 : 1 },
  );
}

/** A web page with a panel pinned over it at `place` (right and top offsets). */
export function pinnedOver(ctx: ScreenContext, page: Node, place: Style, panel: Node): Node {
  return h(
    'div',
    { position: 'relative', width: ctx.size.width, height: ctx.size.height },
    page,
    row({ position: 'absolute', ...place }, panel),
  );
}
