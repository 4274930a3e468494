/** The personalization pattern: interest chips, a grid of picture tiles, one goal among option cards. */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, layered, type Node, overlay, row, shaded, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { contentWidth, copyOf, heading, visual } from './parts.js';
import { choiceFill, choiceTile } from './parts-controls.js';

function selectedSet(ctx: ScreenContext, count: number, picks: number): Set<number> {
  const r = ctx.random.fork('picks');
  return new Set(
    r.sample(
      Array.from({ length: count }, (_, i) => i),
      picks,
    ),
  );
}

/** A cloud of interest chips, some picked, with a counter on Continue. */
export function personalizationChips(ctx: ScreenContext): Node {
  const { kit, chrome, platform, m, p, ds, content } = ctx;
  const copy = copyOf(ctx);
  const interests = copy.interests;
  const picked = selectedSet(ctx, interests.length, 4);
  const chip = (i: number, large: boolean) => {
    const it = interests[i];
    if (!it) return null;
    const selected = picked.has(i);
    return ui(
      'chip',
      row(
        {
          height: large ? 50 : 42,
          paddingLeft: 14,
          paddingRight: 16,
          gap: 8,
          borderRadius: ds.radius.style === 'sharp' ? ds.radius.sm : 999,
          backgroundColor: choiceFill(ctx, selected, [0.65, 0.88]),
          border: `1.5px solid ${selected ? p.primary : p.border}`,
          flexShrink: 0,
        },
        icon(
          selected ? 'check' : it.icon,
          17,
          selected ? (ds.dark ? p.text : p.primary) : p.textMuted,
          selected ? 2.6 : 2,
        ),
        text(it.label, {
          ...font(ctx, 'callout'),
          fontSize: large ? 16 : undefined,
          fontWeight: selected ? 600 : 500,
          color: p.text,
        }),
      ),
    );
  };
  const cloud = (large: boolean) =>
    row(
      {
        flexWrap: 'wrap',
        gap: 10,
        width: '100%',
        alignItems: 'flex-start',
        justifyContent: large ? 'center' : 'flex-start',
      },
      ...interests.map((_, i) => chip(i, large)),
    );
  if (platform === 'web') {
    return chrome.frame({
      top: [
        chrome.webHeader({ transparent: true, actions: [kit.caption('Step 2 of 3', { fontWeight: 600 })] }),
      ],
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 64, gap: 32 },
        col({ width: 320 }, kit.progressBar(2 / 3)),
        heading(ctx, copy.interestsTitle, copy.interestsSubtitle, { center: true, display: true }),
        row({ width: 760 }, cloud(true)),
        spacer(),
        row(
          {
            width: '100%',
            height: 80,
            paddingLeft: 40,
            paddingRight: 40,
            borderTop: `1px solid ${p.border}`,
            justifyContent: 'space-between',
          },
          kit.muted(`${picked.size} selected`),
          row(
            { gap: 12 },
            kit.button('Skip', { variant: 'ghost' }),
            kit.button(`Continue`, { iconRight: 'arrow-right' }),
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ back: true, actionLabel: 'Skip' })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 24 },
      col({ gap: 10 }, kit.caption('Step 2 of 3', { fontWeight: 600 }), kit.progressBar(2 / 3)),
      heading(ctx, copy.interestsTitle, copy.interestsSubtitle),
      cloud(false),
      spacer(),
      col(
        { gap: 10, paddingBottom: 8 },
        kit.button(`Continue (${picked.size})`),
        kit.caption(`Signed in as ${content.user.email}`, { textAlign: 'center' }),
      ),
    ),
  });
}

