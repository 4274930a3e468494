/** Settings layouts: the settings home and notification preferences. */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { paidPlan, RENEWAL } from './parts-orders.js';
import { overline } from './parts-pieces.js';
import { settingsGroup, TILE } from './parts-settings.js';
import { groupedBackground, phoneScreen, webSettingsPage } from './parts-shells.js';

/** The settings home: who is signed in and every group of settings, as the platform draws them. */
export function settingsHome(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds, app } = ctx;
  const user = content.user;
  const plan = paidPlan(ctx);
  if (platform === 'web') {
    return webSettingsPage(ctx, 1, {
      title: 'Account',
      subtitle: `Your ${app.title} account and how it works for you.`,
      body: [
        row(
          { gap: 20, alignItems: 'flex-start', width: '100%' },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 20 },
            settingsGroup(ctx, 'General', [
              { icon: 'mail', title: 'Email', subtitle: user.email, chevron: true },
              {
                icon: 'languages',
                title: 'Language',
                subtitle: 'The language of menus and emails',
                value: 'English (US)',
                chevron: true,
              },
              {
                icon: 'globe',
                title: 'Time zone',
                subtitle: 'Used for reminders and reports',
                value: 'GMT+1 Berlin',
                chevron: true,
              },
            ]),
            settingsGroup(ctx, 'Privacy', [
              {
                icon: 'eye',
                title: 'Public profile',
                subtitle: 'Anyone with the link can see your profile',
                toggle: true,
              },
              {
                icon: 'database',
                title: 'Usage data',
                subtitle: `Help improve ${app.title} with anonymous usage data`,
                toggle: false,
              },
            ]),
          ),
          kit.card(
            { width: 300, gap: 12 },
            kit.iconTile('crown', { size: 40 }),
            kit.headline(`${plan.name} plan`),
            kit.muted(`${kit.money(plan.yearly)}/year · renews ${RENEWAL}`, { fontSize: 14 }),
            kit.button('Manage billing', { variant: 'secondary', size: 'sm', full: true }),
          ),
        ),
      ],
    });
  }
  const ios = platform === 'ios';
  const account = ui(
    'list-item',
    row(
      {
        gap: 14,
        width: '100%',
        padding: 14,
        borderRadius: ios ? 12 : ds.radius.lg,
        backgroundColor: ds.dark ? p.surface : ios ? '#ffffff' : mix(p.primary, p.background, 0.93),
      },
      kit.avatar(user, 58),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        kit.headline(user.name, { fontSize: 19 }),
        kit.caption(`${app.title} ${plan.name}, security, devices`, { fontSize: 13 }),
      ),
      icon('chevron-right', 18, p.textMuted),
    ),
  );
  return phoneScreen(ctx, {
    nav: { title: 'Settings', large: ios },
    background: groupedBackground(ctx),
    gap: ios ? 22 : 6,
    body: [
      kit.searchBar('Search settings'),
      account,
      settingsGroup(ctx, ios ? null : 'General', [
        {
          icon: 'bell',
          color: TILE.red,
          title: 'Notifications',
          subtitle: ios ? undefined : 'Push, email and reminders',
        },
        {
          icon: 'palette',
          color: TILE.blue,
          title: 'Appearance',
          value: ios ? (ds.dark ? 'Dark' : 'System') : undefined,
          subtitle: ios ? undefined : ds.dark ? 'Dark theme' : 'Follows the system',
        },
        {
          icon: 'languages',
          color: TILE.gray,
          title: 'Language',
          value: ios ? 'English' : undefined,
          subtitle: ios ? undefined : 'English (US)',
        },
      ]),
      settingsGroup(ctx, ios ? null : 'Privacy and security', [
        {
          icon: 'lock',
          color: TILE.indigo,
          title: 'Privacy',
          subtitle: ios ? undefined : 'Who can see your activity',
        },
        {
          icon: 'scan-face',
          color: TILE.green,
          title: ios ? 'Face ID & passcode' : 'App lock',
          subtitle: ios ? undefined : 'Fingerprint to open the app',
          toggle: ios ? undefined : true,
        },
      ]),
      settingsGroup(ctx, ios ? null : 'Support', [
        { icon: 'circle-help', color: TILE.teal, title: 'Help & feedback' },
        {
          icon: 'info',
          color: TILE.gray,
          title: 'About',
          value: ios ? 'Version 4.2' : undefined,
          subtitle: ios ? undefined : 'Version 4.2',
        },
      ]),
    ],
    tab: ios ? ctx.content.sections.length - 1 : undefined,
  });
}

