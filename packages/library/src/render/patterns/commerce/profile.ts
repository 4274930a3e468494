/** Profile layouts: a public profile, the account hub, a cover picture with interests and activity. */
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer } from '../../h.js';
import { icon } from '../../icons.js';
import { userBio, userCity } from './copy.js';
import { cardLabel, closeButtonish, statsRow, topBar } from './parts.js';
import { paidPlan, RENEWAL, savedCard } from './parts-orders.js';
import { rule } from './parts-pieces.js';
import { settingsGroup, TILE } from './parts-settings.js';
import { groupedBackground, phoneScreen, webAppPage } from './parts-shells.js';

/** A public profile: avatar, name, numbers, two buttons and a grid of what they made. */
export function profileSocial(ctx: ScreenContext): Node {
  const { kit, platform, content, size, m, ds, random } = ctx;
  const user = content.user;
  const items = content.items;
  const grid = (columns: number, width: number, count: number) => {
    const cell = Math.floor((width - (columns - 1) * 3) / columns);
    const tiles = Array.from({ length: count }, (_, i) =>
      kit.photo(items[i % items.length]?.photo ?? 'abstract', random.int(1, 1e9), cell, cell),
    );
    const rows: Node[] = [];
    for (let i = 0; i < tiles.length; i += columns)
      rows.push(row({ gap: 3 }, ...tiles.slice(i, i + columns)));
    return col({ gap: 3 }, ...rows);
  };
  // Apps of pictures show a grid of them; the others show what the person did lately.
  const pictures = ['social', 'travel', 'e-commerce', 'media'].includes(ctx.app.category);
  const web = platform === 'web';
  const tabs = kit.tabs(pictures ? ['Posts', 'Saved', 'Tagged'] : ['Activity', 'Saved', 'About'], 0, {
    stretch: !web,
    gap: 28,
    // A short bar under each phone tab; some room above the labels, under the profile's buttons.
    indicator: { height: 3, width: web ? undefined : 48 },
    style: { paddingTop: 6 },
  });
  const recent = (count: number) =>
    col(
      {
        width: '100%',
        paddingLeft: platform === 'web' ? 0 : m.margin,
        paddingRight: platform === 'web' ? 0 : m.margin,
      },
      ...kit.itemRows(items.slice(0, count)),
    );
  if (platform === 'web') {
    return webAppPage(ctx, {
      title: user.name,
      subtitle: user.handle,
      active: -1,
      actions: [
        kit.button('Share profile', { variant: 'secondary', icon: 'share', size: 'sm' }),
        kit.button('Edit profile', { icon: 'pencil', size: 'sm' }),
      ],
      body: [
        row(
          { gap: 32, alignItems: 'flex-start', width: '100%' },
          kit.card(
            { width: 300, gap: 14, alignItems: 'center', padding: 28 },
            kit.avatar(user, 104),
            kit.headline(user.name, { fontSize: 20 }),
            kit.muted(userBio(ctx), { fontSize: 14, textAlign: 'center' }),
            rule(ctx),
            statsRow(ctx),
          ),
          col({ flexGrow: 1, flexBasis: 0, gap: 16 }, tabs, pictures ? grid(4, 640, 8) : recent(6)),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: user.handle, large: false, actions: ['share', 'settings'] },
    pad: 0,
    gap: 14,
    body: [
      col(
        { paddingLeft: m.margin, paddingRight: m.margin, gap: 14, alignItems: 'center' },
        kit.avatar(user, 92),
        col(
          { alignItems: 'center', gap: 4 },
          kit.headline(user.name, { fontSize: 20 }),
          kit.muted(userBio(ctx), { fontSize: 14, textAlign: 'center' }),
        ),
        statsRow(ctx),
        row(
          { gap: 10, width: '100%' },
          row(
            { flexGrow: 1, flexBasis: 0 },
            kit.button('Edit profile', { variant: 'secondary', size: 'sm' }),
          ),
          row(
            { flexGrow: 1, flexBasis: 0 },
            kit.button('Share profile', { variant: 'secondary', size: 'sm' }),
          ),
        ),
      ),
      tabs,
      pictures ? grid(3, size.width, 6) : recent(3),
    ],
    tab: content.sections.length - 1,
    background: ds.dark ? ctx.p.background : ctx.p.background,
  });
}

/** The account hub: who you are, your plan, and everything you can manage. */
export function profileHub(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds, app } = ctx;
  const user = content.user;
  const plan = paidPlan(ctx);
  const header = kit.card(
    {
      flexDirection: 'row',
      alignItems: 'center',
      gap: 14,
      width: '100%',
      padding: 16,
      backgroundColor: ds.dark ? p.surface : platform === 'ios' ? '#ffffff' : p.surface,
    },
    kit.avatar(user, 60),
    col(
      { flexGrow: 1, flexShrink: 1, gap: 3 },
      kit.headline(user.name, { fontSize: 18 }),
      kit.caption(user.email, { fontSize: 13 }),
      row({ paddingTop: 3 }, kit.badge(`${app.title} ${plan.name}`, 'primary')),
    ),
    icon('chevron-right', 20, p.textMuted),
  );
  if (platform === 'web') {
    const tile = (name: string, title: string, body: string) =>
      kit.card(
        { flexGrow: 1, flexBasis: 0, gap: 10, padding: 22 },
        kit.iconTile(name, { size: 40 }),
        kit.headline(title, { fontSize: 16 }),
        kit.muted(body, { fontSize: 14 }),
      );
    return webAppPage(ctx, {
      title: 'Account',
      subtitle: `Manage your ${app.title} account`,
      active: -1,
      body: [
        row(
          { gap: 24, alignItems: 'flex-start', width: '100%' },
          kit.card(
            { width: 320, gap: 14, alignItems: 'center', padding: 28 },
            kit.avatar(user, 88),
            col(
              { alignItems: 'center', gap: 4 },
              kit.headline(user.name, { fontSize: 20 }),
              kit.caption(user.email, { fontSize: 13 }),
            ),
            kit.badge(`${plan.name} · renews ${RENEWAL}`, 'primary'),
            kit.button('Edit profile', { variant: 'secondary', full: true, size: 'sm' }),
            kit.button('Log out', { variant: 'ghost', full: true, size: 'sm', icon: 'log-out' }),
          ),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 16 },
            row(
              { gap: 16, width: '100%' },
              tile('user-round', 'Personal info', 'Name, email, phone and birthday.'),
              tile('shield-check', 'Security', 'Password, two-step login and devices.'),
            ),
            row(
              { gap: 16, width: '100%' },
              tile('credit-card', 'Billing', `${plan.name} plan, ${cardLabel(savedCard(ctx))}.`),
              tile('bell', 'Notifications', 'Choose what we send and where.'),
            ),
            row(
              { gap: 16, width: '100%' },
              tile('download', 'Your data', 'Export everything you keep here.'),
              tile('circle-help', 'Help', `Guides and answers from the ${app.title} team.`),
            ),
          ),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Account', large: platform === 'ios' },
    background: groupedBackground(ctx),
    gap: platform === 'ios' ? 22 : 4,
    body: [
      header,
      settingsGroup(ctx, 'Account', [
        { icon: 'user-round', color: TILE.blue, title: 'Personal info' },
        {
          icon: 'credit-card',
          color: TILE.green,
          title: 'Payment methods',
          value: `•••• ${savedCard(ctx).last4}`,
        },
        { icon: 'crown', color: TILE.orange, title: 'Subscription', value: plan.name },
      ]),
      settingsGroup(ctx, 'Preferences', [
        { icon: 'bell', color: TILE.red, title: 'Notifications' },
        { icon: 'palette', color: TILE.indigo, title: 'Appearance', value: ds.dark ? 'Dark' : 'System' },
      ]),
      settingsGroup(ctx, null, [
        { icon: 'circle-help', color: TILE.gray, title: 'Help center' },
        { icon: 'log-out', title: 'Log out', danger: true },
      ]),
    ],
    tab: ctx.content.sections.length - 1,
  });
}

/** A cover picture with the avatar over its edge, interests and recent activity. */
export function profileCover(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds, size, random, chrome, m, app } = ctx;
  const user = content.user;
  const cover = content.heroPhoto;
  const activity = kit.itemRows(content.items.slice(0, platform === 'web' ? 5 : 3));
  const meta = row(
    { gap: 16 },
    row({ gap: 5 }, icon('map-pin', 14, p.textMuted), kit.caption(userCity(ctx))),
    row({ gap: 5 }, icon('calendar', 14, p.textMuted), kit.caption('Joined March 2021')),
  );
  const interests = row(
    { gap: 8, flexWrap: 'wrap' },
    ...ctx.app.nouns.slice(0, 3).map((noun) => kit.chip(noun)),
  );
  if (platform === 'web') {
    return chrome.frame({
      side: chrome.sidebar({ active: -1 }),
      body: col(
        { width: '100%' },
        kit.photo(cover, random.int(1, 1e9), size.width - 248, 200),
        row(
          { paddingLeft: 40, paddingRight: 40, gap: 32, alignItems: 'flex-start', width: '100%' },
          col(
            { width: 320, gap: 12, marginTop: -52 },
            h(
              'div',
              { borderRadius: 60, border: `4px solid ${p.background}`, width: 112, height: 112 },
              kit.avatar(user, 104),
            ),
            kit.title(user.name, { fontSize: 24 }),
            kit.caption(user.handle, { fontSize: 14 }),
            kit.muted(userBio(ctx), { fontSize: 14 }),
            meta,
            interests,
            row(
              { gap: 10, paddingTop: 6 },
              kit.button('Edit profile', { size: 'sm', variant: 'secondary' }),
              kit.iconButton('share', { variant: 'outline' }),
            ),
          ),
          col(
            { flexGrow: 1, flexBasis: 0, gap: 14, paddingTop: 24 },
            statsRow(ctx, { align: 'left' }),
            kit.sectionHeader('Recent activity', 'See all'),
            kit.card({ paddingTop: 4, paddingBottom: 4, width: '100%' }, ...activity),
          ),
        ),
      ),
    });
  }
  const coverHeight = 190;
  return chrome.frame({
    onDark: true,
    backdrop: kit.photo(cover, random.int(1, 1e9), size.width, coverHeight + 60),
    top: [topBar(ctx, closeButtonish('chevron-left'), closeButtonish('ellipsis'))],
    body: col(
      { flexGrow: 1 },
      spacer(coverHeight - 98),
      col(
        {
          flexGrow: 1,
          backgroundColor: p.background,
          borderTopLeftRadius: platform === 'android' ? 28 : ds.radius.xl,
          borderTopRightRadius: platform === 'android' ? 28 : ds.radius.xl,
          paddingLeft: m.margin,
          paddingRight: m.margin,
          gap: 12,
        },
        row(
          { justifyContent: 'space-between', alignItems: 'flex-end', width: '100%', marginTop: -44 },
          h(
            'div',
            { borderRadius: 50, border: `4px solid ${p.background}`, width: 96, height: 96 },
            kit.avatar(user, 88),
          ),
          kit.button('Edit profile', { size: 'sm', variant: 'secondary', full: false }),
        ),
        col(
          { gap: 2 },
          kit.title(user.name, { fontSize: 24 }),
          kit.caption(`${user.handle} · ${app.title} member`, { fontSize: 13 }),
        ),
        kit.body(userBio(ctx), { fontSize: 15 }),
        meta,
        interests,
        kit.sectionHeader('Recent activity'),
        kit.list(activity, { inset: false }),
      ),
    ),
    bottom: [chrome.tabBar(ctx.content.sections.length - 1)],
  });
}
