/** The onboarding pattern: a carousel page, a full-bleed photo page (a product tour on the web), a showcase. */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, lift, type Node, row, shaded, spacer, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { contentWidth, copyOf, webApp } from './parts.js';
import { coachMark } from './parts-controls.js';
import { itemRow, itemRows } from './parts-items.js';

/** The page of the onboarding carousel the screen shows (drawn from the spec) and the feature it pitches. */
function pitchOf(ctx: ScreenContext) {
  const page = ctx.random.int(0, 2);
  return { page, feature: ctx.content.features[page] ?? ctx.content.features[0] };
}

/** A carousel page: a spot illustration, page dots, the pitch and a Next button; Skip at the top. */
export function onboardingIllustrated(ctx: ScreenContext): Node {
  const { kit, chrome, content, random, m, platform, p, ds } = ctx;
  const { page, feature } = pitchOf(ctx);
  const kinds = ['welcome', 'growth', 'security'] as const;
  const kind = kinds[page] ?? 'welcome';
  const title = feature?.title ?? ctx.app.title;
  const body = feature?.body ?? ctx.app.tagline;
  if (platform === 'web') {
    return chrome.frame({
      background: ds.dark ? p.background : mix(p.primary, '#ffffff', 0.95),
      top: [
        chrome.webHeader({
          transparent: true,
          actions: [kit.button('Skip tour', { variant: 'ghost', size: 'sm' })],
        }),
      ],
      body: col(
        { flexGrow: 1, alignItems: 'center', justifyContent: 'center', paddingBottom: 60 },
        lift(
          kit.card(
            {
              width: 920,
              height: 480,
              padding: 0,
              flexDirection: 'row',
              backgroundColor: ds.dark ? p.surface : '#ffffff',
              border: `1px solid ${p.border}`,
            },
            row(
              {
                width: 440,
                height: '100%',
                justifyContent: 'center',
                backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.9),
                borderTopLeftRadius: ds.radius.lg,
                borderBottomLeftRadius: ds.radius.lg,
              },
              kit.illustration(kind, random.int(1, 1e9), 360, 290),
            ),
            col(
              { flexGrow: 1, flexShrink: 1, padding: 48, gap: 18, justifyContent: 'center' },
              kit.caption(`Step ${page + 1} of 3`, { fontWeight: 600, color: p.primary }),
              kit.display(title, { fontSize: 36 }),
              kit.muted(body, { fontSize: 17 }),
              col(
                { gap: 12, paddingTop: 6 },
                ...content.features
                  .filter((f) => f !== feature)
                  .map((f) =>
                    row(
                      { gap: 10 },
                      icon('circle-check', 18, p.success, 2.2),
                      kit.body(f.title, { fontSize: 15 }),
                    ),
                  ),
              ),
              spacer(),
              row(
                { justifyContent: 'space-between', width: '100%' },
                kit.pageDots(3, page),
                row(
                  { gap: 10 },
                  page > 0 ? kit.button('Back', { variant: 'secondary' }) : null,
                  kit.button(page === 2 ? 'Get started' : 'Next', { iconRight: 'arrow-right' }),
                ),
              ),
            ),
          ),
          ds.radius.lg,
          { depth: 2, opacity: ds.dark ? 0 : 1 },
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ actionLabel: 'Skip' })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, alignItems: 'center', gap: 24 },
      spacer(8),
      row(
        {
          width: '100%',
          height: 340,
          borderRadius: ds.radius.xl,
          justifyContent: 'center',
          backgroundColor: ds.dark ? p.surface : mix(p.primary, '#ffffff', 0.92),
        },
        kit.illustration(kind, random.int(1, 1e9), contentWidth(ctx) - 40, 280),
      ),
      kit.pageDots(3, page),
      col(
        { gap: 10, alignItems: 'center', paddingLeft: 12, paddingRight: 12 },
        kit.title(title, { textAlign: 'center' }),
        kit.muted(body, { textAlign: 'center' }),
      ),
      spacer(),
      col({ width: '100%', paddingBottom: 8 }, kit.button(page === 2 ? 'Get started' : 'Next')),
    ),
  });
}

