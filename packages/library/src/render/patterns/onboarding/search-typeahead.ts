/** The search pattern's third layout: suggestions as you type (phones), a command palette (web). */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { copyOf } from './parts.js';
import { panel } from './parts-controls.js';
import { itemRow, itemRows } from './parts-items.js';
import { searchField, searchTop } from './search.js';

/** Suggestions as you type, the typed part in bold (phones); a command palette over the app (web). */
export function searchTypeahead(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, p, m, ds } = ctx;
  const copy = copyOf(ctx);
  const top = content.items[0];
  const prefix = (top?.title ?? copy.query).slice(0, 3);
  // Everything the app can suggest that contains what was typed, the items first; then "in <collection>" scopes.
  const pool = [
    ...content.items.map((item) => item.title),
    ...copy.recents,
    ...copy.trending,
    ...copy.collections.map((c) => c.title),
    ...copy.interests.map((i) => i.label),
    ...copy.stories.map((story) => story.title),
  ];
  const matching = pool.filter(
    (s, i) =>
      s.toLowerCase().includes(prefix.toLowerCase()) && s.length > prefix.length && pool.indexOf(s) === i,
  );
  const scopes = copy.collections
    .slice(0, Math.max(0, 4 - matching.length))
    .map((c) => `${prefix}… in ${c.title}`);
  const lines = [...matching.slice(0, 4), ...scopes].slice(0, 4);
  /** The suggestion with the typed part in bold and the rest muted. */
  const highlighted = (s: string, size?: number) => {
    const at = s.toLowerCase().indexOf(prefix.toLowerCase());
    const start = Math.max(0, at);
    const parts = [s.slice(0, start), s.slice(start, start + prefix.length), s.slice(start + prefix.length)];
    const drawn = row(
      { flexGrow: 1, flexShrink: 1 },
      ...parts.map((part, k) =>
        part === ''
          ? null
          : text(part.replaceAll(' ', '\u00a0'), {
              ...font(ctx, 'body'),
              fontSize: size,
              fontWeight: k === 1 ? 700 : 400,
              color: k === 1 ? p.text : p.textMuted,
            }),
      ),
    );
    return { ...drawn, runs: true };
  };
  const suggestion = (s: string, last: boolean) =>
    ui(
      'list-item',
      row(
        { gap: 14, height: 48, width: '100%', borderBottom: last ? undefined : `1px solid ${p.border}` },
        icon(s.includes('… in ') ? 'corner-down-right' : 'search', 18, p.textMuted),
        highlighted(s),
        icon('arrow-up-left', 18, p.textMuted),
      ),
    );
  if (platform === 'web') {
    const kbd = (k: string) =>
      row(
        {
          height: 22,
          paddingLeft: 6,
          paddingRight: 6,
          borderRadius: 4,
          border: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surfaceAlt : p.background,
        },
        text(k, { ...font(ctx, 'caption'), fontSize: 11, fontWeight: 600, color: p.textMuted }),
      );
    const paletteRow = (iconName: string, label: string, hint: string, active: boolean) =>
      row(
        {
          height: 42,
          paddingLeft: 12,
          paddingRight: 12,
          gap: 12,
          borderRadius: ds.radius.sm,
          width: '100%',
          backgroundColor: active
            ? ds.dark
              ? p.surfaceAlt
              : mix(p.primary, '#ffffff', 0.92)
            : 'transparent',
        },
        icon(iconName, 18, active ? p.primary : p.textMuted),
        kit.body(label, { fontSize: 14, flexGrow: 1 }),
        kit.caption(hint),
      );
    const palette = ui(
      'modal',
      col(
        { ...panel(ctx, 640, ds.radius.lg), paddingBottom: 8 },
        ui(
          'search-bar',
          row(
            {
              height: 56,
              paddingLeft: 18,
              paddingRight: 18,
              gap: 12,
              width: '100%',
              borderBottom: `1px solid ${p.border}`,
            },
            icon('search', 20, p.textMuted),
            text(prefix, { ...font(ctx, 'body'), fontSize: 17, color: p.text }),
            h('div', { width: 1.5, height: 22, backgroundColor: p.primary, marginLeft: -10 }),
            spacer(),
            kbd('Esc'),
          ),
        ),
        col(
          { padding: 8, gap: 2, width: '100%' },
          kit.caption('SUGGESTIONS', {
            fontWeight: 700,
            letterSpacing: 0.6,
            paddingLeft: 12,
            paddingTop: 6,
            paddingBottom: 4,
          }),
          ...lines.slice(0, 3).map((s, i) => paletteRow('search', s, i === 0 ? 'Enter' : '', i === 0)),
        ),
        col(
          { padding: 8, gap: 2, width: '100%' },
          kit.caption('JUMP TO', {
            fontWeight: 700,
            letterSpacing: 0.6,
            paddingLeft: 12,
            paddingTop: 2,
            paddingBottom: 4,
          }),
          ...content.sections
            .slice(0, 3)
            .map((s, i) => paletteRow(s.icon, s.label, `G then ${String(i + 1)}`, false)),
        ),
        row(
          {
            height: 40,
            paddingLeft: 20,
            paddingRight: 20,
            gap: 16,
            width: '100%',
            borderTop: `1px solid ${p.border}`,
          },
          row({ gap: 6 }, kbd('↑'), kbd('↓'), kit.caption('to navigate')),
          row({ gap: 6 }, kbd('Enter'), kit.caption('to open')),
        ),
      ),
    );
    return chrome.frame({
      side: chrome.sidebar({}),
      top: [
        ui(
          'header',
          row(
            {
              height: 64,
              paddingLeft: 36,
              paddingRight: 36,
              borderBottom: `1px solid ${p.border}`,
              width: '100%',
            },
            kit.headline(content.sections[0]?.label ?? 'Home', { fontSize: 18 }),
          ),
        ),
      ],
      body: col(
        { paddingLeft: 36, paddingRight: 36, paddingTop: 28, gap: 16 },
        row({ gap: 16, width: '100%' }, ...copy.stats.slice(0, 3).map((s) => kit.statCard(s))),
        kit.card({ gap: 0, paddingTop: 8, paddingBottom: 8 }, ...itemRows(ctx, 4)),
      ),
      overlay: h('div', { position: 'absolute', top: 110, left: (ctx.size.width - 640) / 2 }, palette),
    });
  }
  const field = searchField(
    ctx,
    {},
    kit.body(prefix),
    h('div', { width: 1.5, height: 20, backgroundColor: p.primary, marginLeft: -6 }),
  );
  const hit = top;
  return chrome.frame({
    top: [searchTop(ctx, field)],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 12, paddingTop: 4 },
      col({ width: '100%' }, ...lines.map((s, i) => suggestion(s, i === lines.length - 1))),
      kit.caption('TOP HIT', { fontWeight: 700, letterSpacing: 0.6, paddingTop: 8 }),
      hit
        ? kit.card(
            { width: '100%', gap: 0, paddingTop: 4, paddingBottom: 4 },
            itemRow(ctx, hit, 0, { last: true, chevron: true }),
          )
        : null,
    ),
  });
}
