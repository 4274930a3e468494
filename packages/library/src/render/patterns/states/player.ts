/**
 * Media players: now playing full screen, a podcast or guided session, and a video.
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, layered, lift, type Node, row, shaded, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { copyOf, hairline, phoneScreen, webSite } from './parts.js';
import { mediaControls, scrubber } from './parts-controls.js';
import { seedOf } from './parts-items.js';

/** Now playing, full screen: big artwork on a tinted backdrop, scrubber and controls. */
export function playerFull(ctx: ScreenContext): Node {
  const { kit, chrome, m, p, size, platform, ds } = ctx;
  const media = copyOf(ctx).media;
  const deep = mix(p.primary, '#000000', 0.55);
  if (platform === 'web') {
    const bar = ui(
      'media-controls',
      row(
        {
          height: 88,
          width: '100%',
          paddingLeft: 20,
          paddingRight: 28,
          gap: 24,
          borderTop: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surface : p.background,
          flexShrink: 0,
        },
        row(
          { width: 250, gap: 12 },
          kit.photo(media.photo, seedOf(ctx), 56, 56, { borderRadius: ds.radius.sm }),
          col({ gap: 2, flexShrink: 1 }, kit.label(media.title, { fontWeight: 600 }), kit.caption(media.by)),
          icon('heart', 18, p.primary),
        ),
        col(
          { flexGrow: 1, alignItems: 'center', gap: 6 },
          row({ width: 260 }, mediaControls(ctx, { kind: media.kind, size: 40 })),
          row({ width: 440 }, scrubber(ctx, media.progress, media.elapsed, media.length)),
        ),
        row(
          { width: 180, gap: 14, justifyContent: 'flex-end' },
          icon('list-music', 18, p.textMuted),
          icon('monitor-speaker', 18, p.textMuted),
          icon('volume-2', 18, p.textMuted),
          row({ width: 64 }, kit.progressBar(0.7, { height: 4, color: p.text })),
        ),
      ),
    );
    return chrome.frame({
      side: chrome.sidebar({ active: 2 }),
      body: row(
        {
          flexGrow: 1,
          gap: 40,
          padding: 40,
          alignItems: 'flex-start',
          backgroundImage: `linear-gradient(180deg, ${alpha(p.primary, ds.dark ? 0.35 : 0.18)}, ${alpha(p.primary, 0)} 70%)`,
        },
        lift(kit.photo(media.photo, seedOf(ctx), 340, 340, { borderRadius: ds.radius.md }), ds.radius.md, {
          depth: 3,
        }),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 12 },
          kit.caption(media.kind === 'music' ? 'NOW PLAYING' : media.from.toUpperCase(), {
            fontWeight: 700,
            letterSpacing: 1,
          }),
          kit.display(media.title, { fontSize: 44 }),
          kit.muted(`${media.by} · ${media.from}`, { fontSize: 16 }),
          row(
            { gap: 12, paddingTop: 6 },
            kit.button('Pause', { icon: 'pause' }),
            kit.iconButton('heart', { variant: 'outline' }),
            kit.iconButton('ellipsis', { variant: 'outline' }),
          ),
          kit.sectionHeader('Next in queue'),
          ...media.queue.slice(0, 3).map((q, i) =>
            kit.listRow({
              leading: { photo: media.photo, seed: seedOf(ctx, i + 3) },
              title: q.title,
              subtitle: q.sub,
              value: q.length,
              last: i === 2,
            }),
          ),
        ),
      ),
      bottom: [bar],
    });
  }
  const art = size.width - m.margin * 2 - 8;
  return chrome.frame({
    onDark: true,
    background: deep,
    backdrop: h('div', {
      width: size.width,
      height: size.height,
      backgroundImage: `linear-gradient(180deg, ${mix(p.primary, '#000000', 0.25)}, ${mix(p.primary, '#000000', 0.8)})`,
    }),
    body: col(
      { flexGrow: 1, paddingLeft: m.margin + 4, paddingRight: m.margin + 4, gap: 18 },
      row(
        { width: '100%', height: 48 },
        icon('chevron-down', 26, '#ffffff'),
        col(
          { flexGrow: 1, alignItems: 'center', gap: 1 },
          text(media.kind === 'music' ? 'PLAYING FROM ALBUM' : 'NOW PLAYING', {
            ...font(ctx, 'caption'),
            fontSize: 11,
            fontWeight: 600,
            letterSpacing: 0.8,
            color: alpha('#ffffff', 0.7),
          }),
          text(media.from, { ...font(ctx, 'label'), fontWeight: 700, color: '#ffffff' }),
        ),
        icon('ellipsis', 24, '#ffffff'),
      ),
      spacer(6),
      lift(kit.photo(media.photo, seedOf(ctx), art, art, { borderRadius: ds.radius.md }), ds.radius.md, {
        depth: 3,
      }),
      spacer(),
      row(
        { width: '100%', gap: 12 },
        col(
          { flexGrow: 1, flexShrink: 1, gap: 2 },
          text(media.title, { ...font(ctx, 'title'), fontSize: 24, color: '#ffffff' }),
          text(media.by, { ...font(ctx, 'body'), color: alpha('#ffffff', 0.7) }),
        ),
        icon('circle-plus', 28, '#ffffff'),
      ),
      scrubber(ctx, media.progress, media.elapsed, media.length, { onDark: true }),
      mediaControls(ctx, { kind: media.kind, onDark: true }),
      row(
        { width: '100%', justifyContent: 'space-between', paddingTop: 4, paddingBottom: 10 },
        icon('monitor-speaker', 20, alpha('#ffffff', 0.8)),
        row(
          { gap: 28 },
          icon('share', 20, alpha('#ffffff', 0.8)),
          icon('list-music', 20, alpha('#ffffff', 0.8)),
        ),
      ),
    ),
  });
}

