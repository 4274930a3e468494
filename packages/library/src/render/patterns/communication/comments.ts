/**
 * Comment layouts: a post and its thread, comments in a sheet over a photo, an item's activity.
 */
import { mix } from '../../color.js';
import type { Item, Person } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { dropdown, textArea } from './parts.js';
import { domain, person, pick, webApp } from './parts-screen.js';

interface CommentData {
  who: Person;
  text: string;
  time: string;
  likes: number;
  reply?: boolean;
}

function commentData(ctx: ScreenContext): CommentData[] {
  const d = domain(ctx);
  const times = ['2h', '1h', '48m', '30m', '12m', '5m', 'now'];
  return d.comments.map((c, i) => ({
    who: person(ctx, i + 2),
    text: c,
    time: pick(times, i),
    likes: [24, 3, 11, 0, 6, 2, 1][i] ?? 0,
    reply: i === 1 || i === 4,
  }));
}

/** One comment: avatar, name and time, the text, like and reply. */
function commentRow(ctx: ScreenContext, c: CommentData, options: { compact?: boolean } = {}): Node {
  const { p, kit } = ctx;
  const size = c.reply ? 28 : 36;
  return ui(
    'comment',
    row(
      {
        gap: 10,
        alignItems: 'flex-start',
        width: '100%',
        paddingLeft: c.reply ? size + 14 : 0,
        paddingTop: 6,
        paddingBottom: 6,
      },
      kit.avatar(c.who, size),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 4 },
        row(
          { gap: 6 },
          text(c.who.name, { ...font(ctx, 'label'), fontWeight: 700, color: p.text }),
          kit.caption(c.time),
        ),
        text(c.text, { ...font(ctx, 'callout'), fontWeight: 400, color: p.text, lineHeight: 1.4 }),
        options.compact
          ? null
          : row(
              { gap: 16 },
              kit.caption('Reply', { fontWeight: 600 }),
              c.likes > 0 ? kit.caption(`${c.likes} likes`) : null,
            ),
      ),
      col(
        { alignItems: 'center', gap: 2, paddingTop: 6 },
        icon('heart', 16, c.likes > 10 ? p.danger : p.textMuted),
        c.likes > 0 && options.compact ? kit.caption(String(c.likes), { fontSize: 11 }) : null,
      ),
    ),
  );
}

/** A comment input with the user's avatar and a post button. */
function commentInput(ctx: ScreenContext, options: { value?: string; bare?: boolean } = {}): Node {
  const { p, kit, ds, platform, m } = ctx;
  const web = platform === 'web' || options.bare === true;
  return ui(
    'text-field',
    row(
      {
        gap: 10,
        width: '100%',
        paddingLeft: web ? 0 : m.margin,
        paddingRight: web ? 0 : m.margin,
        paddingTop: 10,
        paddingBottom: 10,
        borderTop: web ? undefined : `1px solid ${p.border}`,
        backgroundColor: web ? undefined : p.background,
        flexShrink: 0,
      },
      kit.avatar(ctx.content.user, 34),
      row(
        {
          flexGrow: 1,
          flexShrink: 1,
          height: 42,
          paddingLeft: 14,
          paddingRight: 14,
          borderRadius: 21,
          border: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surface : p.background,
        },
        text(options.value ?? 'Add a comment…', {
          ...font(ctx, 'body'),
          fontSize: 15,
          color: options.value ? p.text : p.textMuted,
          flexShrink: 1,
        }),
        spacer(),
        text('Post', {
          ...font(ctx, 'callout'),
          fontWeight: 600,
          color: options.value ? p.primary : mix(p.primary, p.background, 0.5),
        }),
      ),
    ),
  );
}

