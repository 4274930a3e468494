/** Edit profile layouts: the whole form, one field in a sheet, each field as a row. */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { userBio, userCity } from './copy.js';
import { statsRow } from './parts.js';
import { overline, textArea } from './parts-pieces.js';
import { groupCaption } from './parts-settings.js';
import { groupedBackground, phoneScreen, webAppPage, webSettingsPage } from './parts-shells.js';

function avatarEditor(ctx: ScreenContext, size: number): Node {
  const { kit, p } = ctx;
  return col(
    { position: 'relative', width: size, height: size },
    kit.avatar(ctx.content.user, size),
    row(
      {
        position: 'absolute',
        right: -2,
        bottom: -2,
        width: 32,
        height: 32,
        borderRadius: 16,
        justifyContent: 'center',
        backgroundColor: p.primary,
        border: `3px solid ${p.background}`,
      },
      icon('camera', 15, p.onPrimary, 2.2),
    ),
  );
}

/** The avatar editor centred above its link (phone profile forms). */
function photoEditor(ctx: ScreenContext, size: number, link: string, paddingTop: number): Node {
  return col(
    { alignItems: 'center', gap: 10, width: '100%', paddingTop },
    avatarEditor(ctx, size),
    ctx.kit.link(link, { fontSize: 14 }),
  );
}

/** The whole form: photo, name, username, bio, email. */
export function editForm(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds } = ctx;
  const user = content.user;
  const bio = textArea(ctx, {
    label: 'Bio',
    value: userBio(ctx),
    helper: `${userBio(ctx).length}/150`,
    height: 84,
  });
  if (platform === 'web') {
    const fieldRow = (label: string, hint: string, control: Node) =>
      row(
        {
          gap: 32,
          alignItems: 'flex-start',
          width: '100%',
          paddingTop: 18,
          paddingBottom: 18,
          borderBottom: `1px solid ${p.border}`,
        },
        col({ width: 240, gap: 3 }, kit.label(label, { fontWeight: 600 }), kit.caption(hint)),
        row({ flexGrow: 1, flexBasis: 0 }, control),
      );
    return webSettingsPage(ctx, 0, {
      title: 'Profile',
      subtitle: 'How others see you across the app.',
      actions: [
        kit.button('Cancel', { variant: 'secondary', size: 'sm' }),
        kit.button('Save changes', { size: 'sm' }),
      ],
      body: [
        kit.card(
          {
            width: '100%',
            paddingTop: 4,
            paddingBottom: 4,
            gap: 0,
            backgroundColor: ds.dark ? p.surface : '#ffffff',
          },
          fieldRow(
            'Photo',
            'JPG or PNG, at least 400 px.',
            row(
              { gap: 16 },
              kit.avatar(user, 56),
              kit.button('Upload new', { variant: 'secondary', size: 'sm' }),
              kit.button('Remove', { variant: 'ghost', size: 'sm' }),
            ),
          ),
          fieldRow(
            'Name',
            'Shown on your profile.',
            row(
              { gap: 12, width: '100%' },
              row({ flexGrow: 1, flexBasis: 0 }, kit.textField({ label: 'First name', value: user.first })),
              row({ flexGrow: 1, flexBasis: 0 }, kit.textField({ label: 'Last name', value: user.last })),
            ),
          ),
          fieldRow(
            'Username',
            `${ctx.content.domain}/${user.handle.slice(1)}`,
            kit.textField({ label: 'Username', value: user.handle.slice(1), icon: 'at-sign', focused: true }),
          ),
          fieldRow('Bio', 'A sentence or two about you.', bio),
        ),
      ],
    });
  }
  return phoneScreen(ctx, {
    nav: { title: 'Edit profile', back: true, actionLabel: 'Save' },
    gap: 16,
    body: [
      photoEditor(ctx, 88, 'Change photo', 4),
      kit.textField({ label: 'Name', value: user.name }),
      kit.textField({
        label: 'Username',
        value: user.handle.slice(1),
        icon: 'at-sign',
        focused: true,
        helper: `${ctx.content.domain}/${user.handle.slice(1)}`,
      }),
      bio,
      kit.textField({ label: 'Email', value: user.email, icon: 'mail' }),
    ],
  });
}

