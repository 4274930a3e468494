/** About pages: the mission and its numbers, the team, and the story as a timeline. */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, ui } from '../../h.js';
import { factsOf, siteCopy, TEAM_ROLES } from './copy.js';
import { accentInk, eyebrow, hero, page, pageHeading, sitePage, tint } from './parts.js';

/** The mission in large type, the numbers beside it and photos of the people and places. */
export function aboutMission(ctx: ScreenContext): Node {
  const { kit, content, random, ds } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const office = facts.offices[0];
  const second =
    content.heroPhoto === 'abstract' || content.heroPhoto === 'interior' ? 'city' : content.heroPhoto;
  const photos: [Parameters<typeof kit.photo>[0], number][] = [
    ['interior', 520],
    [second, 300],
    [second === 'landscape' ? 'city' : 'landscape', 296],
  ];
  return sitePage(
    ctx,
    col,
    { paddingTop: 48, gap: 40 },
    row(
      { gap: 64, alignItems: 'flex-start', width: '100%' },
      hero(
        { gap: 20, flexGrow: 1, flexBasis: 0 },
        eyebrow(ctx, 'About us'),
        kit.display(site.mission, { fontSize: 38, lineHeight: 1.16, letterSpacing: -1 }),
        kit.muted(
          `${ctx.app.title} started in ${office?.city ?? 'London'} in ${facts.founded}. Today ${facts.team} people across ${facts.offices.length} offices build it for ${facts.users}+ ${site.users}.`,
          { fontSize: 17 },
        ),
      ),
      col(
        { gap: 14, width: 340, flexShrink: 0 },
        row(
          { gap: 14, width: '100%' },
          kit.statCard({
            label: site.users[0]?.toUpperCase() + site.users.slice(1),
            value: `${facts.users}+`,
          }),
          kit.statCard({ label: 'Average rating', value: `${facts.rating} / 5` }),
        ),
        row(
          { gap: 14, width: '100%' },
          kit.statCard({ label: 'Countries', value: String(facts.countries) }),
          kit.statCard({
            label: site.figure[0][0]?.toUpperCase() + site.figure[0].slice(1),
            value: site.figure[1],
          }),
        ),
      ),
    ),
    row(
      { gap: 16, width: '100%' },
      ...photos.map(([kind, width], i) =>
        kit.photo(kind, random.int(1, 1e9) + i, width, 300, { borderRadius: ds.radius.lg }),
      ),
    ),
  );
}

/** The team as a grid of portraits, and a hiring banner. */
export function aboutTeam(ctx: ScreenContext): Node {
  const { kit, content, p, ds } = ctx;
  const facts = factsOf(ctx);
  const member = (who: (typeof content.people)[number], i: number) =>
    col(
      { flexGrow: 1, flexBasis: 0, alignItems: 'center', gap: 4 },
      kit.avatar(who, 104),
      kit.headline(who.name, { fontSize: 17, paddingTop: 10 }),
      kit.caption(TEAM_ROLES[i] ?? 'Engineer', { fontSize: 13 }),
    );
  const people = content.people.slice(0, 8);
  return sitePage(
    ctx,
    col,
    { paddingTop: 44, gap: 36, alignItems: 'center' },
    pageHeading(
      ctx,
      'Our team',
      `The people behind ${ctx.app.title}`,
      `${facts.team} people in ${facts.offices.map((o) => o.city).join(', ')}, building for ${facts.countries} countries.`,
      { size: 44 },
    ),
    col(
      { gap: 28, width: '100%' },
      row({ width: '100%' }, ...people.slice(0, 4).map((who, i) => member(who, i))),
      row({ width: '100%' }, ...people.slice(4, 8).map((who, i) => member(who, i + 4))),
    ),
    ui(
      'banner',
      row(
        {
          width: '100%',
          padding: 18,
          paddingLeft: 22,
          gap: 16,
          borderRadius: ds.radius.lg,
          backgroundColor: tint(ctx, 0.92),
          border: `1px solid ${mix(p.border, p.primary, 0.12)}`,
        },
        kit.iconTile('briefcase', { size: 40 }),
        col(
          { gap: 2, flexGrow: 1, flexShrink: 1 },
          kit.headline(`We're hiring: ${facts.openRoles} open roles`),
          kit.caption(`Remote-friendly, with offices in ${facts.offices.map((o) => o.city).join(', ')}.`),
        ),
        kit.button('See open roles', { iconRight: 'arrow-right', size: 'sm' }),
      ),
    ),
  );
}