/** A full-bleed photo page with the pitch on a dark gradient (phones); a product tour coach mark (web). */
export function onboardingPhoto(ctx: ScreenContext): Node {
  const { kit, chrome, content, random, m, platform, size, p, ds } = ctx;
  const copy = copyOf(ctx);
  const { page, feature } = pitchOf(ctx);
  if (platform === 'web') {
    const stats = copy.stats.slice(0, 3);
    const cardWidth = (size.width - 248 - 72 - 32) / 3;
    return webApp(ctx, {
      title: `Welcome, ${content.user.first}`,
      subtitle: 'Take a 1-minute tour of your workspace',
      actions: [kit.button('New', { icon: 'plus', size: 'sm' })],
      body: [
        h(
          'div',
          { position: 'relative', flexDirection: 'column', gap: 24, width: '100%' },
          row(
            { gap: 16, width: '100%' },
            ...stats.map((s, i) =>
              h(
                'div',
                {
                  flexGrow: 1,
                  flexBasis: 0,
                  borderRadius: ds.radius.lg + 4,
                  border: `3px solid ${i === 0 ? alpha(p.primary, 0.5) : 'transparent'}`,
                  padding: 3,
                },
                kit.statCard(s),
              ),
            ),
          ),
          kit.card(
            { gap: 4, paddingTop: 8, paddingBottom: 8, opacity: 0.55 },
            kit.sectionHeader('Recent activity'),
            ...itemRows(ctx, 6),
          ),
          h(
            'div',
            { position: 'absolute', left: 24, top: 150 },
            coachMark(ctx, {
              title: copy.stats[0]?.label
                ? `${copy.stats[0].label}, at a glance`
                : (feature?.title ?? 'At a glance'),
              body: `Your ${(copy.stats[0]?.label ?? 'numbers').toLowerCase()} and the trend since last week. These cards update as soon as something changes.`,
              step: `${page + 1} of 4`,
              width: Math.min(340, cardWidth + 40),
            }),
          ),
        ),
      ],
    });
  }
  return chrome.frame({
    onDark: true,
    backdrop: shaded(
      kit.photo(content.items[page]?.photo ?? content.heroPhoto, random.int(1, 1e9), size.width, size.height),
      size.width,
      size.height,
      {
        backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0.25)} 0%, ${alpha('#000000', 0)} 25%, ${alpha('#000000', 0.15)} 45%, ${alpha('#000000', 0.85)} 78%)`,
      },
    ),
    top: [chrome.navBar({ actionLabel: 'Skip', onDark: true })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14 },
      spacer(),
      kit.pageDots(3, page, { onDark: true }),
      kit.display(feature?.title ?? ctx.app.title, { color: '#ffffff' }),
      kit.body(feature?.body ?? ctx.app.tagline, { color: alpha('#ffffff', 0.82) }),
      col(
        { gap: 12, paddingTop: 16, paddingBottom: 8 },
        kit.button('Continue'),
        row(
          { height: 40, justifyContent: 'center', width: '100%' },
          kit.body('I already have an account', { color: '#ffffff', fontWeight: 600 }),
        ),
      ),
    ),
  });
}

/** A brand panel holding a small mock of the app, the pitch below with dots and a round Next (phones); a setup checklist (web). */
export function onboardingShowcase(ctx: ScreenContext): Node {
  const { kit, chrome, content, random, m, platform, p, ds, size } = ctx;
  const copy = copyOf(ctx);
  const { page, feature } = pitchOf(ctx);
  if (platform === 'web') {
    const steps = [
      { title: 'Create your account', body: `Signed up as ${content.user.email}`, done: true },
      { title: copy.interestsTitle.replace('?', ''), body: 'Tell us what to show first', done: true },
      { title: 'Turn on notifications', body: copy.permissionBody, done: false },
      { title: 'Invite your team', body: `${ctx.app.title} is better together`, done: false },
      { title: 'Try it on your phone', body: 'Scan the QR code in Settings', done: false },
    ];
    const done = steps.filter((s) => s.done).length;
    return webApp(ctx, {
      title: 'Getting started',
      subtitle: `${done} of ${steps.length} done`,
      body: [
        row(
          { gap: 24, alignItems: 'flex-start', width: '100%' },
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 16, padding: 24 },
            row(
              { justifyContent: 'space-between', width: '100%' },
              kit.headline(`Set up ${ctx.app.title}`),
              kit.caption(`${Math.round((done / steps.length) * 100)}% complete`),
            ),
            kit.progressBar(done / steps.length),
            col(
              { gap: 0, width: '100%' },
              ...steps.map((s, i) =>
                kit.ruledRow(
                  { gap: 14, paddingTop: 14, paddingBottom: 14, width: '100%' },
                  i === steps.length - 1,
                  s.done
                    ? row(
                        {
                          width: 26,
                          height: 26,
                          borderRadius: 13,
                          justifyContent: 'center',
                          backgroundColor: p.success,
                        },
                        icon('check', 15, '#ffffff', 3),
                      )
                    : h('div', {
                        width: 26,
                        height: 26,
                        borderRadius: 13,
                        border: `2px solid ${mix(p.border, p.text, 0.2)}`,
                      }),
                  col(
                    { flexGrow: 1, flexShrink: 1, gap: 2 },
                    kit.body(s.title, {
                      fontWeight: 600,
                      color: s.done ? p.textMuted : p.text,
                      textDecoration: s.done ? 'line-through' : undefined,
                    }),
                    kit.caption(s.body),
                  ),
                  s.done
                    ? null
                    : kit.button(i === done ? 'Start' : 'Open', {
                        variant: i === done ? 'primary' : 'secondary',
                        size: 'sm',
                      }),
                ),
              ),
            ),
          ),
          col(
            { width: 340, gap: 16 },
            kit.card(
              { padding: 0, gap: 0 },
              row(
                {
                  height: 180,
                  justifyContent: 'center',
                  backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.9),
                  borderTopLeftRadius: ds.radius.lg,
                  borderTopRightRadius: ds.radius.lg,
                },
                kit.illustration('welcome', random.int(1, 1e9), 220, 160),
              ),
              col(
                { padding: 20, gap: 8 },
                kit.headline('Watch the 2-minute tour'),
                kit.muted(ctx.app.tagline, { fontSize: 14 }),
                row(
                  { paddingTop: 6 },
                  kit.button('Play video', { icon: 'play', variant: 'secondary', size: 'sm' }),
                ),
              ),
            ),
            kit.card(
              { gap: 10, padding: 20 },
              kit.headline('Need a hand?'),
              kit.muted('Our team replies in under an hour, every day.', { fontSize: 14 }),
              kit.link('Chat with support'),
            ),
          ),
        ),
      ],
    });
  }
  const panelHeight = Math.round(size.height * 0.5);
  const mockWidth = contentWidth(ctx) - 48;
  const mock = lift(
    kit.card(
      {
        width: mockWidth,
        gap: 12,
        padding: 16,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
        border: `1px solid ${p.border}`,
      },
      col(
        { gap: 2 },
        kit.caption(copy.summary.label),
        kit.title(copy.summary.value, { fontSize: 24 }),
        kit.caption(copy.summary.sub, { color: p.success, fontWeight: 600 }),
      ),
      ...content.items.slice(0, 2).map((item, i) => itemRow(ctx, item, i, { last: i === 1 })),
    ),
    ds.radius.lg,
    { depth: 3, opacity: ds.dark ? 0 : 1 },
  );
  return chrome.frame({
    background: ds.dark ? p.background : p.background,
    top: [],
    backdrop: h('div', {
      width: size.width,
      height: panelHeight + 60,
      backgroundImage: `linear-gradient(160deg, ${mix(p.primary, '#ffffff', ds.dark ? 0 : 0.1)}, ${mix(p.primary, '#000000', 0.25)})`,
    }),
    body: col(
      { flexGrow: 1 },
      row({ height: panelHeight - 40, justifyContent: 'center', alignItems: 'center', width: '100%' }, mock),
      col(
        {
          flexGrow: 1,
          backgroundColor: p.background,
          borderTopLeftRadius: ds.radius.xl + 8,
          borderTopRightRadius: ds.radius.xl + 8,
          paddingLeft: m.margin + 4,
          paddingRight: m.margin + 4,
          paddingTop: 32,
          gap: 12,
        },
        kit.display(feature?.title ?? ctx.app.title, { fontSize: 30 }),
        kit.muted(feature?.body ?? ctx.app.tagline, { fontSize: 17 }),
        spacer(),
        row(
          { justifyContent: 'space-between', width: '100%', paddingBottom: 12 },
          kit.pageDots(3, page),
          ui(
            'button',
            row(
              {
                width: 60,
                height: 60,
                borderRadius: 30,
                justifyContent: 'center',
                backgroundColor: p.primary,
              },
              icon('arrow-right', 24, p.onPrimary, 2.2),
            ),
          ),
        ),
      ),
    ),
  });
}