/** A podcast or guided session: artwork, skip back/forward, speed and sleep timer, what plays next. */
export function playerEpisode(ctx: ScreenContext): Node {
  const { kit, m, p, ds, platform } = ctx;
  const media = copyOf(ctx).media;
  const extras = row(
    { justifyContent: 'space-between', width: '100%' },
    kit.chip('1.2×', { icon: 'gauge' }),
    kit.chip('Sleep', { icon: 'moon' }),
    kit.chip('Chapters', { icon: 'list' }),
  );
  const controls = mediaControls(ctx, { kind: 'podcast', size: 68, disc: p.primary });
  const queue = media.queue.slice(0, 2).map((q, i) =>
    kit.listRow({
      leading: { photo: media.photo, seed: seedOf(ctx, 20 + i) },
      title: q.title,
      subtitle: q.sub,
      value: q.length,
      last: i === 1,
    }),
  );
  if (platform === 'web') {
    return webSite(ctx, {
      body: row(
        { flexGrow: 1, paddingLeft: 64, paddingRight: 64, paddingTop: 40, gap: 48, alignItems: 'flex-start' },
        col(
          { width: 640, gap: 18, flexShrink: 0 },
          row(
            { gap: 24, alignItems: 'flex-end' },
            kit.photo(media.photo, seedOf(ctx), 200, 200, { borderRadius: ds.radius.lg }),
            col(
              { gap: 8, flexShrink: 1, paddingBottom: 6 },
              kit.caption(media.from.toUpperCase(), { fontWeight: 700, letterSpacing: 1, color: p.primary }),
              kit.title(media.title),
              kit.muted(media.by),
            ),
          ),
          kit.card(
            { gap: 16, padding: 22 },
            scrubber(ctx, media.progress, media.elapsed, media.length, { color: p.primary }),
            row({ paddingLeft: 60, paddingRight: 60 }, controls),
            extras,
          ),
          kit.headline('About this episode'),
          kit.muted(media.about),
        ),
        col(
          { flexGrow: 1, gap: 6 },
          kit.sectionHeader('Up next', 'See all'),
          kit.list(
            media.queue.map((q, i) =>
              kit.listRow({
                leading: { photo: media.photo, seed: seedOf(ctx, 20 + i) },
                title: q.title,
                subtitle: q.sub,
                value: q.length,
                last: i === media.queue.length - 1,
              }),
            ),
            { inset: false },
          ),
        ),
      ),
    });
  }
  return phoneScreen(ctx, {
    back: true,
    title: media.from,
    actions: ['share'],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 16, alignItems: 'center' },
      spacer(4),
      lift(kit.photo(media.photo, seedOf(ctx), 220, 220, { borderRadius: ds.radius.lg }), ds.radius.lg, {
        depth: 2,
        opacity: ds.dark ? 0 : 1,
      }),
      col(
        { gap: 4, alignItems: 'center', width: '100%' },
        kit.headline(media.title, { fontSize: 20, textAlign: 'center' }),
        kit.muted(media.by),
      ),
      scrubber(ctx, media.progress, media.elapsed, media.length, { color: p.primary }),
      controls,
      extras,
      col({ width: '100%', gap: 2 }, kit.sectionHeader('Up next'), kit.list(queue, { inset: false })),
    ),
  });
}