/** One field edited in a sheet (phones) or the profile in a dialog (web), over the profile. */
export function editSheet(ctx: ScreenContext): Node {
  const { kit, platform, content, chrome, m } = ctx;
  const user = content.user;
  if (platform === 'web') {
    const dialog = kit.modal(
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.headline('Edit profile', { fontSize: 20 }),
        kit.iconButton('x'),
      ),
      row(
        { gap: 16 },
        avatarEditor(ctx, 64),
        col({ gap: 4 }, kit.link('Upload a photo', { fontSize: 14 }), kit.caption('JPG or PNG, up to 5 MB')),
      ),
      kit.textField({ label: 'Display name', value: user.name, focused: true }),
      kit.textField({ label: 'Username', value: user.handle.slice(1), icon: 'at-sign' }),
      textArea(ctx, { label: 'Bio', value: userBio(ctx), height: 76 }),
      row(
        { gap: 10, justifyContent: 'flex-end', width: '100%' },
        kit.button('Cancel', { variant: 'ghost' }),
        kit.button('Save'),
      ),
    );
    return webAppPage(ctx, {
      title: user.name,
      subtitle: user.handle,
      active: -1,
      actions: [kit.button('Edit profile', { icon: 'pencil', size: 'sm' })],
      body: [
        row(
          { gap: 24, width: '100%' },
          kit.avatar(user, 96),
          col({ gap: 6, flexShrink: 1 }, kit.muted(userBio(ctx)), statsRow(ctx, { align: 'left' })),
        ),
      ],
      overlay: dialog,
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: user.handle, large: false, actions: ['settings'] })],
    body: col(
      { paddingLeft: m.margin, paddingRight: m.margin, gap: 14, alignItems: 'center', paddingTop: 12 },
      kit.avatar(user, 88),
      kit.headline(user.name, { fontSize: 20 }),
      kit.muted(userBio(ctx), { textAlign: 'center', fontSize: 14 }),
      statsRow(ctx),
    ),
    overlay: kit.sheet(
      row(
        { justifyContent: 'space-between', width: '100%' },
        kit.link('Cancel', { fontWeight: 500 }),
        kit.headline('Name'),
        kit.link('Done'),
      ),
      kit.textField({ label: 'First name', value: user.first, focused: true }),
      kit.textField({ label: 'Last name', value: user.last }),
      kit.caption(
        'Your name appears on your profile and in messages. You can change it twice every 14 days.',
      ),
    ),
  });
}

