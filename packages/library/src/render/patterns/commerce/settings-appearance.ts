/** The appearance settings layout: theme previews, text size, app icon and motion. */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, type Style, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { groupCaption, settingsGroup, TILE } from './parts-settings.js';
import { groupedBackground, phoneScreen, webSettingsPage } from './parts-shells.js';

/** Appearance: theme previews, text size, app icon and motion. */
export function settingsAppearance(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, content } = ctx;
  const selected = ds.dark ? 1 : 2;
  const preview = (label: string, kind: 'light' | 'dark' | 'system', i: number, width: number) => {
    const bg = kind === 'dark' ? '#15161b' : '#ffffff';
    const ink = kind === 'dark' ? '#3a3b44' : '#e4e5ea';
    const pane = (b: string, k: string, w: number) =>
      col(
        { width: w, height: '100%', backgroundColor: b, padding: 8, gap: 5 },
        h('div', { width: '60%', height: 6, borderRadius: 3, backgroundColor: p.primary }),
        h('div', { width: '90%', height: 5, borderRadius: 3, backgroundColor: k }),
        h('div', { width: '75%', height: 5, borderRadius: 3, backgroundColor: k }),
      );
    return col(
      { gap: 8, alignItems: 'center', width },
      row(
        {
          width,
          height: Math.round(width * 0.78),
          borderRadius: ds.radius.md,
          overflow: 'hidden',
          border: `${i === selected ? 2.5 : 1}px solid ${i === selected ? p.primary : p.border}`,
        },
        kind === 'system'
          ? [pane('#ffffff', '#e4e5ea', width / 2), pane('#15161b', '#3a3b44', width / 2)]
          : pane(bg, ink, width),
      ),
      kit.label(label, { fontWeight: i === selected ? 600 : 500 }),
      ui(
        'radio-button',
        row(
          {
            width: 20,
            height: 20,
            borderRadius: 10,
            justifyContent: 'center',
            border: `2px solid ${i === selected ? p.primary : mix(p.border, p.text, 0.25)}`,
          },
          i === selected
            ? h('div', { width: 10, height: 10, borderRadius: 5, backgroundColor: p.primary })
            : null,
        ),
      ),
    );
  };
  const slider = ui(
    'slider',
    row(
      { gap: 12, width: '100%' },
      text('A', { ...font(ctx, 'caption'), color: p.textMuted }),
      row(
        { flexGrow: 1, height: 24, position: 'relative' },
        h('div', {
          position: 'absolute',
          left: 0,
          right: 0,
          top: 10,
          height: 4,
          borderRadius: 2,
          backgroundColor: ds.dark ? p.surfaceAlt : p.border,
        }),
        h('div', {
          position: 'absolute',
          left: 0,
          width: '50%',
          top: 10,
          height: 4,
          borderRadius: 2,
          backgroundColor: p.primary,
        }),
        h('div', {
          position: 'absolute',
          left: '46%',
          top: 0,
          width: 24,
          height: 24,
          borderRadius: 12,
          backgroundColor: '#ffffff',
          boxShadow: `0 1px 4px ${alpha('#000000', 0.3)}`,
        }),
      ),
      text('A', { ...font(ctx, 'headline'), fontSize: 20, color: p.textMuted }),
    ),
  );
  const icons = row(
    { gap: 14 },
    ...[0, 1, 2, 3].map((i) =>
      col(
        { gap: 6, alignItems: 'center' },
        row(
          {
            width: 56,
            height: 56,
            borderRadius: 14,
            justifyContent: 'center',
            backgroundColor: [p.primary, '#111111', '#ffffff', p.accent][i],
            border: i === 2 ? `1px solid ${p.border}` : undefined,
            boxShadow: i === 0 ? `0 0 0 3px ${p.background}, 0 0 0 5px ${p.primary}` : undefined,
          },
          icon(content.glyph, 28, i === 2 ? p.primary : '#ffffff', 2.2),
        ),
        kit.caption(['Default', 'Midnight', 'Paper', 'Pop'][i] ?? ''),
      ),
    ),
  );
  if (platform === 'web') {
    return webSettingsPage(ctx, 3, {
      title: 'Appearance',
      subtitle: 'Make it yours. Changes apply on this device.',
      body: [
        kit.card(
          { width: '100%', gap: 16, backgroundColor: ds.dark ? p.surface : '#ffffff' },
          kit.headline('Theme'),
          row(
            { gap: 20 },
            preview('Light', 'light', 0, 180),
            preview('Dark', 'dark', 1, 180),
            preview('System', 'system', 2, 180),
          ),
        ),
        row(
          { gap: 20, width: '100%', alignItems: 'stretch' },
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 14, backgroundColor: ds.dark ? p.surface : '#ffffff' },
            kit.headline('Text size'),
            slider,
            kit.caption('Applies to lists, messages and documents.'),
          ),
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 14, backgroundColor: ds.dark ? p.surface : '#ffffff' },
            kit.headline('Density'),
            row(
              { gap: 20 },
              kit.radio(false, 'Compact'),
              kit.radio(true, 'Comfortable'),
              kit.radio(false, 'Roomy'),
            ),
          ),
        ),
      ],
    });
  }
  const ios = platform === 'ios';
  const cardBg = ds.dark ? p.surface : ios ? '#ffffff' : p.background;
  const w = Math.round((ctx.size.width - ctx.m.margin * 2 - 32 - 28) / 3);
  // A titled panel: the title as iOS writes a group's (capitals, muted) or as Material does (brand colour).
  const section = (label: string, style: Style, ...children: Node[]) =>
    col(
      { gap: 8, width: '100%' },
      ios ? groupCaption(ctx, label) : kit.label(label, { color: p.primary, fontWeight: 600, fontSize: 14 }),
      row({ ...style, padding: 16, borderRadius: 12, backgroundColor: cardBg, width: '100%' }, ...children),
    );
  return phoneScreen(ctx, {
    nav: { title: 'Appearance', back: true },
    background: groupedBackground(ctx),
    gap: ios ? 22 : 14,
    body: [
      section(
        'Theme',
        { justifyContent: 'space-between' },
        preview('Light', 'light', 0, w),
        preview('Dark', 'dark', 1, w),
        preview('System', 'system', 2, w),
      ),
      section('Text size', {}, slider),
      section('App icon', {}, icons),
      settingsGroup(ctx, null, [
        { icon: 'sparkles', color: TILE.purple, title: 'Reduce motion', toggle: false },
      ]),
    ],
  });
}
