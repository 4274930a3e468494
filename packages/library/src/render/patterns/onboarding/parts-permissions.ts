/**
 * What the permissions screens draw: the picture of what a permission gives, the list of benefits, the
 * operating system's own permission dialog and a notification preview.
 */
import { mapTile } from '../../art.js';
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, layered, type Node, row, tagged, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import type { PermissionKind } from './copy.js';
import { copyOf } from './parts.js';

/**
 * The operating system's permission dialog: an iOS alert (title, message, stacked or side-by-side
 * buttons) or Android's permission dialog (icon, question, choices). Not styled by the app: the OS draws it.
 */
export function systemPermissionDialog(
  ctx: ScreenContext,
  options: { question: string; message: string; choices: string[]; icon: string },
): Node {
  const { platform, app } = ctx;
  if (platform === 'android') {
    const dark = ctx.ds.dark;
    const bg = dark ? '#2b2930' : '#eee8f4';
    const fg = dark ? '#e6e0e9' : '#1d1b20';
    const accent = dark ? '#d0bcff' : '#6750a4';
    return tagged(
      ['modal'],
      ui(
        'alert',
        col(
          {
            width: 340,
            backgroundColor: bg,
            borderRadius: 28,
            paddingTop: 24,
            paddingBottom: 16,
            alignItems: 'center',
            gap: 16,
          },
          icon(options.icon, 28, accent, 2),
          text(options.question, {
            fontFamily: ctx.ds.fonts.body,
            fontSize: 22,
            fontWeight: 400,
            lineHeight: 1.3,
            color: fg,
            textAlign: 'center',
            paddingLeft: 24,
            paddingRight: 24,
          }),
          col(
            { width: '100%', gap: 8, paddingLeft: 16, paddingRight: 16, paddingTop: 4 },
            ...options.choices.map((choice) =>
              row(
                {
                  height: 52,
                  width: '100%',
                  justifyContent: 'center',
                  borderRadius: 26,
                  backgroundColor: dark ? '#36343b' : '#f7f2fa',
                },
                text(choice, { fontFamily: ctx.ds.fonts.body, fontSize: 15, fontWeight: 500, color: accent }),
              ),
            ),
          ),
        ),
      ),
    );
  }
  const dark = ctx.ds.dark;
  const bg = dark ? '#252527' : '#f2f2f6';
  const fg = dark ? '#ffffff' : '#000000';
  const line = dark ? '#3a3a3c' : '#c9c9ce';
  const blue = dark ? '#0a84ff' : '#007aff';
  const button = (label: string, bold: boolean, last: boolean) =>
    row(
      {
        height: 44,
        width: '100%',
        justifyContent: 'center',
        borderBottom: last ? undefined : `0.5px solid ${line}`,
      },
      text(label, { fontFamily: ctx.ds.fonts.body, fontSize: 17, fontWeight: bold ? 600 : 400, color: blue }),
    );
  return tagged(
    ['modal'],
    ui(
      'alert',
      col(
        { width: 270, backgroundColor: bg, borderRadius: 14, alignItems: 'center' },
        col(
          {
            paddingLeft: 16,
            paddingRight: 16,
            paddingTop: 20,
            paddingBottom: 16,
            gap: 4,
            alignItems: 'center',
            borderBottom: `0.5px solid ${line}`,
            width: '100%',
          },
          text(options.question.replace('{app}', app.title), {
            fontFamily: ctx.ds.fonts.body,
            fontSize: 17,
            fontWeight: 600,
            lineHeight: 1.3,
            color: fg,
            textAlign: 'center',
          }),
          text(options.message, {
            fontFamily: ctx.ds.fonts.body,
            fontSize: 13,
            lineHeight: 1.35,
            color: fg,
            textAlign: 'center',
          }),
        ),
        options.choices.length === 2
          ? row(
              { width: '100%' },
              ...options.choices.map((choice, i) =>
                row(
                  {
                    height: 44,
                    flexGrow: 1,
                    flexBasis: 0,
                    justifyContent: 'center',
                    borderLeft: i === 1 ? `0.5px solid ${line}` : undefined,
                  },
                  text(choice, {
                    fontFamily: ctx.ds.fonts.body,
                    fontSize: 17,
                    fontWeight: i === 1 ? 600 : 400,
                    color: blue,
                  }),
                ),
              ),
            )
          : options.choices.map((choice, i) =>
              button(choice, i === options.choices.length - 1, i === options.choices.length - 1),
            ),
      ),
    ),
  );
}

