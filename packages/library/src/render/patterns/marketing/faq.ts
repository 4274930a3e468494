/** FAQ pages: categories in a sidebar, a centred accordion, and questions beside a support card. */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer } from '../../h.js';
import { icon } from '../../icons.js';
import { faqOf } from './copy.js';
import { accentInk, eyebrow, hero, page, pageHeading, sitePage, tint } from './parts.js';
import { accordionItem, pillTabs } from './parts-fields.js';

/** Categories in a side list, the chosen one's questions as an accordion, search on top. */
export function faqSidebar(ctx: ScreenContext): Node {
  const { kit, p, ds } = ctx;
  const groups = faqOf(ctx);
  const [first, second] = groups;
  const nav = col(
    { width: 250, gap: 4, flexShrink: 0 },
    ...groups.map((group, i) =>
      row(
        {
          height: 42,
          paddingLeft: 12,
          paddingRight: 12,
          gap: 10,
          borderRadius: ds.radius.sm,
          backgroundColor: i === 0 ? (ds.dark ? p.surfaceAlt : p.surface) : 'transparent',
        },
        icon(group.icon, 18, i === 0 ? accentInk(ctx) : p.textMuted),
        kit.label(group.title, {
          fontSize: 14,
          fontWeight: i === 0 ? 600 : 500,
          color: i === 0 ? p.text : p.textMuted,
        }),
        spacer(),
        kit.caption(String(group.items.length)),
      ),
    ),
    kit.card(
      { marginTop: 24, gap: 8, padding: 18 },
      icon('message-circle', 22, accentInk(ctx)),
      kit.headline("Can't find an answer?", { fontSize: 15 }),
      kit.caption('Chat with our team. We usually reply in a few minutes.'),
      row(
        { gap: 6, paddingTop: 4 },
        kit.link('Start a chat', { fontSize: 13 }),
        icon('arrow-right', 14, accentInk(ctx)),
      ),
    ),
  );
  const groupBlock = (group: typeof first, openFirst: boolean) =>
    group
      ? col(
          { width: '100%' },
          kit.headline(group.title, { fontSize: 20, paddingBottom: 2 }),
          ...group.items.map(([q, a], i) =>
            accordionItem(ctx, q, a, { open: openFirst && i === 0, last: i === group.items.length - 1 }),
          ),
        )
      : null;
  return sitePage(
    ctx,
    col,
    { paddingTop: 44, gap: 36 },
    row(
      { justifyContent: 'space-between', alignItems: 'flex-end', width: '100%' },
      hero(
        { gap: 10 },
        eyebrow(ctx, 'Help center'),
        kit.display('Frequently asked questions', { fontSize: 40, letterSpacing: -1 }),
      ),
      row({ width: 340 }, kit.searchBar('Search questions')),
    ),
    row(
      { gap: 64, alignItems: 'flex-start', width: '100%' },
      nav,
      col({ flexGrow: 1, flexBasis: 0, gap: 28 }, groupBlock(first, true), groupBlock(second, false)),
    ),
  );
}

/** A centred page: title, category tabs and boxed questions, the first open. */
export function faqCentered(ctx: ScreenContext): Node {
  const { kit, p, ds } = ctx;
  const groups = faqOf(ctx);
  const questions = [
    groups[1]?.items[0],
    groups[0]?.items[0],
    groups[1]?.items[1],
    groups[2]?.items[0],
  ].filter((q): q is [string, string] => q !== undefined);
  return page(
    ctx,
    col(
      { paddingTop: 48, gap: 28, width: '100%', alignItems: 'center' },
      pageHeading(
        ctx,
        'FAQ',
        'Questions? Answers.',
        `Everything you need to know about ${ctx.app.title}. Can't find what you're looking for? Our team is one message away.`,
        { size: 48 },
      ),
      pillTabs(ctx, ['All', ...groups.map((g) => g.title)], 0),
      col(
        { width: 760, gap: 10 },
        ...questions.map(([q, a], i) =>
          accordionItem(ctx, q, a, { open: i === 0, boxed: true, style: 'plus' }),
        ),
      ),
      row(
        { gap: 10, paddingTop: 4 },
        kit.avatarGroup(ctx.content.people.slice(4, 7), 28),
        kit.body('Still have questions?', { fontSize: 15, color: p.textMuted }),
        kit.link('Contact support', { fontSize: 15 }),
        icon('arrow-right', 15, ds.dark ? p.text : accentInk(ctx)),
      ),
    ),
  );
}

/** Two columns: the title and a support card on the left, questions grouped by topic on the right. */
export function faqSplit(ctx: ScreenContext): Node {
  const { kit, p, content, ds } = ctx;
  const groups = faqOf(ctx);
  const shown = [groups[0], groups[2], groups[1]].filter((g): g is NonNullable<typeof g> => g !== undefined);
  const support = kit.card(
    {
      gap: 12,
      padding: 24,
      backgroundColor: tint(ctx, 0.93),
      border: `1px solid ${mix(p.border, p.primary, 0.12)}`,
    },
    kit.avatarGroup(content.people.slice(5, 8), 36),
    kit.headline('Still have a question?', { fontSize: 18, paddingTop: 4 }),
    kit.muted('Our team replies in under 2 hours, 7 days a week.', { fontSize: 14 }),
    row(
      { gap: 10, paddingTop: 6 },
      kit.button('Contact support', { size: 'sm' }),
      kit.button('Help center', { variant: 'ghost', size: 'sm', iconRight: 'arrow-up-right' }),
    ),
  );
  return sitePage(
    ctx,
    row,
    { paddingTop: 52, gap: 80, alignItems: 'flex-start' },
    col(
      { width: 380, gap: 18, flexShrink: 0 },
      hero(
        { gap: 14 },
        eyebrow(ctx, 'FAQ'),
        kit.display('Questions & answers', { fontSize: 44, letterSpacing: -1.2 }),
        kit.muted(`The short answers to what people ask us most about ${ctx.app.title}.`, { fontSize: 17 }),
      ),
      h('div', { height: 12 }),
      support,
    ),
    col(
      { flexGrow: 1, flexBasis: 0, gap: 22 },
      ...shown.map((group, g) =>
        col(
          { width: '100%' },
          row(
            { gap: 10, paddingBottom: 4 },
            kit.iconTile(group.icon, { size: 30 }),
            kit.label(group.title.toUpperCase(), { fontWeight: 700, letterSpacing: 1, color: p.textMuted }),
          ),
          ...group.items.slice(0, g === 0 ? 3 : 2).map(([q, a], i, all) =>
            accordionItem(ctx, q, a, {
              open: g === 0 && i === 0,
              style: 'plus',
              last: i === all.length - 1,
            }),
          ),
        ),
      ),
      ds.dark ? null : null,
    ),
  );
}
