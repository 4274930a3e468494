/**
 * Detail pages: a picture (or a tinted header) with the facts, and a record centred with its facts.
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, layered, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { copyOf, hairline, phoneScreen, subject, subtle, webApp, webSite } from './parts.js';
import { rating } from './parts-controls.js';
import { factGrid, glassBar, PRICED, pictured, priceLine, seedOf } from './parts-items.js';

/** A picture (or a tinted header) at the top, the facts, and the action pinned at the bottom. */
export function detailHero(ctx: ScreenContext): Node {
  const { kit, chrome, content, size, m, p, ds, platform } = ctx;
  const copy = copyOf(ctx).detail;
  const item = subject(ctx);
  const price = priceLine(ctx, item);
  const picture = pictured(ctx);
  if (platform === 'web') {
    const gallery = picture
      ? col(
          { gap: 10 },
          kit.photo(item.photo, seedOf(ctx), 720, 420, { borderRadius: ds.radius.lg }),
          row(
            { gap: 10 },
            ...[1, 2, 3, 4].map((i) =>
              kit.photo(item.photo, seedOf(ctx, i), 172, 110, { borderRadius: ds.radius.md }),
            ),
          ),
        )
      : col(
          {
            width: 720,
            height: 540,
            borderRadius: ds.radius.lg,
            backgroundColor: subtle(ctx),
            padding: 36,
            gap: 20,
          },
          kit.iconTile(item.icon, { size: 72 }),
          kit.display(item.title, { fontSize: 44 }),
          kit.muted(copy.about, { fontSize: 17, maxWidth: 560 }),
          spacer(),
          factGrid(ctx, copy.facts),
        );
    const panel = kit.card(
      {
        width: 400,
        gap: 16,
        padding: 28,
        backgroundColor: ds.dark ? p.surface : p.background,
        border: `1px solid ${p.border}`,
      },
      row({}, kit.badge(copy.badge, 'primary')),
      kit.title(item.title, { fontSize: 28 }),
      kit.muted(item.subtitle),
      copy.rating ? rating(ctx, copy.rating.value, copy.rating.count) : null,
      hairline(ctx),
      row(
        { alignItems: 'flex-end', gap: 6 },
        kit.title(price.amount, { fontSize: 28 }),
        price.unit ? kit.caption(price.unit, { paddingBottom: 5 }) : null,
      ),
      ...copy.facts
        .slice(0, 3)
        .map((f) => row({ gap: 10 }, icon(f.icon, 18, p.textMuted), kit.body(f.value))),
      kit.button(copy.cta, { full: true }),
      kit.button(copy.secondary, { full: true, variant: 'secondary', icon: 'heart' }),
    );
    return webSite(ctx, {
      body: col(
        { paddingLeft: 48, paddingRight: 48, paddingTop: 28, gap: 20 },
        ui(
          'breadcrumb',
          row(
            { gap: 8 },
            kit.caption(content.sections[0]?.label ?? 'Home'),
            icon('chevron-right', 14, p.textMuted),
            kit.caption(copy.kind),
          ),
        ),
        row({ gap: 40, alignItems: 'flex-start' }, gallery, panel),
      ),
    });
  }
  const heroHeight = 330;
  const hero = picture
    ? layered(
        {
          width: size.width,
          height: heroHeight,
          paddingTop: platform === 'ios' ? 58 : 48,
          paddingLeft: m.margin,
          paddingRight: m.margin,
        },
        kit.photo(item.photo, seedOf(ctx), size.width, heroHeight),
        glassBar(ctx, 'heart'),
        spacer(),
        row(
          { justifyContent: 'flex-end', width: '100%', paddingBottom: 14 },
          row(
            {
              paddingLeft: 10,
              paddingRight: 10,
              height: 24,
              borderRadius: 12,
              backgroundColor: alpha('#000000', 0.55),
            },
            text('1 / 12', { ...font(ctx, 'caption'), fontWeight: 600, color: '#ffffff' }),
          ),
        ),
      )
    : col(
        {
          width: size.width,
          height: heroHeight,
          paddingTop: platform === 'ios' ? 58 : 48,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          backgroundColor: ds.dark ? p.surface : mix(p.primary, p.background, 0.9),
          gap: 12,
        },
        glassBar(ctx, 'ellipsis'),
        spacer(),
        kit.iconTile(item.icon, { size: 60 }),
        kit.display(ctx.app.category === 'finance' ? item.value : item.title, {
          fontSize: ctx.app.category === 'finance' ? 40 : 32,
        }),
        kit.muted(item.subtitle),
        spacer(8),
      );
  const bottom = row(
    {
      width: '100%',
      paddingLeft: m.margin,
      paddingRight: m.margin,
      paddingTop: 12,
      paddingBottom: 12,
      gap: 16,
      borderTop: `1px solid ${p.border}`,
      backgroundColor: p.background,
    },
    PRICED.has(ctx.app.category)
      ? col(
          { gap: 0, flexGrow: 1 },
          row(
            { alignItems: 'flex-end', gap: 4 },
            kit.headline(price.amount, { fontSize: 20 }),
            price.unit ? kit.caption(price.unit, { paddingBottom: 3 }) : null,
          ),
          kit.caption(copy.facts[0]?.value ?? ''),
        )
      : kit.iconButton('bookmark', { variant: 'outline', size: 52 }),
    h('div', { flexGrow: 1, display: 'flex' }, kit.button(copy.cta, { full: true })),
  );
  return chrome.frame({
    onDark: picture,
    statusBar: true,
    backdrop: hero,
    body: col(
      {
        flexGrow: 1,
        paddingTop: heroHeight - (platform === 'ios' ? 54 : 40) + 20,
        paddingLeft: m.margin,
        paddingRight: m.margin,
        gap: 14,
      },
      picture
        ? kit.title(item.title)
        : kit.title(ctx.app.category === 'finance' ? item.title : copy.kind, { fontSize: 24 }),
      picture
        ? kit.muted(item.subtitle)
        : row({ gap: 8 }, kit.badge(copy.badge, 'success'), kit.caption(copy.facts[0]?.value ?? '')),
      copy.rating && picture ? rating(ctx, copy.rating.value, copy.rating.count) : null,
      hairline(ctx),
      factGrid(ctx, copy.facts),
      hairline(ctx),
      kit.body(copy.about, { color: p.textMuted }),
    ),
    bottom: [bottom],
  });
}