/** Notification preferences: toggles by channel (phones), a matrix of events by channel (web). */
export function settingsNotifications(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds, app } = ctx;
  const events = content.features.map((f) => f.title);
  if (platform === 'web') {
    const channels = ['Email', 'Push', 'In-app'];
    const matrix: boolean[][] = [
      [true, true, true],
      [false, true, true],
      [true, false, true],
      [true, false, false],
    ];
    const labels = [...events, 'Product news'];
    return webSettingsPage(ctx, 2, {
      title: 'Notifications',
      subtitle: 'Choose what we tell you about, and where.',
      body: [
        ui(
          'table',
          kit.card(
            {
              width: '100%',
              gap: 0,
              paddingTop: 8,
              paddingBottom: 8,
              backgroundColor: ds.dark ? p.surface : '#ffffff',
            },
            row(
              { height: 44, width: '100%', borderBottom: `1px solid ${p.border}` },
              overline(ctx, 'Activity', { flexGrow: 1 }),
              ...channels.map((c) => row({ width: 110, justifyContent: 'center' }, overline(ctx, c))),
            ),
            ...labels.map((label, r) =>
              row(
                {
                  height: 60,
                  width: '100%',
                  borderBottom: r === labels.length - 1 ? undefined : `1px solid ${p.border}`,
                },
                col(
                  { flexGrow: 1, flexShrink: 1, gap: 2 },
                  kit.label(label, { fontWeight: 600 }),
                  kit.caption(
                    r < content.features.length
                      ? (content.features[r]?.body ?? '')
                      : `Now and then, what's new in ${app.title}`,
                  ),
                ),
                ...channels.map((_, c) =>
                  row({ width: 110, justifyContent: 'center' }, kit.checkbox(matrix[r]?.[c] ?? false)),
                ),
              ),
            ),
          ),
        ),
        settingsGroup(ctx, null, [
          {
            icon: 'moon',
            title: 'Quiet hours',
            subtitle: 'Pause push notifications from 22:00 to 07:00',
            toggle: true,
          },
        ]),
      ],
    });
  }
  const ios = platform === 'ios';
  return phoneScreen(ctx, {
    nav: { title: 'Notifications', back: true },
    background: groupedBackground(ctx),
    gap: ios ? 22 : 4,
    body: [
      settingsGroup(
        ctx,
        'Push notifications',
        [
          { icon: 'bell-ring', color: TILE.red, title: 'Allow notifications', toggle: true },
          ...events.map((title, i) => ({
            icon: content.features[i]?.icon ?? 'bell',
            color: [TILE.blue, TILE.orange, TILE.green][i],
            title,
            toggle: i !== 1,
          })),
        ],
        {
          footer: ios ? 'Shown on the lock screen and in Notification Center.' : undefined,
        },
      ),
      settingsGroup(ctx, 'Email', [
        { icon: 'mail', color: TILE.indigo, title: 'Weekly summary', toggle: true },
        { icon: 'sparkles', color: TILE.purple, title: 'Product news', toggle: false },
      ]),
      settingsGroup(ctx, 'Schedule', [
        {
          icon: 'moon',
          color: TILE.indigo,
          title: 'Quiet hours',
          value: '22:00–07:00',
          subtitle: ios ? undefined : '22:00–07:00',
        },
      ]),
    ],
  });
}
