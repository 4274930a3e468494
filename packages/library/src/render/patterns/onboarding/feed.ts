/** The feed pattern: posts under a row of stories, activity by day, large story cards. */
import { chart } from '../../art.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { contentWidth, copyOf, phonePage, siteColumn, visual, webApp, webSite } from './parts.js';
import { dot } from './parts-controls.js';
import { postCard } from './parts-items.js';

/** Posts from people with a row of stories on top; on the web a three-column feed with suggestions. */
export function feedPosts(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, p, ds, m } = ctx;
  const people = content.people.slice(1, 6);
  const story = (who: (typeof people)[number], i: number) =>
    col(
      { alignItems: 'center', gap: 6, width: 68 },
      row(
        {
          width: 66,
          height: 66,
          borderRadius: 33,
          justifyContent: 'center',
          backgroundImage: i < 3 ? `linear-gradient(135deg, ${p.primary}, ${p.accent})` : undefined,
          border: i < 3 ? undefined : `2px solid ${p.border}`,
        },
        row(
          {
            width: 60,
            height: 60,
            borderRadius: 30,
            justifyContent: 'center',
            backgroundColor: p.background,
          },
          kit.avatar(who, 54),
        ),
      ),
      kit.caption(who.first, { color: p.text }),
    );
  if (platform === 'web') {
    return chrome.frame({
      side: chrome.sidebar({}),
      body: row(
        { flexGrow: 1, gap: 32, paddingLeft: 40, paddingRight: 40, paddingTop: 24, alignItems: 'flex-start' },
        col(
          { width: 600, gap: 0 },
          kit.card(
            { gap: 12, width: 600, padding: 16 },
            row(
              { gap: 12, width: '100%' },
              kit.avatar(content.user, 40),
              row(
                {
                  flexGrow: 1,
                  height: 42,
                  paddingLeft: 14,
                  borderRadius: 999,
                  backgroundColor: ds.dark ? p.surfaceAlt : p.background,
                  border: `1px solid ${p.border}`,
                },
                kit.muted(`What's new, ${content.user.first}?`, { fontSize: 15 }),
              ),
              kit.button('Post', { size: 'sm' }),
            ),
          ),
          postCard(ctx, 0, { width: 600, photo: true }),
          h('div', { width: 600, height: 1, backgroundColor: p.border }),
          postCard(ctx, 1, { width: 600, photo: false }),
        ),
        col(
          { flexGrow: 1, gap: 16 },
          kit.card(
            { gap: 6 },
            kit.sectionHeader('Who to follow', 'See all'),
            ...content.people.slice(3, 6).map((who, i) =>
              row(
                { gap: 10, paddingTop: 6, paddingBottom: 6, width: '100%' },
                kit.avatar(who, 36),
                col(
                  { flexGrow: 1, flexShrink: 1 },
                  kit.body(who.name, { fontWeight: 600, fontSize: 14 }),
                  kit.caption(who.handle),
                ),
                kit.button(i === 0 ? 'Following' : 'Follow', {
                  size: 'sm',
                  variant: i === 0 ? 'secondary' : 'primary',
                }),
              ),
            ),
          ),
          kit.card(
            { gap: 8 },
            kit.sectionHeader('Trending'),
            ...copyOf(ctx)
              .trending.slice(0, 4)
              .map((t, i) =>
                col(
                  { gap: 1, paddingTop: 4, paddingBottom: 4 },
                  kit.caption(`${i + 1} · Trending`),
                  kit.body(t, { fontWeight: 600, fontSize: 14 }),
                ),
              ),
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [
      row(
        { height: 52, paddingLeft: m.margin, paddingRight: m.margin, width: '100%', flexShrink: 0, gap: 18 },
        kit.logo(content.glyph, ctx.app.title, 30),
        spacer(),
        icon('heart', 24, p.text),
        icon('send', 22, p.text),
      ),
    ],
    body: col(
      { flexGrow: 1, gap: 0 },
      row(
        {
          gap: 12,
          paddingLeft: m.margin,
          paddingTop: 6,
          paddingBottom: 12,
          borderBottom: `1px solid ${p.border}`,
          width: '100%',
        },
        col(
          { alignItems: 'center', gap: 6, width: 68 },
          h(
            'div',
            { position: 'relative', width: 66, height: 66 },
            kit.avatar(content.user, 66),
            row(
              {
                position: 'absolute',
                right: 0,
                bottom: 0,
                width: 22,
                height: 22,
                borderRadius: 11,
                justifyContent: 'center',
                backgroundColor: p.primary,
                border: `2px solid ${p.background}`,
              },
              icon('plus', 12, p.onPrimary, 3),
            ),
          ),
          kit.caption('Your story', { color: p.text }),
        ),
        ...people.slice(0, 4).map(story),
      ),
      col(
        { paddingLeft: m.margin, paddingRight: m.margin },
        postCard(ctx, 0, { width: contentWidth(ctx), photo: true }),
      ),
    ),
    bottom: [chrome.tabBar(0)],
  });
}

/** Activity from people: grouped by day, each line with who did what and a thumbnail or a Follow button. */
export function feedActivity(ctx: ScreenContext): Node {
  const { kit, chrome, platform, content, p, random } = ctx;
  const copy = copyOf(ctx);
  const entry = (i: number, when: string, last: boolean) => {
    const who = content.people[(i + 2) % content.people.length] ?? content.user;
    const item = content.items[i % content.items.length];
    const follow = copy.activity[i % copy.activity.length]?.includes('follow');
    return kit.ruledRow(
      { gap: 12, paddingTop: 12, paddingBottom: 12, width: '100%' },
      last,
      kit.avatar(who, 44),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        row(
          { flexWrap: 'wrap', gap: 4, width: '100%' },
          text(who.first, { ...font(ctx, 'callout'), fontWeight: 700, color: p.text }),
          text(copy.activity[i % copy.activity.length] ?? '', {
            ...font(ctx, 'callout'),
            fontWeight: 400,
            color: p.text,
          }),
        ),
        kit.caption(when),
      ),
      follow
        ? kit.button('Follow', { size: 'sm', full: false })
        : item && visual(ctx)
          ? kit.photo(item.photo, random.int(1, 1e9), 44, 44, { borderRadius: ctx.ds.radius.sm })
          : kit.iconTile(item?.icon ?? 'bell', { size: 40, tone: 'neutral' }),
    );
  };
  const group = (label: string, from: number, count: number, times: string[]) =>
    col(
      { gap: 0, width: '100%' },
      kit.caption(label.toUpperCase(), {
        fontWeight: 700,
        letterSpacing: 0.6,
        paddingTop: 8,
        paddingBottom: 4,
      }),
      ...Array.from({ length: count }, (_, k) => entry(from + k, times[k] ?? '1d', k === count - 1)),
    );
  if (platform === 'web') {
    return webApp(ctx, {
      title: 'Activity',
      actions: [kit.button('Mark all as read', { variant: 'ghost', size: 'sm', icon: 'check-check' })],
      body: [
        row(
          { gap: 32, width: '100%', alignItems: 'flex-start' },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 12 },
            kit.tabs(['All', 'Mentions', 'Following', 'Your posts'], 0, { indicator: { height: 3 } }),
            group('Today', 0, 3, ['12 min ago', '1 h ago', '3 h ago']),
            group('This week', 3, 2, ['Tue', 'Mon']),
          ),
          kit.card(
            { width: 300, gap: 10 },
            kit.headline('This week'),
            kit.caption(copy.chartTitle),
            kit.title(copy.chartValue, { fontSize: 22 }),
            chart('bar', copy.series.slice(5), 252, 80, { palette: p }),
          ),
        ),
      ],
    });
  }
  return phonePage(ctx, {
    top: [chrome.navBar({ title: 'Activity', back: true, actions: ['settings'] })],
    body: [
      kit.tabs(['All', 'Mentions', 'Following'], 0, { stretch: true, indicator: { height: 3 } }),
      col(
        { gap: 6, width: '100%' },
        group('Today', 0, 3, ['12 min ago', '1 h ago', '3 h ago']),
        group('This week', 3, 2, ['Tue', 'Mon']),
      ),
    ],
    tab: 0,
    gap: 8,
  });
}