/** The story: an office photo with the founding date, and a timeline of milestones. */
export function aboutStory(ctx: ScreenContext): Node {
  const { kit, content, random, p, ds, size } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const office = facts.offices[0];
  const paid = content.prices.plans.find((plan) => plan.highlighted)?.name ?? 'Pro';
  const milestones: [number, string, string][] = [
    [
      facts.founded,
      `Founded in ${office?.city ?? 'London'}`,
      `Two friends, one kitchen table and a first version of ${ctx.app.title}.`,
    ],
    [
      facts.founded + 1,
      `Our first 10,000 ${site.users}`,
      'All of them by word of mouth, most of them still with us.',
    ],
    [
      facts.founded + 3,
      `${paid} launches`,
      `${content.features[2]?.title ?? 'New features'} and more, for those who want everything.`,
    ],
    [
      2025,
      `${facts.users}+ ${site.users}`,
      `In ${facts.countries} countries, with ${facts.offices.length} offices and ${facts.team} people.`,
    ],
  ];
  const panelWidth = 520;
  const panelHeight = size.height - 68;
  const timeline = ui(
    'timeline',
    col(
      { gap: 0, width: '100%' },
      ...milestones.map(([year, title, body], i) =>
        row(
          { gap: 18, alignItems: 'stretch', width: '100%' },
          col(
            { alignItems: 'center', width: 14 },
            h('div', {
              width: 14,
              height: 14,
              borderRadius: 7,
              marginTop: 4,
              backgroundColor: i === milestones.length - 1 ? p.primary : ds.dark ? p.surfaceAlt : '#ffffff',
              border: `3px solid ${p.primary}`,
            }),
            i === milestones.length - 1
              ? null
              : h('div', { width: 2, flexGrow: 1, backgroundColor: mix(p.border, p.primary, 0.3) }),
          ),
          col(
            { gap: 3, paddingBottom: 22, flexShrink: 1 },
            row(
              { gap: 10 },
              kit.label(String(year), { fontWeight: 700, color: accentInk(ctx) }),
              kit.headline(title, { fontSize: 16 }),
            ),
            kit.muted(body, { fontSize: 14 }),
          ),
        ),
      ),
    ),
  );
  return page(
    ctx,
    row(
      { width: '100%', height: '100%', alignItems: 'stretch' },
      h(
        'div',
        { position: 'relative', width: panelWidth, height: panelHeight, flexShrink: 0 },
        kit.photo('interior', random.int(1, 1e9), panelWidth, panelHeight),
        h(
          'div',
          { position: 'absolute', left: 32, bottom: 32, display: 'flex' },
          ui(
            'card',
            row(
              {
                gap: 14,
                padding: 16,
                paddingRight: 22,
                borderRadius: ds.radius.lg,
                backgroundColor: ds.dark ? p.surface : '#ffffff',
              },
              kit.avatarGroup(content.people.slice(0, 2), 36),
              col(
                { gap: 2 },
                kit.headline(`Since ${facts.founded}`, { fontSize: 16 }),
                kit.caption(`${office?.street ?? ''}, ${office?.city ?? ''}`),
              ),
            ),
          ),
        ),
      ),
      col(
        { flexGrow: 1, flexBasis: 0, paddingLeft: 64, paddingRight: 64, paddingTop: 48, gap: 18 },
        hero(
          { gap: 14 },
          eyebrow(ctx, 'Our story'),
          kit.title(`From a side project to ${facts.users}+ ${site.users}`, {
            fontSize: 36,
            letterSpacing: -0.8,
          }),
          kit.muted(site.mission, { fontSize: 16 }),
        ),
        h('div', { height: 1, backgroundColor: p.border, marginTop: 6, marginBottom: 10 }),
        timeline,
      ),
    ),
  );
}
