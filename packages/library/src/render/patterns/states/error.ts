/**
 * Errors: the whole screen, one part that failed, and a failure dialog.
 */
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { copyOf, phoneScreen, subtle, webApp, webSite } from './parts.js';
import { itemRows } from './parts-items.js';
import { alertBanner, stateMark } from './parts-marks.js';

/** The whole screen is the error: offline on phones, a 404 page on the web. */
export function errorFull(ctx: ScreenContext): Node {
  const { kit, content, m, p, platform } = ctx;
  if (platform === 'web') {
    const links = content.sections.slice(0, 3);
    return webSite(ctx, {
      body: col(
        { flexGrow: 1, alignItems: 'center', paddingTop: 72, gap: 16 },
        kit.badge('404 error', 'primary'),
        kit.display('We can’t find that page', { fontSize: 48, textAlign: 'center' }),
        kit.muted('The link may be broken, or the page may have moved. Try searching instead.', {
          fontSize: 17,
          textAlign: 'center',
        }),
        row({ width: 460, paddingTop: 8 }, kit.searchBar(`Search ${ctx.app.title}`)),
        row(
          { gap: 12, paddingTop: 4 },
          kit.button('Go back', { variant: 'secondary', icon: 'arrow-left' }),
          kit.button('Take me home'),
        ),
        row(
          { gap: 16, paddingTop: 36 },
          ...links.map((s) =>
            kit.card(
              { width: 250, gap: 8, padding: 18 },
              kit.iconTile(s.icon, { size: 36 }),
              kit.label(s.label, { fontWeight: 600 }),
              kit.link('Open', { fontSize: 13 }),
            ),
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    body: col(
      {
        flexGrow: 1,
        alignItems: 'center',
        justifyContent: 'center',
        paddingLeft: m.margin + 12,
        paddingRight: m.margin + 12,
        gap: 14,
      },
      stateMark(ctx, 'wifi-off', 'neutral', 104),
      spacer(6),
      kit.title('You’re offline', { textAlign: 'center' }),
      kit.muted('Check your Wi-Fi or mobile data and try again. Anything you saved is still here.', {
        textAlign: 'center',
      }),
      spacer(10),
      kit.button('Try again', { icon: 'refresh-cw', full: false }),
      kit.link('Open saved items'),
    ),
    bottom: [
      row(
        { width: '100%', justifyContent: 'center', paddingBottom: 12 },
        kit.caption('Last synced today at 09:12', { color: p.textMuted }),
      ),
    ],
  });
}

/** The app's screen with one part that failed: a banner, the part with a retry, the rest from the cache. */
export function errorInline(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform } = ctx;
  const err = copyOf(ctx).error;
  const failed = (w: number | string) =>
    ui(
      'alert',
      col(
        {
          width: w,
          alignItems: 'center',
          gap: 8,
          padding: 22,
          borderRadius: ds.radius.lg,
          backgroundColor: subtle(ctx),
        },
        icon('cloud-off', 28, p.textMuted),
        kit.headline(`Couldn’t load ${err.failed.toLowerCase()}`, { textAlign: 'center', fontSize: 16 }),
        kit.caption('Something went wrong on our side.', { textAlign: 'center' }),
        row(
          { paddingTop: 6 },
          kit.button('Retry', { size: 'sm', variant: 'secondary', icon: 'refresh-cw', full: false }),
        ),
      ),
    );
  const rows = itemRows(ctx, 3);
  if (platform === 'web') {
    return webApp(ctx, {
      title: content.sections[0]?.label ?? 'Home',
      actions: [kit.button('Refresh', { variant: 'secondary', size: 'sm', icon: 'refresh-cw' })],
      body: col(
        { flexGrow: 1, padding: 32, gap: 20 },
        alertBanner(ctx, {
          icon: 'triangle-alert',
          title: 'We’re having trouble reaching our servers',
          body: 'Some data may be out of date. We’ll keep trying in the background.',
          action: 'Status page',
          tone: 'danger',
        }),
        row(
          { gap: 20, alignItems: 'flex-start' },
          kit.card(
            { flexGrow: 1, flexBasis: 0, gap: 6 },
            kit.sectionHeader('Recent', 'View all'),
            kit.list(rows, { inset: false }),
          ),
          col({ flexGrow: 1, flexBasis: 0, gap: 12 }, kit.headline(err.failed), failed('100%')),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    title: content.sections[0]?.label ?? 'Home',
    large: true,
    tab: 0,
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 16, paddingTop: 4 },
      alertBanner(ctx, {
        icon: 'wifi-off',
        title: 'No connection',
        body: 'Showing what was saved at 09:12.',
        action: 'Retry',
        tone: 'warning',
      }),
      kit.sectionHeader(err.failed),
      failed('100%'),
      kit.sectionHeader('Saved on this device'),
      kit.list(rows),
    ),
  });
}

/** A failure dialog over the screen, with the way out (a declined payment, a failed build or sync). */
export function errorDialog(ctx: ScreenContext): Node {
  const { kit, content, m, platform } = ctx;
  const err = copyOf(ctx).error;
  const dialog = kit.modal(
    col(
      { alignItems: 'center', gap: 12, width: '100%' },
      stateMark(ctx, 'circle-x', 'danger', 64),
      kit.headline(err.title, { fontSize: 20, textAlign: 'center' }),
      kit.muted(err.body, { textAlign: 'center', fontSize: 15 }),
    ),
    col(
      { gap: 10, width: '100%', paddingTop: 6 },
      kit.button(err.action, { full: true }),
      kit.button('Not now', { variant: 'ghost', full: true }),
    ),
  );
  const rows = itemRows(ctx, 5);
  if (platform === 'web') {
    return webApp(ctx, {
      title: content.sections[0]?.label ?? 'Home',
      body: col(
        { flexGrow: 1, padding: 32, gap: 16 },
        row(
          { gap: 16 },
          kit.statCard({ label: 'This week', value: String(rows.length + 7) }),
          kit.statCard({ label: 'Open', value: '3' }),
          kit.statCard({ label: 'Done', value: '12' }),
        ),
        kit.list(rows, { inset: false }),
      ),
      overlay: dialog,
    });
  }
  return phoneScreen(ctx, {
    title: content.sections[0]?.label ?? 'Home',
    large: true,
    tab: 0,
    body: col({ flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin }, kit.list(rows)),
    overlay: dialog,
  });
}