/** The post on top, then the thread with replies indented, the input at the bottom. */
export function commentsThread(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, random } = ctx;
  const d = domain(ctx);
  const author = person(ctx, 1);
  const list = commentData(ctx);
  const post = col(
    { gap: 10, width: '100%', paddingBottom: 14, borderBottom: `1px solid ${p.border}` },
    row(
      { gap: 10 },
      kit.avatar(author, 40),
      col({ gap: 1 }, kit.label(author.name, { fontWeight: 700 }), kit.caption(`${author.handle} · 3h`)),
    ),
    kit.headline(d.post.title),
    kit.muted(d.post.body, { fontSize: 15 }),
    row(
      { gap: 18 },
      row({ gap: 6 }, icon('heart', 18, p.danger), kit.caption('128')),
      row({ gap: 6 }, icon('message-circle', 18, p.textMuted), kit.caption(`${list.length} comments`)),
      row({ gap: 6 }, icon('share', 18, p.textMuted), kit.caption('Share')),
    ),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: 0,
      title: d.post.title,
      subtitle: `${author.name} · 3h`,
      actions: [
        kit.button('Share', { variant: 'secondary', size: 'sm', icon: 'share' }),
        kit.button('Follow', { size: 'sm', icon: 'plus' }),
      ],
      body: row(
        { flexGrow: 1, paddingLeft: 32, paddingRight: 32, paddingTop: 24, gap: 32, alignItems: 'flex-start' },
        col(
          { width: 460, gap: 14 },
          kit.photo(content.items[0]?.photo ?? content.heroPhoto, random.int(1, 1e9), 460, 300, {
            borderRadius: ctx.ds.radius.lg,
          }),
          kit.muted(d.post.body, { fontSize: 15 }),
        ),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 8 },
          row(
            { width: '100%' },
            kit.headline(`${list.length} comments`),
            spacer(),
            dropdown(ctx, null, 'Top comments', { width: 180 }),
          ),
          commentInput(ctx),
          ...list.slice(0, 5).map((c) => commentRow(ctx, c)),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: 'Comments', back: true, actions: ['ellipsis'] })],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingTop: 6, gap: 6 },
      post,
      ...list.slice(0, 5).map((c) => commentRow(ctx, c)),
    ),
    bottom: [commentInput(ctx)],
  });
}

/** Comments in a bottom sheet over the post's photo, an emoji row above the input. */
export function commentsSheet(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, random, size, ds } = ctx;
  const list = commentData(ctx).map((c) => ({ ...c, reply: false }));
  const seed = random.int(1, 1e9);
  const emoji = row(
    { gap: 0, width: '100%', justifyContent: 'space-between' },
    ...['heart', 'flame', 'party-popper', 'thumbs-up', 'laugh', 'hand-heart'].map((n) =>
      row(
        { width: 40, height: 40, justifyContent: 'center' },
        icon(n, 24, pick([p.danger, p.warning, p.primary, p.success], n.length)),
      ),
    ),
  );
  if (platform === 'web') {
    const modal = ui(
      'modal',
      row(
        {
          width: 1040,
          height: 640,
          borderRadius: ds.radius.xl,
          backgroundColor: ds.dark ? p.surface : p.background,
        },
        kit.photo(content.items[0]?.photo ?? content.heroPhoto, seed, 560, 640, {
          borderTopLeftRadius: ds.radius.xl,
          borderBottomLeftRadius: ds.radius.xl,
        }),
        col(
          { flexGrow: 1, height: '100%', padding: 24, gap: 8 },
          row(
            { gap: 10, width: '100%', paddingBottom: 10, borderBottom: `1px solid ${p.border}` },
            kit.avatar(person(ctx, 1), 36),
            kit.label(person(ctx, 1).name, { fontWeight: 700 }),
            spacer(),
            icon('x', 20, p.textMuted),
          ),
          ...list.slice(0, 5).map((c) => commentRow(ctx, c, { compact: true })),
          spacer(),
          commentInput(ctx, { value: 'So good!' }),
        ),
      ),
    );
    return chrome.frame({
      top: [chrome.webHeader({ links: content.sections.map((s) => s.label) })],
      body: row(
        { flexGrow: 1, padding: 32, gap: 20, flexWrap: 'wrap' },
        ...[0, 1, 2].map((i) =>
          kit.photo(pick(content.items, i).photo, seed + i, 380, 300, { borderRadius: ds.radius.lg }),
        ),
      ),
      overlay: { ...modal, tags: ['modal'] },
    });
  }
  const sheet = kit.sheet(
    row(
      { justifyContent: 'center', width: '100%' },
      kit.headline(`${list.length} comments`, { fontSize: 16 }),
    ),
    ...list.slice(0, 4).map((c) => commentRow(ctx, c, { compact: true })),
    emoji,
    commentInput(ctx, { bare: true }),
  );
  return chrome.frame({
    onDark: true,
    backdrop: kit.photo(content.items[0]?.photo ?? content.heroPhoto, seed, size.width, size.height),
    body: col({ flexGrow: 1 }),
    overlay: sheet,
  });
}

