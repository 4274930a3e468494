/** The permissions pattern: the app's own primer, the system's dialog, and the list of every permission. */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, lift, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { contentWidth, copyOf, heading, webApp } from './parts.js';
import {
  benefitList,
  PERMISSION_ICON,
  PERMISSION_VERB,
  permissionArt,
  systemPermissionDialog,
} from './parts-permissions.js';

/** The app's own pre-permission screen: what it will do with the permission, then Allow or Not now. */
export function permissionsPrimer(ctx: ScreenContext): Node {
  const { kit, chrome, platform, ds, p } = ctx;
  const copy = copyOf(ctx);
  if (platform === 'web') {
    return chrome.frame({
      background: ds.dark
        ? p.background
        : p.surface === '#ffffff'
          ? mix(p.primary, '#ffffff', 0.96)
          : p.surface,
      top: [chrome.webHeader({ transparent: true })],
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 8 },
        lift(
          kit.card(
            {
              width: 520,
              padding: 36,
              gap: 22,
              backgroundColor: ds.dark ? p.surface : '#ffffff',
              border: `1px solid ${p.border}`,
            },
            permissionArt(ctx, 448, 170),
            heading(ctx, copy.permissionTitle, copy.permissionBody),
            benefitList(ctx),
            row(
              { gap: 12, justifyContent: 'flex-end', width: '100%', paddingTop: 4 },
              kit.button('Not now', { variant: 'ghost' }),
              kit.button(PERMISSION_VERB[copy.permission], { icon: PERMISSION_ICON[copy.permission] }),
            ),
          ),
          ds.radius.lg,
          { depth: 2, opacity: ds.dark ? 0 : 1 },
        ),
      ),
    });
  }
  return primerPage(ctx, { benefits: true });
}

/** The primer on a phone: the art, the pitch (with its benefits), the button that asks and Not now. */
function primerPage(
  ctx: ScreenContext,
  options: { benefits?: boolean; overlay?: Node; background?: string },
): Node {
  const { kit, chrome, m } = ctx;
  const copy = copyOf(ctx);
  return chrome.frame({
    top: [chrome.navBar({ actions: ['x'] })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 24, paddingTop: 4 },
      permissionArt(ctx, contentWidth(ctx), 230),
      heading(ctx, copy.permissionTitle, copy.permissionBody),
      options.benefits ? benefitList(ctx) : null,
      spacer(),
      col(
        { gap: 4, paddingBottom: 8 },
        kit.button(PERMISSION_VERB[copy.permission]),
        kit.button('Not now', { variant: 'ghost' }),
      ),
    ),
    overlay: options.overlay,
    background: options.background,
  });
}