/** A record: the item centred, quick actions, then its facts as a grouped list (a payment, a deployment). */
export function detailSummary(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform } = ctx;
  const copy = copyOf(ctx).detail;
  const item = subject(ctx, 1);
  const owner = content.people[2] ?? content.user;
  const actions = [
    { icon: 'share', label: 'Share' },
    { icon: 'bookmark', label: 'Save' },
    { icon: 'flag', label: 'Report' },
  ];
  const factRows = copy.facts.map((f, i) =>
    kit.listRow({
      leading: { icon: f.icon, tone: 'plain' },
      title: f.label,
      value: f.value,
      last: i === copy.facts.length - 1,
    }),
  );
  if (platform === 'web') {
    const activity = [
      { who: content.user, what: `created this ${copy.kind.toLowerCase()}`, when: 'June 10' },
      { who: owner, what: 'left a comment', when: 'June 11' },
      { who: content.people[3] ?? owner, what: `marked it ${copy.badge.toLowerCase()}`, when: 'June 12' },
    ];
    return webApp(ctx, {
      title: item.title,
      crumbs: [content.sections[0]?.label ?? 'Home', copy.kind, item.title],
      actions: [
        kit.button(copy.secondary, { variant: 'secondary', size: 'sm' }),
        kit.button(copy.cta, { size: 'sm' }),
      ],
      body: row(
        { flexGrow: 1, alignItems: 'stretch' },
        col(
          { flexGrow: 1, flexShrink: 1, paddingLeft: 40, paddingRight: 40, paddingTop: 32, gap: 20 },
          row(
            { gap: 16 },
            kit.iconTile(item.icon, { size: 56 }),
            col(
              { gap: 4 },
              kit.title(item.title),
              row({ gap: 10 }, kit.badge(copy.badge, 'success'), kit.caption(item.subtitle)),
            ),
          ),
          kit.body(copy.about, { color: p.textMuted, maxWidth: 620 }),
          row(
            { gap: 12 },
            ...copy.facts
              .slice(0, 3)
              .map((f) => kit.statCard({ label: f.label, value: f.value, icon: f.icon })),
          ),
          kit.sectionHeader('Activity'),
          ui(
            'timeline',
            col(
              { gap: 14 },
              ...activity.map((a) =>
                row(
                  { gap: 12 },
                  kit.avatar(a.who, 28),
                  kit.body(a.who.name, { fontWeight: 600 }),
                  kit.muted(a.what),
                  spacer(),
                  kit.caption(a.when),
                ),
              ),
            ),
          ),
        ),
        col(
          {
            width: 300,
            borderLeft: `1px solid ${p.border}`,
            paddingLeft: 24,
            paddingRight: 24,
            paddingTop: 32,
            gap: 18,
            flexShrink: 0,
          },
          kit.caption('PROPERTIES', { fontWeight: 600, letterSpacing: 0.6 }),
          ...copy.facts.map((f) =>
            row(
              { gap: 10, width: '100%' },
              icon(f.icon, 16, p.textMuted),
              kit.muted(f.label, { fontSize: 14, width: 100 }),
              kit.label(f.value, { fontWeight: 600 }),
            ),
          ),
          hairline(ctx),
          kit.caption('VALUE', { fontWeight: 600, letterSpacing: 0.6 }),
          kit.headline(item.value),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    back: true,
    title: copy.kind,
    actions: ['ellipsis'],
    background: platform === 'ios' && !ds.dark ? mix(p.surface, p.text, 0.02) : undefined,
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 12, gap: 20 },
      col(
        { alignItems: 'center', gap: 8 },
        kit.iconTile(item.icon, { size: 64 }),
        kit.muted(ctx.app.category === 'finance' ? item.title : copy.kind, {
          fontSize: 16,
          textAlign: 'center',
        }),
        kit.display(ctx.app.category === 'finance' ? item.value : item.title, {
          fontSize: ctx.app.category === 'finance' ? 38 : 30,
          textAlign: 'center',
        }),
        row({ gap: 8 }, kit.badge(copy.badge, 'success'), kit.caption(item.subtitle)),
      ),
      ui(
        'button-group',
        row(
          { justifyContent: 'center', gap: 28, width: '100%' },
          ...actions.map((a) =>
            col(
              { alignItems: 'center', gap: 6 },
              kit.iconButton(a.icon, { variant: 'tonal', size: 48 }),
              kit.caption(a.label, { color: p.text }),
            ),
          ),
        ),
      ),
      kit.list(factRows),
      kit.card({ gap: 6, padding: 16 }, kit.label('Note', { color: p.textMuted }), kit.body(copy.about)),
      spacer(),
      kit.button(copy.cta),
      spacer(4),
    ),
  });
}
