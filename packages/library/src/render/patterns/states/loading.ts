/**
 * Loading: skeleton bones, a task in progress, and the app starting.
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { copyOf, phoneScreen, webApp } from './parts.js';
import { bone, progressRing, skeleton, spinner } from './parts-controls.js';

/** The screen's shape drawn in skeleton bones while its content loads. */
export function loadingSkeleton(ctx: ScreenContext): Node {
  const { kit, content, m, platform, size } = ctx;
  const lineRow = (i: number) =>
    row(
      { gap: 14, width: '100%', height: 64 },
      bone(ctx, 44, 44, { borderRadius: 22 }),
      col(
        { gap: 8, flexGrow: 1 },
        bone(ctx, `${70 - (i % 3) * 12}%`, 12),
        bone(ctx, `${40 + (i % 2) * 14}%`, 10),
      ),
      bone(ctx, 48, 12),
    );
  if (platform === 'web') {
    return webApp(ctx, {
      title: content.sections[0]?.label ?? 'Home',
      actions: [spinner(ctx, 20), kit.caption('Loading…')],
      body: skeleton(
        { flexGrow: 1, padding: 32, gap: 24 },
        row(
          { gap: 16, width: '100%' },
          ...[0, 1, 2].map(() =>
            col(
              {
                flexGrow: 1,
                flexBasis: 0,
                gap: 12,
                padding: 18,
                borderRadius: ctx.ds.radius.lg,
                border: `1px solid ${ctx.p.border}`,
              },
              bone(ctx, 90, 10),
              bone(ctx, 140, 24),
              bone(ctx, 60, 10),
            ),
          ),
        ),
        row(
          { gap: 20, width: '100%', alignItems: 'flex-start' },
          col({ flexGrow: 2, flexBasis: 0, gap: 4 }, bone(ctx, 160, 16), ...[0, 1, 2, 3, 4, 5].map(lineRow)),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 12 },
            bone(ctx, 120, 16),
            bone(ctx, '100%', 220, { borderRadius: ctx.ds.radius.lg }),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    title: content.sections[0]?.label ?? 'Home',
    large: true,
    tab: 0,
    body: skeleton(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 18, paddingTop: 4 },
      bone(ctx, '100%', 150, { borderRadius: ctx.ds.radius.lg }),
      row(
        { gap: 10 },
        ...[0, 1, 2, 3].map(() =>
          bone(ctx, Math.floor((size.width - m.margin * 2 - 30) / 4), 34, { borderRadius: 17 }),
        ),
      ),
      bone(ctx, 140, 16),
      col({ gap: 4 }, ...[0, 1, 2, 3, 4].map(lineRow)),
    ),
  });
}

/** A task in progress: a ring, the steps done and to do, a way to cancel. */
export function loadingProgress(ctx: ScreenContext): Node {
  const { kit, m, p, platform } = ctx;
  const l = copyOf(ctx).loading;
  const current = Math.min(1, l.steps.length - 1);
  const steps = ui(
    'list',
    col(
      { gap: 14, width: '100%' },
      ...l.steps.map((s, i) =>
        row(
          { gap: 12 },
          i < current
            ? row(
                {
                  width: 24,
                  height: 24,
                  borderRadius: 12,
                  backgroundColor: p.success,
                  justifyContent: 'center',
                },
                icon('check', 14, '#ffffff', 3),
              )
            : i === current
              ? spinner(ctx, 24)
              : h('div', { width: 24, height: 24, borderRadius: 12, border: `2px solid ${p.border}` }),
          kit.body(s, { color: i > current ? p.textMuted : p.text, fontWeight: i === current ? 600 : 400 }),
        ),
      ),
    ),
  );
  const inner = [
    progressRing(ctx, 0.64, 140, '64%'),
    col(
      { gap: 6, alignItems: 'center' },
      kit.title(l.title, { fontSize: 24, textAlign: 'center' }),
      kit.muted(l.body, { textAlign: 'center' }),
    ),
    steps,
  ];
  if (platform === 'web') {
    return webApp(ctx, {
      title: l.title,
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 48 },
        kit.card(
          { width: 480, alignItems: 'center', gap: 24, padding: 36 },
          ...inner,
          row(
            { gap: 10, paddingTop: 4 },
            kit.button('Run in background', { variant: 'secondary' }),
            kit.button('Cancel', { variant: 'ghost' }),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    actionLabel: 'Cancel',
    body: col(
      {
        flexGrow: 1,
        alignItems: 'center',
        paddingLeft: m.margin + 12,
        paddingRight: m.margin + 12,
        paddingTop: 56,
        gap: 28,
      },
      ...inner,
      spacer(),
      kit.caption('You can leave this screen; we’ll notify you when it’s done.', {
        textAlign: 'center',
        paddingBottom: 12,
      }),
    ),
  });
}

/** The app starting: the brand on its colour and a spinner (phones), the app shell loading (web). */
export function loadingSplash(ctx: ScreenContext): Node {
  const { kit, content, chrome, p, ds, platform, size } = ctx;
  const mark = (s: number) =>
    row(
      {
        width: s,
        height: s,
        borderRadius: Math.round(s * 0.26),
        backgroundColor: '#ffffff',
        justifyContent: 'center',
      },
      icon(content.glyph, Math.round(s * 0.55), p.primary, 2.2),
    );
  if (platform === 'web') {
    const tip = content.features[1] ?? content.features[0];
    return chrome.frame({
      top: [kit.progressBar(0.45, { height: 3 })],
      side: skeleton(
        {
          width: 248,
          height: '100%',
          padding: 20,
          gap: 16,
          borderRight: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.background : p.surface,
          flexShrink: 0,
        },
        kit.logo(content.glyph, ctx.app.title, 32),
        spacer(8),
        ...[0, 1, 2, 3, 4].map((i) => row({ gap: 10 }, bone(ctx, 18, 18), bone(ctx, 90 + (i % 3) * 20, 12))),
      ),
      body: col(
        { flexGrow: 1, alignItems: 'center', justifyContent: 'center', gap: 18, paddingBottom: 80 },
        spinner(ctx, 40),
        kit.headline('Loading your workspace…'),
        tip
          ? kit.card(
              { width: 420, gap: 6, padding: 18, alignItems: 'flex-start' },
              row(
                { gap: 8 },
                icon('lightbulb', 16, p.warning),
                kit.caption('DID YOU KNOW?', { fontWeight: 700, letterSpacing: 0.8 }),
              ),
              kit.label(tip.title, { fontWeight: 600 }),
              kit.caption(tip.body),
            )
          : null,
      ),
    });
  }
  const bg = ds.dark ? mix(p.primary, '#000000', 0.35) : p.primary;
  return chrome.frame({
    onDark: true,
    background: bg,
    backdrop: h('div', {
      width: size.width,
      height: size.height,
      backgroundImage: `radial-gradient(circle at 50% 40%, ${mix(bg, '#ffffff', 0.18)}, ${bg} 60%)`,
    }),
    body: col(
      { flexGrow: 1, alignItems: 'center', justifyContent: 'center', gap: 18 },
      spacer(),
      mark(96),
      text(ctx.app.title, { ...font(ctx, 'title'), color: '#ffffff', fontSize: 30 }),
      spacer(),
      spinner(ctx, 28, '#ffffff'),
      text(ctx.app.tagline, {
        ...font(ctx, 'caption'),
        color: alpha('#ffffff', 0.75),
        paddingBottom: 20,
        textAlign: 'center',
      }),
    ),
  });
}