/** The operating system's own dialog over the app (iOS alert, Android permission dialog, browser prompt). */
export function permissionsSystem(ctx: ScreenContext): Node {
  const { kit, chrome, platform, app, p, ds, content } = ctx;
  const copy = copyOf(ctx);
  const kind = copy.permission;
  if (platform === 'web') {
    const what =
      kind === 'notifications'
        ? 'Show notifications'
        : kind === 'location'
          ? 'Know your location'
          : 'Use your camera';
    const prompt = lift(
      ui(
        'alert',
        col(
          {
            width: 340,
            backgroundColor: '#ffffff',
            borderRadius: 10,
            padding: 18,
            gap: 14,
            border: '1px solid #dadce0',
          },
          row(
            { justifyContent: 'space-between', width: '100%' },
            text(`${content.domain} wants to`, {
              fontFamily: ds.fonts.body,
              fontSize: 14,
              fontWeight: 500,
              color: '#202124',
            }),
            icon('x', 16, '#5f6368'),
          ),
          row(
            { gap: 10 },
            icon(PERMISSION_ICON[kind], 18, '#5f6368'),
            text(what, { fontFamily: ds.fonts.body, fontSize: 14, color: '#3c4043' }),
          ),
          row(
            { gap: 8, justifyContent: 'flex-end', width: '100%' },
            row(
              {
                height: 34,
                paddingLeft: 18,
                paddingRight: 18,
                borderRadius: 17,
                border: '1px solid #dadce0',
              },
              text('Block', { fontFamily: ds.fonts.body, fontSize: 14, fontWeight: 500, color: '#1a73e8' }),
            ),
            row(
              { height: 34, paddingLeft: 18, paddingRight: 18, borderRadius: 17, backgroundColor: '#1a73e8' },
              text('Allow', { fontFamily: ds.fonts.body, fontSize: 14, fontWeight: 500, color: '#ffffff' }),
            ),
          ),
        ),
      ),
      10,
      { depth: 2 },
    );
    return chrome.frame({
      top: [
        chrome.webHeader({
          links: content.sections.map((s) => s.label).slice(0, 3),
          actions: [kit.avatar(content.user, 34)],
        }),
      ],
      body: h(
        'div',
        {
          position: 'relative',
          flexGrow: 1,
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          paddingBottom: 40,
          gap: 18,
        },
        permissionArt(ctx, 420, 160),
        kit.display(copy.permissionTitle, { fontSize: 34, textAlign: 'center' }),
        kit.muted(`Click Allow in your browser's prompt. ${copy.permissionBody}`, {
          textAlign: 'center',
          maxWidth: 560,
        }),
        row(
          { gap: 16, paddingTop: 18 },
          ...copy.benefits.map((b) =>
            kit.card(
              { width: 240, gap: 12, padding: 18 },
              kit.iconTile(b.icon, { size: 36 }),
              kit.body(b.text, { fontSize: 15, fontWeight: 500 }),
            ),
          ),
        ),
        row(
          { gap: 8, paddingTop: 8 },
          kit.caption('Changed your mind?'),
          kit.link(`Continue without ${kind === 'camera' ? 'the camera' : kind}`, { fontSize: 13 }),
        ),
        h('div', { position: 'absolute', left: 16, top: 8 }, prompt),
      ),
    });
  }
  const ios = platform === 'ios';
  const dialog =
    kind === 'notifications'
      ? systemPermissionDialog(ctx, {
          icon: 'bell',
          question: ios
            ? `“${app.title}” Would Like to Send You Notifications`
            : `Allow ${app.title} to send you notifications?`,
          message:
            'Notifications may include alerts, sounds and icon badges. These can be configured in Settings.',
          choices: ios ? ["Don't Allow", 'Allow'] : ['Allow', "Don't allow"],
        })
      : kind === 'location'
        ? systemPermissionDialog(ctx, {
            icon: 'map-pin',
            question: ios
              ? `Allow “${app.title}” to use your location?`
              : `Allow ${app.title} to access this device's location?`,
            message: copy.permissionBody,
            choices: ios
              ? ['Allow Once', "Don't Allow", 'Allow While Using App']
              : ['While using the app', 'Only this time', "Don't allow"],
          })
        : systemPermissionDialog(ctx, {
            icon: 'camera',
            question: ios
              ? `“${app.title}” Would Like to Access the Camera`
              : `Allow ${app.title} to take pictures and record video?`,
            message: copy.permissionBody,
            choices: ios ? ["Don't Allow", 'OK'] : ['While using the app', 'Only this time', "Don't allow"],
          });
  return primerPage(ctx, { overlay: dialog, background: p.background });
}