/** A video at the top with its controls over it, the title, the channel and what plays next. */
export function playerVideo(ctx: ScreenContext): Node {
  const { kit, content, m, p, ds, platform, size, chrome } = ctx;
  const media = copyOf(ctx).media;
  const host = content.people[2] ?? content.user;
  const video = (w: number) => {
    const hgt = Math.round((w * 9) / 16);
    return ui(
      'media-controls',
      layered(
        { width: w, height: hgt, padding: 14, justifyContent: 'space-between' },
        shaded(kit.photo(media.photo, seedOf(ctx), w, hgt), w, hgt, {
          backgroundColor: alpha('#000000', 0.3),
        }),
        row(
          { width: '100%', justifyContent: 'space-between' },
          icon('chevron-down', 22, '#ffffff'),
          row({ gap: 16 }, icon('cast', 20, '#ffffff'), icon('settings', 20, '#ffffff')),
        ),
        row(
          { width: '100%', justifyContent: 'center', gap: 44 },
          icon('rotate-ccw', 26, '#ffffff'),
          row(
            {
              width: 60,
              height: 60,
              borderRadius: 30,
              backgroundColor: alpha('#000000', 0.45),
              justifyContent: 'center',
            },
            icon('pause', 28, '#ffffff'),
          ),
          icon('rotate-cw', 26, '#ffffff'),
        ),
        row(
          { width: '100%', gap: 10 },
          text(`${media.elapsed} / ${media.length}`, {
            ...font(ctx, 'caption'),
            fontWeight: 600,
            color: '#ffffff',
          }),
          spacer(),
          icon('maximize', 18, '#ffffff'),
        ),
      ),
    );
  };
  const channel = row(
    { gap: 12, width: '100%' },
    kit.avatar(host, 40),
    col(
      { gap: 1, flexGrow: 1, flexShrink: 1 },
      kit.label(media.by, { fontWeight: 600 }),
      kit.caption(media.from),
    ),
    kit.button('Follow', { size: 'sm', full: false }),
  );
  const actions = row(
    { gap: 8 },
    kit.chip('Like', { icon: 'thumbs-up' }),
    kit.chip('Save', { icon: 'bookmark' }),
    kit.chip('Download', { icon: 'download' }),
  );
  const upNext = (n: number, w: number) =>
    media.queue.slice(0, n).map((q, i) =>
      ui(
        'list-item',
        row(
          { gap: 12, width: '100%' },
          layered(
            {
              width: w,
              height: Math.round((w * 9) / 16),
              justifyContent: 'flex-end',
              alignItems: 'flex-end',
              padding: 5,
            },
            kit.photo(media.photo, seedOf(ctx, 30 + i), w, Math.round((w * 9) / 16), {
              borderRadius: ds.radius.sm,
            }),
            row(
              { paddingLeft: 5, paddingRight: 5, borderRadius: 4, backgroundColor: alpha('#000000', 0.7) },
              text(q.length, { ...font(ctx, 'caption'), fontSize: 11, color: '#ffffff' }),
            ),
          ),
          col({ gap: 3, flexShrink: 1 }, kit.label(q.title, { fontWeight: 600 }), kit.caption(q.sub)),
        ),
      ),
    );
  if (platform === 'web') {
    return webSite(ctx, {
      body: row(
        { flexGrow: 1, paddingLeft: 40, paddingRight: 40, paddingTop: 24, gap: 28, alignItems: 'flex-start' },
        col(
          { width: 800, gap: 14, flexShrink: 0 },
          video(800),
          kit.title(media.title, { fontSize: 24 }),
          row({ gap: 16 }, h('div', { width: 420, display: 'flex' }, channel), spacer(), actions),
        ),
        col({ flexGrow: 1, gap: 14 }, kit.headline('Up next'), ...upNext(4, 150)),
      ),
    });
  }
  return chrome.frame({
    background: p.background,
    top: [h('div', { width: size.width, height: 0, display: 'flex' })],
    body: col(
      { flexGrow: 1 },
      video(size.width),
      col(
        { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 14, gap: 14 },
        kit.headline(media.title, { fontSize: 19 }),
        kit.caption(media.about),
        channel,
        actions,
        hairline(ctx),
        kit.headline('Up next'),
        ...upNext(3, 140),
      ),
    ),
  });
}