/** An item's activity: what changed and what people said, on one timeline, with the input at the end. */
export function commentsActivity(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, ds } = ctx;
  const d = domain(ctx);
  const item = content.items[0] as Item;
  const list = commentData(ctx);
  const events = [
    { who: person(ctx, 1), line: `created ${item.title}`, time: 'Mon 9:12', icon: 'circle-plus' },
    { who: person(ctx, 3), line: `changed the status to In review`, time: 'Tue 14:30', icon: 'circle-dot' },
  ];
  const entry = (c: CommentData) =>
    ui(
      'card',
      col(
        {
          gap: 6,
          padding: 14,
          borderRadius: ds.radius.md,
          border: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surface : p.background,
          width: '100%',
        },
        row(
          { gap: 8, width: '100%' },
          kit.avatar(c.who, 24),
          kit.label(c.who.name, { fontWeight: 700 }),
          kit.caption(c.time),
          spacer(),
          icon('smile-plus', 16, p.textMuted),
        ),
        text(c.text, { ...font(ctx, 'callout'), fontWeight: 400, color: p.text, lineHeight: 1.4 }),
      ),
    );
  const eventRow = (e: (typeof events)[number]) =>
    row(
      { gap: 10, paddingLeft: 4, width: '100%' },
      icon(e.icon, 16, p.textMuted),
      kit.avatar(e.who, 20),
      text(`${e.who.first} ${e.line}`, { ...font(ctx, 'caption'), color: p.textMuted, flexShrink: 1 }),
      spacer(),
      kit.caption(e.time),
    );
  const feed = [
    eventRow(events[0] as (typeof events)[number]),
    entry(list[0] as CommentData),
    entry(list[2] as CommentData),
    eventRow(events[1] as (typeof events)[number]),
    entry(list[3] as CommentData),
  ];
  const props = d.composer.fields.slice(0, 3);
  if (platform === 'web') {
    return webApp(ctx, {
      active: 1,
      title: item.title,
      subtitle: item.subtitle,
      actions: [
        kit.avatarGroup(
          [1, 2, 3].map((i) => person(ctx, i)),
          28,
        ),
        kit.button('Share', { variant: 'secondary', size: 'sm' }),
      ],
      body: row(
        { flexGrow: 1, alignItems: 'stretch' },
        col(
          { flexGrow: 1, paddingLeft: 40, paddingRight: 40, paddingTop: 24, gap: 14 },
          kit.muted(d.post.body, { fontSize: 15 }),
          row(
            { paddingTop: 6, width: '100%' },
            kit.headline('Activity'),
            spacer(),
            kit.caption(`${list.length} comments`),
          ),
          ...feed,
          spacer(),
          textArea(ctx, {
            value: `@${person(ctx, 1).first} sounds good, I will pick this up.`,
            height: 84,
            focused: true,
          }),
        ),
        col(
          { width: 300, borderLeft: `1px solid ${p.border}`, padding: 24, gap: 16, flexShrink: 0 },
          kit.caption('PROPERTIES', { fontWeight: 700, letterSpacing: 0.6 }),
          ...props.map((f) =>
            row(
              { gap: 10, width: '100%' },
              icon(f.icon, 16, p.textMuted),
              kit.caption(f.label, { width: 90 }),
              kit.label(f.value),
            ),
          ),
          kit.caption('SUBSCRIBERS', { fontWeight: 700, letterSpacing: 0.6, paddingTop: 8 }),
          kit.avatarGroup(
            [1, 2, 3, 4].map((i) => person(ctx, i)),
            30,
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: item.title, back: true, actions: ['ellipsis'] })],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingTop: 4, gap: 12 },
      row({ gap: 8, flexWrap: 'wrap' }, ...props.slice(0, 2).map((f) => kit.chip(f.value, { icon: f.icon }))),
      kit.tabs(['Activity', 'Details', 'Files'], 0, { counts: [list.length, null, null] }),
      ...feed,
    ),
    bottom: [commentInput(ctx, {})],
  });
}