/** All the permissions the app can use, each with a toggle, then Continue (phones); the browser permissions page (web). */
export function permissionsList(ctx: ScreenContext): Node {
  const { kit, chrome, platform, m, p, ds, app } = ctx;
  const copy = copyOf(ctx);
  const all: { kind: string; icon: string; title: string; body: string }[] = [
    {
      kind: 'notifications',
      icon: 'bell',
      title: 'Notifications',
      body: copy.benefits[0]?.text ?? 'Alerts that matter to you',
    },
    {
      kind: 'location',
      icon: 'map-pin',
      title: 'Location',
      body:
        copy.permission === 'location'
          ? (copy.benefits[0]?.text ?? 'Things near you')
          : 'Local suggestions and time zone',
    },
    {
      kind: 'camera',
      icon: 'camera',
      title: 'Camera',
      body: copy.permission === 'camera' ? 'Photos and stories in the app' : 'Scan documents and QR codes',
    },
    { kind: 'contacts', icon: 'contact', title: 'Contacts', body: `Find friends already on ${app.title}` },
  ];
  const on = (kind: string) => kind === copy.permission || kind === 'notifications';
  if (platform === 'web') {
    return webApp(ctx, {
      title: 'Permissions',
      subtitle: 'What this browser lets us do',
      active: ctx.content.sections.findIndex((s) => ['Settings', 'Profile', 'Account'].includes(s.label)),
      body: [
        col(
          { gap: 16, maxWidth: 760, width: '100%' },
          ui(
            'banner',
            row(
              {
                gap: 12,
                padding: 16,
                borderRadius: ds.radius.md,
                backgroundColor: ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.92),
                width: '100%',
              },
              icon('info', 18, p.primary),
              kit.body(
                'Browser permissions are stored per device. You can change them any time in your browser settings.',
                { fontSize: 14, flexShrink: 1 },
              ),
            ),
          ),
          kit.card(
            { padding: 0, gap: 0, width: '100%' },
            ...all.slice(0, 3).map((perm, i, list) =>
              row(
                {
                  gap: 16,
                  paddingLeft: 20,
                  paddingRight: 20,
                  paddingTop: 18,
                  paddingBottom: 18,
                  width: '100%',
                  borderBottom: i === list.length - 1 ? undefined : `1px solid ${p.border}`,
                },
                kit.iconTile(perm.icon, { size: 40 }),
                col(
                  { flexGrow: 1, flexShrink: 1, gap: 2 },
                  kit.body(perm.title, { fontWeight: 600 }),
                  kit.caption(perm.body, { fontSize: 13 }),
                ),
                on(perm.kind) ? kit.badge('Allowed', 'success') : kit.badge('Not allowed', 'neutral'),
                on(perm.kind)
                  ? kit.button('Manage', { variant: 'secondary', size: 'sm' })
                  : kit.button('Allow', { size: 'sm' }),
              ),
            ),
          ),
          kit.card(
            { gap: 4, width: '100%' },
            kit.headline('Also send me'),
            kit.listRow({ title: 'Email summaries', subtitle: 'A weekly digest every Monday', toggle: true }),
            kit.listRow({
              title: 'Product news',
              subtitle: `What's new in ${app.title}, once a month`,
              toggle: false,
              last: true,
            }),
          ),
        ),
      ],
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ back: true })],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 22 },
      col({ gap: 10 }, kit.caption('Step 3 of 3', { fontWeight: 600 }), kit.progressBar(1)),
      heading(ctx, 'A few permissions', `Choose what ${app.title} can use. You can change this in Settings.`),
      kit.list(
        all.map((perm, i) =>
          kit.listRow({
            leading: { icon: perm.icon },
            title: perm.title,
            subtitle: perm.body,
            toggle: on(perm.kind),
            last: i === all.length - 1,
          }),
        ),
      ),
      row(
        {
          gap: 12,
          padding: 14,
          borderRadius: ds.radius.md,
          backgroundColor: ds.dark ? p.surface : mix(p.success, '#ffffff', 0.9),
          width: '100%',
        },
        icon('shield-check', 20, p.success),
        kit.caption('We never sell your data or share it with advertisers.', {
          color: p.text,
          flexShrink: 1,
        }),
      ),
      spacer(),
      col({ gap: 12, paddingBottom: 8 }, kit.button('Continue')),
    ),
  });
}