/** Each field as a row with its value; the web shows the public card live beside the form. */
export function editRows(ctx: ScreenContext): Node {
  const { kit, platform, content, p, ds, app } = ctx;
  const user = content.user;
  const values: [string, string][] = [
    ['Name', user.name],
    ['Username', user.handle],
    ['Pronouns', 'she/her'],
    ['Location', userCity(ctx)],
    ['Website', `${user.first.toLowerCase()}.studio`],
  ];
  if (platform === 'web') {
    return webSettingsPage(ctx, 0, {
      title: 'Public profile',
      subtitle: 'Changes are saved as you type.',
      body: [
        row(
          { gap: 32, alignItems: 'flex-start', width: '100%' },
          col(
            { flexGrow: 1, flexBasis: 0, gap: 16 },
            row(
              { gap: 16, width: '100%' },
              row({ flexGrow: 1, flexBasis: 0 }, kit.textField({ label: 'Name', value: user.name })),
              row({ flexGrow: 1, flexBasis: 0 }, kit.textField({ label: 'Pronouns', value: 'she/her' })),
            ),
            textArea(ctx, { label: 'Bio', value: userBio(ctx), height: 80 }),
            row(
              { gap: 16, width: '100%' },
              row(
                { flexGrow: 1, flexBasis: 0 },
                kit.textField({ label: 'Location', value: userCity(ctx), icon: 'map-pin' }),
              ),
              row(
                { flexGrow: 1, flexBasis: 0 },
                kit.textField({
                  label: 'Website',
                  value: `${user.first.toLowerCase()}.studio`,
                  icon: 'link',
                }),
              ),
            ),
            row(
              { justifyContent: 'space-between', width: '100%', paddingTop: 4 },
              col(
                { gap: 2 },
                kit.label('Show activity on profile', { fontWeight: 600 }),
                kit.caption(`People on ${app.title} can see what you did recently.`),
              ),
              kit.toggle(true),
            ),
          ),
          col(
            { width: 320, gap: 10 },
            overline(ctx, 'Preview'),
            kit.card(
              {
                width: '100%',
                padding: 0,
                gap: 0,
                overflow: 'hidden',
                backgroundColor: ds.dark ? p.surface : '#ffffff',
              },
              kit.photo(content.heroPhoto, 9, 320, 96),
              col(
                { padding: 20, gap: 8, marginTop: -48 },
                h(
                  'div',
                  {
                    borderRadius: 40,
                    border: `3px solid ${ds.dark ? p.surface : '#ffffff'}`,
                    width: 78,
                    height: 78,
                  },
                  kit.avatar(user, 72),
                ),
                kit.headline(user.name),
                kit.caption(`${user.handle} · she/her`),
                kit.muted(userBio(ctx), { fontSize: 14 }),
              ),
            ),
          ),
        ),
      ],
    });
  }
  const rowsNode =
    platform === 'ios'
      ? ui(
          'list',
          col(
            {
              backgroundColor: ds.dark ? p.surface : '#ffffff',
              borderRadius: 12,
              paddingLeft: 16,
              width: '100%',
            },
            ...values.map(([label, value], i) =>
              ui(
                'list-item',
                row(
                  {
                    height: 48,
                    gap: 12,
                    paddingRight: 12,
                    borderBottom: i === values.length - 1 ? undefined : `0.5px solid ${p.border}`,
                    width: '100%',
                  },
                  kit.body(label, { width: 100, fontSize: 16 }),
                  kit.body(value, { flexGrow: 1, flexShrink: 1, fontSize: 16, color: p.textMuted }),
                  icon('chevron-right', 18, mix(p.textMuted, p.background, 0.3)),
                ),
              ),
            ),
          ),
        )
      : ui(
          'list',
          col(
            { width: '100%' },
            ...values.map(([label, value]) =>
              ui(
                'list-item',
                row(
                  { height: 72, gap: 20, width: '100%' },
                  col(
                    { flexGrow: 1, flexShrink: 1, gap: 2 },
                    kit.body(label, { fontSize: 16 }),
                    kit.muted(value, { fontSize: 14 }),
                  ),
                  icon('pencil', 20, p.textMuted),
                ),
              ),
            ),
          ),
        );
  return phoneScreen(ctx, {
    nav: { title: 'Edit profile', back: true },
    background: groupedBackground(ctx),
    gap: 18,
    body: [
      photoEditor(ctx, 96, 'Edit picture or avatar', 8),
      rowsNode,
      platform === 'ios'
        ? col(
            { gap: 7 },
            groupCaption(ctx, 'About'),
            col(
              {
                backgroundColor: ds.dark ? p.surface : '#ffffff',
                borderRadius: 12,
                padding: 16,
                width: '100%',
              },
              kit.body(userBio(ctx), { fontSize: 15 }),
            ),
          )
        : col({ gap: 4 }, kit.body('Bio', { fontSize: 16 }), kit.muted(userBio(ctx), { fontSize: 14 })),
    ],
  });
}
