/** Delete account layouts: the warning, why you are leaving, the last question. */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { pluralOf } from '../../words.js';
import { leavingPage } from './parts.js';
import { paidPlan } from './parts-orders.js';
import { textArea } from './parts-pieces.js';
import { settingsGroup, TILE } from './parts-settings.js';
import { groupedBackground, phoneScreen, webSettingsPage } from './parts-shells.js';

/** What deleting removes in this kind of app. */
function deletedThings(ctx: ScreenContext): string[] {
  const [first = 'item', second = 'list'] = ctx.app.nouns.map(pluralOf);
  return [
    `Your profile, your ${first} and ${second}`,
    'Saved items, settings and history',
    `Your ${paidPlan(ctx).name} subscription, with no refund`,
  ];
}

/** The warning: what goes, a way to keep your data, confirmation and the destructive button. */
export function deleteWarning(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, app } = ctx;
  const list = col(
    { gap: 12, width: '100%' },
    ...deletedThings(ctx).map((thing) =>
      row({ gap: 12 }, icon('trash-2', 18, p.danger), kit.body(thing, { fontSize: 15, flexShrink: 1 })),
    ),
  );
  if (platform === 'web') {
    const zoneRow = (title: string, body: string, action: Node, last = false) =>
      row(
        {
          gap: 24,
          width: '100%',
          paddingTop: 18,
          paddingBottom: 18,
          borderBottom: last ? undefined : `1px solid ${alpha(p.danger, 0.25)}`,
        },
        col(
          { flexGrow: 1, flexShrink: 1, gap: 3 },
          kit.label(title, { fontWeight: 600, fontSize: 14 }),
          kit.caption(body, { fontSize: 13 }),
        ),
        action,
      );
    return webSettingsPage(ctx, 1, {
      title: 'Account',
      subtitle: `Your ${app.title} account and data.`,
      body: [
        settingsGroup(ctx, 'Your data', [
          {
            icon: 'download',
            title: 'Export data',
            subtitle: 'A ZIP of everything you keep here, ready in a few minutes',
            value: 'Request export',
            chevron: true,
          },
        ]),
        kit.card(
          {
            width: '100%',
            gap: 0,
            paddingTop: 18,
            paddingBottom: 2,
            border: `1px solid ${alpha(p.danger, 0.45)}`,
            backgroundColor: ds.dark ? p.surface : '#ffffff',
          },
          row(
            { gap: 8 },
            icon('triangle-alert', 18, p.danger),
            kit.headline('Danger zone', { color: p.danger }),
          ),
          zoneRow(
            'Deactivate account',
            'Hide your profile until you log in again.',
            kit.button('Deactivate', { variant: 'secondary', size: 'sm' }),
          ),
          zoneRow(
            'Delete account',
            `Permanently delete your account and all its data. ${deletedThings(ctx)[2]}.`,
            kit.button('Delete account', { variant: 'destructive', size: 'sm' }),
            true,
          ),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Delete account', back: true },
    gap: 18,
    padTop: 16,
    body: [
      kit.iconTile('triangle-alert', { size: 56, tone: 'danger' }),
      col(
        { gap: 8 },
        kit.title('Delete your account?', { fontSize: 26 }),
        kit.muted(`This permanently deletes your ${app.title} account. You can't undo it.`, { fontSize: 15 }),
      ),
      list,
      kit.card(
        { width: '100%', flexDirection: 'row', gap: 12, padding: 14, alignItems: 'center' },
        icon('download', 20, p.textMuted),
        col(
          { gap: 1, flexGrow: 1, flexShrink: 1 },
          kit.label('Download your data first', { fontWeight: 600 }),
          kit.caption('We email you a copy within a day.'),
        ),
        icon('chevron-right', 18, p.textMuted),
      ),
      kit.checkbox(true, 'I understand this cannot be undone'),
    ],
    actions: [
      kit.button('Delete account', { variant: 'destructive' }),
      kit.button('Keep my account', { variant: 'ghost' }),
    ],
  });
}

/** Why are you leaving: reasons as radios, a note, step one of two. */
export function deleteReason(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, app } = ctx;
  const reasons = [
    "I don't use it enough",
    'It costs too much',
    'I found another app',
    'Privacy concerns',
    'Something else',
  ];
  const list = ui(
    'list',
    col(
      { width: '100%', gap: 10 },
      ...reasons.map((reason, i) =>
        row(
          {
            width: '100%',
            height: 52,
            paddingLeft: 16,
            paddingRight: 16,
            borderRadius: ds.radius.md,
            border: `${i === 2 ? 2 : 1}px solid ${i === 2 ? p.primary : p.border}`,
            backgroundColor: ds.dark ? p.surface : p.background,
          },
          kit.radio(i === 2, reason),
        ),
      ),
    ),
  );
  const note = textArea(ctx, {
    label: 'Anything we could have done better?',
    placeholder: 'Optional',
    height: 84,
  });
  const head = col(
    { gap: 8 },
    kit.caption('Step 1 of 2', { fontWeight: 600 }),
    kit.title('Why are you leaving?', { fontSize: 26 }),
    kit.muted(`Your answer helps us make ${app.title} better.`, { fontSize: 15 }),
  );
  if (platform === 'web') {
    return leavingPage(
      ctx,
      { back: 'Back to settings', paddingTop: 32, width: 540 },
      kit.progressBar(0.5, { color: p.danger }),
      head,
      list,
      note,
      row(
        { gap: 10, justifyContent: 'flex-end', width: '100%' },
        kit.button('Keep my account', { variant: 'ghost' }),
        kit.button('Continue', { variant: 'destructive' }),
      ),
    );
  }
  return phoneScreen(ctx, {
    nav: { title: 'Delete account', back: true },
    gap: 18,
    body: [kit.progressBar(0.5, { color: p.danger }), head, list, note],
    actions: [kit.button('Continue')],
  });
}

/** The last question: an alert over Settings (iOS alert, Material dialog, web modal with type-to-confirm). */
export function deleteConfirm(ctx: ScreenContext): Node {
  const { kit, platform, p, ds, chrome, content, app } = ctx;
  if (platform === 'web') {
    const dialog = kit.modal(
      kit.iconTile('trash-2', { size: 44, tone: 'danger' }),
      kit.headline('Delete account', { fontSize: 20 }),
      kit.muted(`This deletes ${content.user.email} and everything in it. You can't undo this.`, {
        fontSize: 14,
      }),
      kit.textField({ label: 'Type DELETE to confirm', value: 'DELETE', focused: true }),
      row(
        { gap: 10, justifyContent: 'flex-end', width: '100%' },
        kit.button('Cancel', { variant: 'secondary' }),
        kit.button('Delete account', { variant: 'destructive' }),
      ),
    );
    return webSettingsPage(ctx, 1, {
      title: 'Account',
      subtitle: `Your ${app.title} account and data.`,
      body: [
        settingsGroup(ctx, 'General', [
          { icon: 'mail', title: 'Email', subtitle: content.user.email, chevron: true },
          { icon: 'languages', title: 'Language', value: 'English (US)', chevron: true },
        ]),
        settingsGroup(ctx, 'Danger zone', [
          {
            icon: 'trash-2',
            title: 'Delete account',
            subtitle: 'Permanently delete your account and data',
            danger: true,
          },
        ]),
      ],
      overlay: dialog,
    });
  }
  const ios = platform === 'ios';
  const under = col(
    {
      paddingLeft: ctx.m.margin,
      paddingRight: ctx.m.margin,
      gap: ios ? 22 : 6,
      width: '100%',
      paddingTop: 8,
    },
    settingsGroup(ctx, ios ? null : 'Account', [
      {
        icon: 'mail',
        color: TILE.blue,
        title: 'Email',
        value: ios ? undefined : undefined,
        subtitle: ios ? undefined : content.user.email,
      },
      { icon: 'key-round', color: TILE.gray, title: 'Password' },
    ]),
    settingsGroup(ctx, ios ? null : 'Data', [
      { icon: 'download', color: TILE.green, title: 'Download your data' },
      { icon: 'trash-2', title: 'Delete account', danger: true },
    ]),
  );
  const alert = ios
    ? ui(
        'alert',
        col(
          {
            width: 270,
            borderRadius: 14,
            backgroundColor: ds.dark ? '#2c2c2e' : alpha('#f2f2f2', 0.98),
            overflow: 'hidden',
          },
          col(
            { alignItems: 'center', gap: 4, padding: 18, paddingBottom: 16 },
            text('Delete account?', {
              fontFamily: ctx.ds.fonts.body,
              fontSize: 17,
              fontWeight: 600,
              color: p.text,
            }),
            text(`Your ${app.title} data will be deleted for good. This can't be undone.`, {
              fontFamily: ctx.ds.fonts.body,
              fontSize: 13,
              color: p.text,
              textAlign: 'center',
              lineHeight: 1.35,
            }),
          ),
          row(
            { height: 44, width: '100%', borderTop: `0.5px solid ${ds.dark ? '#48484a' : '#c6c6c8'}` },
            row(
              {
                flexGrow: 1,
                flexBasis: 0,
                height: '100%',
                justifyContent: 'center',
                borderRight: `0.5px solid ${ds.dark ? '#48484a' : '#c6c6c8'}`,
              },
              text('Cancel', { fontFamily: ctx.ds.fonts.body, fontSize: 17, color: '#0a84ff' }),
            ),
            row(
              { flexGrow: 1, flexBasis: 0, height: '100%', justifyContent: 'center' },
              text('Delete', {
                fontFamily: ctx.ds.fonts.body,
                fontSize: 17,
                fontWeight: 600,
                color: '#ff3b30',
              }),
            ),
          ),
        ),
      )
    : ui(
        'modal',
        col(
          {
            width: ctx.size.width - 64,
            borderRadius: 28,
            backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.94),
            padding: 24,
            gap: 16,
          },
          row({ justifyContent: 'center', width: '100%' }, icon('triangle-alert', 24, p.danger)),
          text('Delete your account?', {
            ...font(ctx, 'headline'),
            fontSize: 22,
            fontWeight: 400,
            color: p.text,
            textAlign: 'center',
            justifyContent: 'center',
            width: '100%',
          }),
          kit.muted(`Enter your password to delete ${content.user.email}. This can't be undone.`, {
            fontSize: 14,
          }),
          kit.passwordField({ label: 'Password', value: 'correct-horse', focused: true }),
          row(
            { gap: 24, justifyContent: 'flex-end', width: '100%', paddingTop: 4 },
            text('Cancel', { ...font(ctx, 'callout'), fontWeight: 600, color: p.primary }),
            text('Delete', { ...font(ctx, 'callout'), fontWeight: 600, color: p.danger }),
          ),
        ),
      );
  return chrome.frame({
    top: [chrome.navBar({ title: 'Account', back: true })],
    body: under,
    overlay: alert,
    background: groupedBackground(ctx),
  });
}