/** A grid of picture (or icon) tiles to pick from. */
export function personalizationGrid(ctx: ScreenContext): Node {
  const { kit, chrome, platform, m, p, ds, random } = ctx;
  const copy = copyOf(ctx);
  const pictures = visual(ctx);
  const count = platform === 'web' ? 8 : 6;
  const interests = copy.interests.slice(0, count);
  const picked = selectedSet(ctx, interests.length, 3);
  const tile = (i: number, width: number, height: number) => {
    const it = interests[i];
    if (!it) return null;
    const selected = picked.has(i);
    if (!pictures) return choiceTile(ctx, { label: it.label, icon: it.icon, selected, width, height });
    return ui(
      'card',
      layered(
        { width, height, borderRadius: ds.radius.lg, padding: 12, justifyContent: 'space-between' },
        shaded(
          kit.photo(it.photo, random.int(1, 1e9), width, height, { borderRadius: ds.radius.lg }),
          width,
          height,
          {
            borderRadius: ds.radius.lg,
            backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0.05)} 40%, ${alpha('#000000', 0.65)})`,
          },
          selected
            ? overlay(width, height, { borderRadius: ds.radius.lg, border: `3px solid ${p.primary}` })
            : null,
        ),
        row(
          { justifyContent: 'flex-end', width: '100%' },
          selected
            ? row(
                {
                  width: 26,
                  height: 26,
                  borderRadius: 13,
                  justifyContent: 'center',
                  backgroundColor: p.primary,
                  border: '2px solid #ffffff',
                },
                icon('check', 14, p.onPrimary, 3),
              )
            : h('div', {
                width: 26,
                height: 26,
                borderRadius: 13,
                border: '2px solid #ffffff',
                backgroundColor: alpha('#000000', 0.15),
              }),
        ),
        text(it.label, { ...font(ctx, 'headline'), fontSize: 17, color: '#ffffff' }),
      ),
    );
  };
  if (platform === 'web') {
    const w = 250;
    const hgt = pictures ? 190 : 130;
    return chrome.frame({
      top: [
        chrome.webHeader({
          transparent: true,
          actions: [kit.button('Skip for now', { variant: 'ghost', size: 'sm' })],
        }),
      ],
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 40, gap: 32 },
        heading(ctx, copy.interestsTitle, copy.interestsSubtitle, { center: true, display: true }),
        col(
          { gap: 16 },
          row({ gap: 16 }, ...[0, 1, 2, 3].map((i) => tile(i, w, hgt))),
          row({ gap: 16 }, ...[4, 5, 6, 7].map((i) => tile(i, w, hgt))),
        ),
        row(
          { gap: 12, paddingTop: 8 },
          kit.button(`Continue with ${picked.size} picks`, { iconRight: 'arrow-right' }),
        ),
      ),
    });
  }
  const gap = 12;
  const w = (contentWidth(ctx) - gap) / 2;
  const hgt = pictures ? 150 : 112;
  return chrome.frame({
    top: [chrome.navBar({ back: true, actionLabel: 'Skip' })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 20 },
      heading(ctx, copy.interestsTitle, copy.interestsSubtitle),
      col({ gap }, ...[0, 2, 4].map((i) => row({ gap }, tile(i, w, hgt), tile(i + 1, w, hgt)))),
      spacer(),
      col({ paddingBottom: 8 }, kit.button(`Continue (${picked.size} selected)`)),
    ),
  });
}

/** One goal to choose among option cards, with the step in a progress bar. */
export function personalizationGoal(ctx: ScreenContext): Node {
  const { kit, chrome, platform, m, p, ds, random, content } = ctx;
  const copy = copyOf(ctx);
  const chosen = random.int(0, copy.goals.length - 1);
  const option = (i: number, full: boolean) => {
    const goal = copy.goals[i];
    if (!goal) return null;
    const selected = i === chosen;
    return ui(
      'card',
      row(
        {
          width: full ? '100%' : undefined,
          flexGrow: full ? undefined : 1,
          flexBasis: full ? undefined : 0,
          gap: 14,
          padding: 16,
          borderRadius: ds.radius.lg,
          border: `${selected ? 2 : 1}px solid ${selected ? p.primary : p.border}`,
          backgroundColor: choiceFill(ctx, selected, [0.8, 0.94]),
        },
        kit.iconTile(goal.icon, { size: 44, tone: selected ? 'primary' : 'neutral' }),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 2 },
          kit.body(goal.title, { fontWeight: 600 }),
          kit.caption(goal.body, { fontSize: 13 }),
        ),
        kit.radio(selected),
      ),
    );
  };
  if (platform === 'web') {
    const steps = ['Create account', 'Your goal', 'Your interests', 'All set'];
    return chrome.frame({
      body: row(
        { width: '100%', height: '100%', alignItems: 'stretch' },
        col(
          {
            width: 380,
            padding: 40,
            gap: 36,
            backgroundColor: ds.dark ? p.surface : mix(p.primary, '#ffffff', 0.94),
            borderRight: `1px solid ${p.border}`,
          },
          kit.logo(content.glyph, ctx.app.title, 34),
          col(
            { gap: 0 },
            ...steps.map((s, i) =>
              row(
                { gap: 14, alignItems: 'flex-start' },
                col(
                  { alignItems: 'center' },
                  row(
                    {
                      width: 28,
                      height: 28,
                      borderRadius: 14,
                      justifyContent: 'center',
                      backgroundColor: i <= 1 ? p.primary : 'transparent',
                      border: i <= 1 ? undefined : `2px solid ${mix(p.border, p.text, 0.2)}`,
                    },
                    i < 1
                      ? icon('check', 14, p.onPrimary, 3)
                      : text(String(i + 1), {
                          ...font(ctx, 'caption'),
                          fontWeight: 700,
                          color: i === 1 ? p.onPrimary : p.textMuted,
                        }),
                  ),
                  i < steps.length - 1
                    ? h('div', { width: 2, height: 36, backgroundColor: i < 1 ? p.primary : p.border })
                    : null,
                ),
                col(
                  { gap: 2, paddingTop: 4 },
                  kit.body(s, { fontWeight: i === 1 ? 600 : 500, color: i <= 1 ? p.text : p.textMuted }),
                ),
              ),
            ),
          ),
          spacer(),
          kit.caption(`Need help? support@${content.domain}`),
        ),
        col(
          { flexGrow: 1, paddingLeft: 80, paddingRight: 80, justifyContent: 'center', gap: 28 },
          heading(ctx, copy.goalTitle, 'Pick one. We use it to set up your first week.'),
          col(
            { gap: 14, width: '100%' },
            row({ gap: 14, width: '100%' }, option(0, false), option(1, false)),
            row({ gap: 14, width: '100%' }, option(2, false), option(3, false)),
          ),
          row(
            { justifyContent: 'space-between', width: '100%', paddingTop: 8 },
            kit.button('Back', { variant: 'ghost', icon: 'arrow-left' }),
            kit.button('Continue', { iconRight: 'arrow-right' }),
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ back: true })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 24 },
      col({ gap: 10 }, kit.caption('Step 1 of 3', { fontWeight: 600 }), kit.progressBar(1 / 3)),
      heading(ctx, copy.goalTitle, 'Pick one. You can change it later.'),
      col({ gap: 12, width: '100%' }, ...copy.goals.map((_, i) => option(i, true))),
      spacer(),
      col({ paddingBottom: 8 }, kit.button('Continue')),
    ),
  });
}
