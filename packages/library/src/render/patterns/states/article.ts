/**
 * Articles: a hero with the headline, a document, and reader mode.
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, type Style, shaded, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { copyOf, hairline, phoneScreen, webApp, webSite } from './parts.js';
import { seedOf } from './parts-items.js';

function byline(ctx: ScreenContext, options: { onDark?: boolean } = {}): Node {
  const { kit, content } = ctx;
  const a = copyOf(ctx).article;
  const author = content.people[1] ?? content.user;
  return row(
    { gap: 10 },
    kit.avatar(author, 36),
    col(
      { gap: 1 },
      kit.label(author.name, options.onDark ? { fontWeight: 600, color: '#ffffff' } : { fontWeight: 600 }),
      kit.caption(`June 12 · ${a.minutes} min read`),
    ),
  );
}

/** A hero picture, the headline over it, and the first paragraphs. */
export function articleHero(ctx: ScreenContext): Node {
  const { kit, m, p, ds, platform, size } = ctx;
  const a = copyOf(ctx).article;
  const first = a.sections[0];
  if (platform === 'web') {
    return webSite(ctx, {
      links: ['Latest', 'Guides', 'Stories', 'Newsletter'],
      body: row(
        { flexGrow: 1, justifyContent: 'center', paddingTop: 36, gap: 56, alignItems: 'flex-start' },
        col(
          { width: 700, gap: 18 },
          kit.caption(a.kicker.toUpperCase(), { color: p.primary, fontWeight: 700, letterSpacing: 1 }),
          kit.display(a.title, { fontSize: 44 }),
          kit.muted(a.dek, { fontSize: 19 }),
          byline(ctx),
          kit.photo(ctx.content.heroPhoto, seedOf(ctx), 700, 300, { borderRadius: ds.radius.lg }),
          kit.body(first?.body[0] ?? '', { fontSize: 17, lineHeight: 1.6 }),
          kit.body(first?.body[1] ?? '', { fontSize: 17, lineHeight: 1.6 }),
        ),
        col(
          { width: 260, gap: 14, paddingTop: 8 },
          kit.caption('IN THIS STORY', { fontWeight: 700, letterSpacing: 0.8 }),
          ...a.sections.map((s, i) =>
            row(
              { gap: 10 },
              h('div', {
                width: 3,
                height: 22,
                borderRadius: 2,
                backgroundColor: i === 0 ? p.primary : p.border,
              }),
              kit.label(s.heading, { color: i === 0 ? p.text : p.textMuted }),
            ),
          ),
          hairline(ctx),
          row({ gap: 8 }, ...a.tags.map((t) => kit.chip(t))),
        ),
      ),
    });
  }
  const heroH = 300;
  return ctx.chrome.frame({
    onDark: true,
    backdrop: shaded(kit.photo(ctx.content.heroPhoto, seedOf(ctx), size.width, heroH), size.width, heroH, {
      backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0.25)}, ${alpha('#000000', 0)} 30%, ${alpha('#000000', 0.6)})`,
    }),
    top: [ctx.chrome.navBar({ back: true, actions: ['bookmark', 'share'], onDark: true })],
    body: col(
      { flexGrow: 1 },
      col(
        {
          height: heroH - (platform === 'ios' ? 98 : 104),
          justifyContent: 'flex-end',
          paddingLeft: m.margin,
          paddingRight: m.margin,
          paddingBottom: 18,
          gap: 8,
        },
        kit.caption(a.kicker.toUpperCase(), {
          color: alpha('#ffffff', 0.85),
          fontWeight: 700,
          letterSpacing: 1,
        }),
        kit.title(a.title, { color: '#ffffff' }),
      ),
      col(
        {
          flexGrow: 1,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          paddingTop: 18,
          gap: 14,
          backgroundColor: p.background,
        },
        kit.body(a.dek, { fontWeight: 600 }),
        byline(ctx),
        hairline(ctx),
        kit.body(first?.body[0] ?? '', { lineHeight: 1.6 }),
        kit.body(first?.body[1] ?? '', { lineHeight: 1.6 }),
        kit.headline(a.sections[1]?.heading ?? ''),
        kit.body(a.sections[1]?.body[0] ?? '', {
          lineHeight: 1.6,
          color: ds.dark ? p.text : mix(p.text, p.background, 0.1),
        }),
      ),
    ),
  });
}

/** A document: icon, title, properties, headings, a list and a callout (a wiki page, a guide). */
export function articleDoc(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform } = ctx;
  const a = copyOf(ctx).article;
  const author = content.people[1] ?? content.user;
  const props = [
    { icon: 'user', label: 'Author', node: row({ gap: 6 }, kit.avatar(author, 20), kit.label(author.name)) },
    { icon: 'clock', label: 'Updated', node: kit.label('June 12, 2025') },
    {
      icon: 'tag',
      label: 'Tags',
      node: row({ gap: 6 }, ...a.tags.map((t, i) => kit.badge(t, i === 0 ? 'primary' : 'neutral'))),
    },
  ].map((pr) =>
    row(
      { gap: 10, height: 30 },
      icon(pr.icon, 16, p.textMuted),
      kit.muted(pr.label, { fontSize: 14, width: 86 }),
      pr.node,
    ),
  );
  const bullets = col(
    { gap: 8 },
    ...a.bullets.map((b) => row({ gap: 10 }, icon('circle-check', 18, p.success), kit.body(b))),
  );
  const callout = row(
    {
      gap: 12,
      padding: 14,
      borderRadius: ds.radius.md,
      backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, p.background, 0.92),
      alignItems: 'flex-start',
      width: '100%',
    },
    icon('lightbulb', 20, p.primary),
    kit.body(a.quote, { flexShrink: 1, fontWeight: 500 }),
  );
  const first = a.sections[0];
  if (platform === 'web') {
    return webApp(ctx, {
      title: a.title,
      crumbs: [a.kicker, a.title],
      active: 1,
      actions: [
        kit.avatarGroup(content.people.slice(1, 4), 26),
        kit.button('Share', { size: 'sm', variant: 'secondary' }),
        kit.iconButton('ellipsis'),
      ],
      body: row(
        { flexGrow: 1, alignItems: 'flex-start' },
        col(
          { flexGrow: 1, flexShrink: 1, paddingLeft: 72, paddingRight: 48, paddingTop: 36, gap: 14 },
          kit.iconTile('file-text', { size: 52 }),
          kit.display(a.title, { fontSize: 36 }),
          col({ gap: 2 }, ...props),
          hairline(ctx),
          kit.headline(first?.heading ?? '', { fontSize: 20 }),
          kit.body(first?.body[0] ?? ''),
          kit.body(first?.body[1] ?? ''),
          bullets,
          callout,
        ),
        col(
          { width: 220, paddingTop: 40, paddingRight: 24, gap: 10, flexShrink: 0 },
          kit.caption('ON THIS PAGE', { fontWeight: 700, letterSpacing: 0.8 }),
          ...a.sections.map((s, i) => kit.label(s.heading, { color: i === 0 ? p.primary : p.textMuted })),
          kit.label('Checklist', { color: p.textMuted }),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    back: true,
    actions: ['share', 'ellipsis'],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 8, gap: 12 },
      kit.iconTile('file-text', { size: 48 }),
      kit.title(a.title, { fontSize: 26 }),
      col({ gap: 0 }, ...props),
      hairline(ctx),
      kit.headline(first?.heading ?? ''),
      kit.body(first?.body[0] ?? ''),
      bullets,
      callout,
    ),
  });
}

/** Reader mode: a progress line, large type, a pull quote and the reading toolbar. */
export function articleReader(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform } = ctx;
  const a = copyOf(ctx).article;
  const first = a.sections[0];
  const quote = row(
    { gap: 14, alignItems: 'stretch', width: '100%' },
    h('div', { width: 4, borderRadius: 2, backgroundColor: p.primary, flexShrink: 0 }),
    text(`“${a.quote}”`, {
      ...font(ctx, 'title'),
      fontSize: platform === 'web' ? 26 : 22,
      lineHeight: 1.3,
      color: p.text,
      flexShrink: 1,
    }),
  );
  const reading: Style = {
    ...font(ctx, 'body'),
    fontSize: platform === 'web' ? 19 : 18,
    lineHeight: 1.65,
    color: p.text,
  };
  if (platform === 'web') {
    const more = a.more;
    return webSite(ctx, {
      links: ['Latest', 'Guides', 'Stories', 'Newsletter'],
      body: col(
        { flexGrow: 1 },
        kit.progressBar(0.32, { height: 3 }),
        row(
          {
            flexGrow: 1,
            paddingTop: 40,
            paddingLeft: 64,
            paddingRight: 64,
            gap: 56,
            alignItems: 'flex-start',
          },
          col(
            { width: 40, gap: 14, alignItems: 'center', paddingTop: 120, flexShrink: 0 },
            kit.iconButton('heart', { variant: 'outline' }),
            kit.iconButton('bookmark', { variant: 'outline' }),
            kit.iconButton('share', { variant: 'outline' }),
          ),
          col(
            { width: 640, gap: 20, flexShrink: 0 },
            kit.caption(`${a.kicker.toUpperCase()} · ${a.minutes} MIN READ`, {
              fontWeight: 700,
              letterSpacing: 1,
              color: p.primary,
            }),
            kit.display(a.title, { fontSize: 42 }),
            byline(ctx),
            text(first?.body[0] ?? '', reading),
            quote,
            text(first?.body[1] ?? '', reading),
            text(a.sections[1]?.heading ?? '', { ...font(ctx, 'headline'), fontSize: 22, color: p.text }),
            text(a.sections[1]?.body[0] ?? '', reading),
          ),
          col(
            { flexGrow: 1, gap: 16, paddingTop: 8 },
            kit.caption('MORE TO READ', { fontWeight: 700, letterSpacing: 0.8 }),
            ...more.map((title, i) =>
              row(
                { gap: 12, alignItems: 'flex-start' },
                kit.photo(i === 1 ? 'abstract' : content.heroPhoto, seedOf(ctx, i), 72, 56, {
                  borderRadius: ds.radius.sm,
                }),
                col(
                  { gap: 3, flexShrink: 1 },
                  kit.label(title, { fontWeight: 600 }),
                  kit.caption(`${4 + i} min read`),
                ),
              ),
            ),
          ),
        ),
      ),
    });
  }
  const toolbar = ui(
    'button-group',
    row(
      {
        width: '100%',
        paddingLeft: m.margin + 8,
        paddingRight: m.margin + 8,
        paddingTop: 10,
        paddingBottom: 6,
        justifyContent: 'space-between',
        borderTop: `1px solid ${p.border}`,
        backgroundColor: p.background,
      },
      ...['a-large-small', 'highlighter', 'bookmark', 'share'].map((n) => kit.iconButton(n)),
    ),
  );
  return ctx.chrome.frame({
    top: [
      row(
        { width: '100%', height: 44, paddingLeft: m.margin, paddingRight: m.margin, gap: 10 },
        kit.iconButton('x', { size: 32 }),
        spacer(),
        kit.caption(`${a.minutes - 2} min left`, { fontWeight: 600 }),
        spacer(),
        kit.iconButton('ellipsis', { size: 32 }),
      ),
      kit.progressBar(0.3, { height: 3 }),
    ],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin + 4, paddingRight: m.margin + 4, paddingTop: 20, gap: 18 },
      kit.caption(a.kicker.toUpperCase(), { fontWeight: 700, letterSpacing: 1, color: p.primary }),
      kit.title(a.title),
      text(first?.body[0] ?? '', reading),
      quote,
      text(first?.body[1] ?? '', { ...reading, color: ds.dark ? p.text : mix(p.text, p.background, 0.08) }),
      text(a.sections[1]?.heading ?? '', { ...font(ctx, 'headline'), fontSize: 20, color: p.text }),
      text(a.sections[1]?.body[0] ?? '', reading),
    ),
    bottom: [toolbar],
  });
}