/** The i-th post of the feed: one of the app's items and who posted it. */
function postAt(ctx: ScreenContext, i: number) {
  const { content } = ctx;
  return {
    item: content.items[i % content.items.length],
    author: content.people[(i + 3) % content.people.length] ?? content.user,
  };
}

/** Large story cards (magazine-style) under For you / Following tabs; a three-column grid on the web. */
export function feedCards(ctx: ScreenContext): Node {
  const { kit, platform, p, random, ds, m } = ctx;
  const copy = copyOf(ctx);
  const card = (i: number, width: number, imageHeight: number) => {
    const { item, author } = postAt(ctx, i);
    if (!item) return null;
    return ui(
      'card',
      col(
        {
          width,
          borderRadius: ds.radius.lg,
          backgroundColor: p.surface,
          border: ds.dark || p.surface === '#ffffff' ? `1px solid ${p.border}` : undefined,
        },
        kit.photo(
          copy.stories[i % copy.stories.length]?.photo ?? item.photo,
          random.int(1, 1e9),
          width,
          imageHeight,
          { borderTopLeftRadius: ds.radius.lg, borderTopRightRadius: ds.radius.lg },
        ),
        col(
          { padding: 16, gap: 8 },
          row(
            { gap: 6 },
            kit.badge(copy.collections[i % copy.collections.length]?.title ?? 'New', 'primary'),
            kit.caption(`${3 + i} min read`),
          ),
          kit.headline(copy.stories[i % copy.stories.length]?.title ?? item.title, { fontSize: 18 }),
          kit.muted(copy.posts[i % copy.posts.length] ?? item.subtitle, { fontSize: 14 }),
          row(
            { gap: 8, paddingTop: 4, width: '100%' },
            kit.avatar(author, 24),
            kit.caption(author.name, { color: p.text, fontWeight: 500 }),
            dot(ctx),
            kit.caption(`${i + 2}h`),
            spacer(),
            icon('bookmark', 18, p.textMuted),
          ),
        ),
      ),
    );
  };
  if (platform === 'web') {
    const gap = 20;
    const w = siteColumn(ctx, 3, gap);
    return webSite(ctx, {
      body: [
        row(
          { justifyContent: 'space-between', width: '100%', alignItems: 'flex-end' },
          row({ width: 420 }, kit.tabs(['For you', 'Following', 'Popular'], 0, { indicator: { height: 3 } })),
          row(
            { gap: 8 },
            ...copy.collections.slice(0, 3).map((c, i) => kit.chip(c.title, { selected: i === 0 })),
          ),
        ),
        row(
          { gap, width: '100%', alignItems: 'flex-start' },
          card(0, w, 200),
          card(1, w, 200),
          card(2, w, 200),
        ),
      ],
    });
  }
  const w = contentWidth(ctx);
  return phonePage(ctx, {
    top: [
      row(
        { height: 52, paddingLeft: m.margin, paddingRight: m.margin, width: '100%', flexShrink: 0, gap: 16 },
        row(
          { gap: 20 },
          kit.headline('For you', { fontSize: 20 }),
          kit.headline('Following', { fontSize: 20, color: p.textMuted }),
        ),
        spacer(),
        icon('search', 22, p.text),
      ),
    ],
    body: [
      card(0, w, 200),
      col(
        { width: '100%' },
        ...[1, 2].map((i) => {
          const { item, author } = postAt(ctx, i);
          if (!item) return null;
          return kit.ruledRow(
            { gap: 14, paddingTop: 12, paddingBottom: 12, width: '100%', alignItems: 'flex-start' },
            i === 2,
            col(
              { flexGrow: 1, flexShrink: 1, gap: 4 },
              kit.caption(copy.collections[i % copy.collections.length]?.title.toUpperCase() ?? '', {
                fontWeight: 700,
                letterSpacing: 0.5,
                color: p.primary,
              }),
              kit.body(copy.stories[i % copy.stories.length]?.title ?? item.title, { fontWeight: 600 }),
              row({ gap: 6 }, kit.caption(author.name), dot(ctx), kit.caption(`${3 + i} min read`)),
            ),
            kit.photo(
              copy.stories[i % copy.stories.length]?.photo ?? item.photo,
              random.int(1, 1e9),
              76,
              76,
              { borderRadius: ds.radius.md },
            ),
          );
        }),
      ),
    ],
    tab: 0,
    gap: 12,
  });
}
