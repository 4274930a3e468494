/**
 * Empty states: centred, guided with first steps, and inline under a section's tabs.
 */
import { mix } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { copyOf, phoneScreen, sectionIndex, subtle, webApp, webSite } from './parts.js';
import { itemCard, linkRows } from './parts-items.js';
import { stateMark } from './parts-marks.js';

function emptyBlock(
  ctx: ScreenContext,
  options: { art: 'illustration' | 'mark'; width?: number; button?: boolean; secondary?: string },
): Node {
  const { kit, random } = ctx;
  const e = copyOf(ctx).empty;
  return ui(
    'empty-state',
    col(
      { alignItems: 'center', gap: 12, maxWidth: options.width ?? 320 },
      options.art === 'illustration'
        ? kit.illustration('empty', random.int(1, 1e9), 240, 180)
        : stateMark(ctx, e.icon, 'primary', 80),
      kit.title(e.title, { fontSize: 22, textAlign: 'center' }),
      kit.muted(e.body, { textAlign: 'center' }),
      options.button === false
        ? null
        : row(
            { paddingTop: 8, gap: 10 },
            kit.button(e.action, { full: false, icon: 'plus' }),
            options.secondary ? kit.button(options.secondary, { variant: 'secondary', full: false }) : null,
          ),
    ),
  );
}

/** The section with nothing in it: an illustration, one line and the action that fills it. */
export function emptyCentered(ctx: ScreenContext): Node {
  const { kit, m, platform } = ctx;
  const e = copyOf(ctx).empty;
  if (platform === 'web') {
    return webApp(ctx, {
      title: e.section,
      active: sectionIndex(ctx, e.section),
      actions: [kit.searchBar('Search'), kit.button(e.action, { size: 'sm', icon: 'plus' })],
      body: col(
        { flexGrow: 1, alignItems: 'center', justifyContent: 'center', paddingBottom: 60 },
        emptyBlock(ctx, { art: 'illustration', width: 420, secondary: 'Learn more' }),
      ),
    });
  }
  return phoneScreen(ctx, {
    title: e.section,
    large: true,
    actions: ['search'],
    tab: sectionIndex(ctx, e.section),
    body: col(
      {
        flexGrow: 1,
        alignItems: 'center',
        justifyContent: 'center',
        paddingLeft: m.margin,
        paddingRight: m.margin,
        paddingBottom: 40,
      },
      emptyBlock(ctx, { art: 'illustration' }),
    ),
  });
}

/** Nothing yet, and three ways to get started (a checklist of first steps). */
export function emptyGuided(ctx: ScreenContext): Node {
  const { kit, m, p, ds, platform } = ctx;
  const e = copyOf(ctx).empty;
  if (platform === 'web') {
    const header = row(
      {
        height: 44,
        width: '100%',
        paddingLeft: 16,
        paddingRight: 16,
        backgroundColor: subtle(ctx),
        borderBottom: `1px solid ${p.border}`,
        borderTopLeftRadius: ds.radius.md,
        borderTopRightRadius: ds.radius.md,
      },
      ...e.columns.map((c) => kit.caption(c, { fontWeight: 600, flexGrow: 1, flexBasis: 0 })),
    );
    return webApp(ctx, {
      title: e.section,
      active: sectionIndex(ctx, e.section),
      actions: [
        kit.button('Import', { variant: 'secondary', size: 'sm', icon: 'download' }),
        kit.button(e.action, { size: 'sm', icon: 'plus' }),
      ],
      body: col(
        { flexGrow: 1, padding: 32, gap: 20 },
        row(
          { gap: 10 },
          kit.searchBar(`Search ${e.section.toLowerCase()}`),
          kit.chip('All', { selected: true }),
          kit.chip('This month'),
        ),
        ui(
          'table',
          col(
            { width: '100%', border: `1px solid ${p.border}`, borderRadius: ds.radius.md },
            header,
            col(
              { alignItems: 'center', paddingTop: 44, paddingBottom: 44, gap: 18 },
              emptyBlock(ctx, { art: 'mark', width: 420, button: false }),
              row(
                { gap: 16 },
                ...e.steps.map((s) =>
                  kit.card(
                    { width: 230, gap: 8, padding: 16 },
                    kit.iconTile(s.icon, { size: 36 }),
                    kit.label(s.label, { fontWeight: 600 }),
                    kit.caption(s.value),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    title: e.section,
    large: true,
    tab: sectionIndex(ctx, e.section),
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 18, paddingTop: 8 },
      ui(
        'empty-state',
        col(
          { gap: 10 },
          stateMark(ctx, e.icon, 'primary', 64),
          kit.title(e.title, { fontSize: 24 }),
          kit.muted(e.body),
        ),
      ),
      kit.caption('GET STARTED', { fontWeight: 700, letterSpacing: 0.8 }),
      kit.list(linkRows(ctx, e.steps)),
      spacer(),
      kit.button(e.action),
      spacer(4),
    ),
  });
}

/** A section's tabs with the current one empty, inline, and suggestions under it. */
export function emptyInline(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform } = ctx;
  const e = copyOf(ctx).empty;
  const box = (w: number | string) =>
    ui(
      'empty-state',
      col(
        {
          width: w,
          alignItems: 'center',
          gap: 8,
          paddingTop: 28,
          paddingBottom: 28,
          paddingLeft: 20,
          paddingRight: 20,
          borderRadius: ds.radius.lg,
          border: `1.5px dashed ${mix(p.border, p.text, 0.15)}`,
        },
        icon(e.icon, 32, p.textMuted),
        kit.headline(e.title, { textAlign: 'center' }),
        kit.muted(e.body, { textAlign: 'center', fontSize: 14 }),
        row({ paddingTop: 8 }, kit.button(e.action, { size: 'sm', full: false })),
      ),
    );
  const ideas = content.items.slice(0, platform === 'web' ? 4 : 2);
  const idea = (it: Item, i: number, w: number) =>
    itemCard(ctx, it, it.subtitle, { width: w, ratio: 0.62, salt: i, iconSize: 28 });
  if (platform === 'web') {
    return webSite(ctx, {
      body: col(
        { flexGrow: 1, paddingLeft: 64, paddingRight: 64, paddingTop: 32, gap: 22 },
        kit.title(e.section),
        kit.tabs(['Upcoming', 'Past', 'Shared with me'], 0, { gap: 28 }),
        box('100%'),
        kit.sectionHeader('Ideas to get started', 'See all'),
        row({ gap: 20 }, ...ideas.map((it, i) => idea(it, i, 272))),
      ),
    });
  }
  const w = Math.floor((ctx.size.width - m.margin * 2 - 12) / 2);
  return phoneScreen(ctx, {
    title: e.section,
    large: true,
    actions: ['plus'],
    tab: sectionIndex(ctx, e.section),
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 18, paddingTop: 4 },
      kit.segmented(['Upcoming', 'Past'], 0),
      box('100%'),
      kit.sectionHeader('Ideas to get started'),
      row({ gap: 12 }, ...ideas.map((it, i) => idea(it, i, w))),
    ),
  });
}