/** A notification as it shows on the lock screen: app icon, app name, time, title and body. */
export function notificationPreview(
  ctx: ScreenContext,
  options: { title: string; body: string; time: string; width: number; faded?: boolean },
): Node {
  const { p, ds, kit, content, app } = ctx;
  return ui(
    'card',
    row(
      {
        width: options.width,
        gap: 12,
        padding: 14,
        borderRadius: ctx.platform === 'android' ? 24 : 22,
        backgroundColor: ds.dark
          ? alpha('#ffffff', options.faded ? 0.05 : 0.1)
          : alpha('#ffffff', options.faded ? 0.6 : 0.92),
        border: ds.dark ? undefined : `1px solid ${alpha('#000000', 0.06)}`,
        boxShadow: options.faded ? undefined : `0 6px 18px ${alpha('#000000', 0.08)}`,
        alignItems: 'flex-start',
        opacity: options.faded ? 0.75 : 1,
      },
      kit.logo(content.glyph, null, 38),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        row(
          { justifyContent: 'space-between', width: '100%' },
          kit.caption(app.title.toUpperCase(), { fontWeight: 600, letterSpacing: 0.4 }),
          kit.caption(options.time),
        ),
        text(options.title, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
        text(options.body, { ...font(ctx, 'caption'), fontSize: 13, color: p.textMuted }),
      ),
    ),
  );
}

export const PERMISSION_ICON: Record<PermissionKind, string> = {
  notifications: 'bell',
  location: 'map-pin',
  camera: 'camera',
};

export const PERMISSION_VERB: Record<PermissionKind, string> = {
  notifications: 'Allow notifications',
  location: 'Allow location access',
  camera: 'Allow camera access',
};

/** A picture of what the permission gives: notifications stacked, a map with a pin, a camera viewfinder. */
export function permissionArt(ctx: ScreenContext, width: number, height: number): Node {
  const { kit, p, ds, random } = ctx;
  const copy = copyOf(ctx);
  const tint = ds.dark ? p.surface : mix(p.primary, '#ffffff', 0.92);
  if (copy.permission === 'notifications') {
    return row(
      { width, height, borderRadius: ds.radius.xl, backgroundColor: tint, justifyContent: 'center' },
      col(
        { gap: 10, alignItems: 'center' },
        notificationPreview(ctx, {
          title: copy.notice.title,
          body: copy.notice.body,
          time: 'now',
          width: width - 40,
        }),
        h('div', {
          width: width - 72,
          height: 14,
          borderBottomLeftRadius: 14,
          borderBottomRightRadius: 14,
          marginTop: -10,
          backgroundColor: ds.dark ? alpha('#ffffff', 0.06) : alpha('#ffffff', 0.7),
        }),
      ),
    );
  }
  if (copy.permission === 'location') {
    return layered(
      { width, height, borderRadius: ds.radius.xl, alignItems: 'center', justifyContent: 'center' },
      mapTile(random.int(1, 1e9), width, height, ds.dark, { borderRadius: ds.radius.xl }),
      col(
        { alignItems: 'center' },
        row(
          {
            width: 96,
            height: 96,
            borderRadius: 48,
            justifyContent: 'center',
            backgroundColor: alpha(p.primary, 0.18),
          },
          row(
            {
              width: 52,
              height: 52,
              borderRadius: 26,
              justifyContent: 'center',
              backgroundColor: p.primary,
              border: '4px solid #ffffff',
            },
            icon('navigation', 22, p.onPrimary, 2.2),
          ),
        ),
      ),
    );
  }
  const corner = (style: Record<string, number | string>) =>
    h('div', { position: 'absolute', width: 28, height: 28, borderColor: '#ffffff', ...style });
  return layered(
    { width, height, borderRadius: ds.radius.xl, alignItems: 'center', justifyContent: 'center' },
    kit.photo(ctx.content.heroPhoto, random.int(1, 1e9), width, height, { borderRadius: ds.radius.xl }),
    h(
      'div',
      { position: 'relative', width: width * 0.5, height: height * 0.55 },
      corner({ left: 0, top: 0, borderTopWidth: 3, borderLeftWidth: 3, borderTopLeftRadius: 10 }),
      corner({ right: 0, top: 0, borderTopWidth: 3, borderRightWidth: 3, borderTopRightRadius: 10 }),
      corner({ left: 0, bottom: 0, borderBottomWidth: 3, borderLeftWidth: 3, borderBottomLeftRadius: 10 }),
      corner({ right: 0, bottom: 0, borderBottomWidth: 3, borderRightWidth: 3, borderBottomRightRadius: 10 }),
    ),
  );
}

export function benefitList(ctx: ScreenContext): Node {
  const { kit } = ctx;
  return col(
    { gap: 14, width: '100%' },
    ...copyOf(ctx).benefits.map((b) =>
      row(
        { gap: 12, width: '100%' },
        kit.iconTile(b.icon, { size: 36 }),
        kit.body(b.text, { flexShrink: 1 }),
      ),
    ),
  );
}
