/**
 * Galleries: an album grid, a photo viewer, and a masonry or mosaic.
 */
import { alpha } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, layered, type Node, row, type Style, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { copyOf, phoneScreen, webApp, webSite } from './parts.js';
import { seedOf } from './parts-items.js';

/** An album as a tight grid of squares, with a count and a select action. */
export function galleryGrid(ctx: ScreenContext): Node {
  const { kit, m, p, platform, size, ds } = ctx;
  const g = copyOf(ctx).gallery;
  const cols = platform === 'web' ? 5 : 3;
  const gap = platform === 'web' ? 10 : 2;
  const available = platform === 'web' ? size.width - 248 - 64 : size.width;
  const cell = Math.floor((available - gap * (cols - 1)) / cols);
  const rows = platform === 'web' ? 3 : 4;
  const photos = Array.from({ length: cols * rows }, (_, i) => g.photos[i % g.photos.length] ?? 'landscape');
  const grid = ui(
    'image',
    col(
      { gap },
      ...Array.from({ length: rows }, (_, r) =>
        row(
          { gap },
          ...photos.slice(r * cols, r * cols + cols).map((kind, c) =>
            layered(
              { width: cell, height: cell, alignItems: 'flex-end', padding: 6 },
              kit.photo(kind, seedOf(ctx, r * cols + c), cell, cell, {
                borderRadius: platform === 'web' ? ds.radius.md : 0,
              }),
              r === 0 && c === 1 ? icon('heart', 16, '#ffffff', 2.5) : null,
            ),
          ),
        ),
      ),
    ),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      title: g.album,
      crumbs: ['Albums', g.album],
      active: 1,
      actions: [
        kit.button('Select', { variant: 'secondary', size: 'sm' }),
        kit.button('Upload', { size: 'sm', icon: 'upload' }),
      ],
      body: col(
        { flexGrow: 1, paddingLeft: 32, paddingRight: 32, paddingTop: 22, gap: 18 },
        row(
          { gap: 10, width: '100%' },
          kit.title(g.album, { fontSize: 24 }),
          kit.caption(`${g.count} photos`, { paddingTop: 6 }),
          spacer(),
          ...g.filters.map((f, i) => kit.chip(f, { selected: i === 0 })),
        ),
        grid,
      ),
    });
  }
  return phoneScreen(ctx, {
    back: true,
    title: g.album,
    actionLabel: 'Select',
    body: col(
      { flexGrow: 1, gap: 12 },
      row(
        { paddingLeft: m.margin, paddingRight: m.margin, width: '100%' },
        kit.segmented(['Photos', 'Albums', 'People'], 0),
      ),
      row(
        { paddingLeft: m.margin, paddingRight: m.margin, width: '100%' },
        kit.caption(`${g.count} photos · Shared with 4 people`),
        spacer(),
        icon('arrow-down-up', 16, p.textMuted),
      ),
      grid,
    ),
    bottom: [
      row(
        {
          width: '100%',
          height: 52,
          paddingLeft: m.margin + 8,
          paddingRight: m.margin + 8,
          justifyContent: 'space-between',
          borderTop: `1px solid ${p.border}`,
          backgroundColor: p.background,
        },
        icon('share', 22, p.primary),
        kit.label(`${g.count} Photos`, { fontWeight: 600 }),
        icon('plus', 22, p.primary),
      ),
    ],
  });
}

/** A photo viewer on black: the picture, its caption and author, the strip of the others, the actions. */
export function galleryViewer(ctx: ScreenContext): Node {
  const { kit, content, m, platform, size, chrome } = ctx;
  const g = copyOf(ctx).gallery;
  const author = content.people[3] ?? content.user;
  const white = (value: string, style: Style = {}) =>
    text(value, { ...font(ctx, 'callout'), color: '#ffffff', ...style });
  const strip = (n: number, s: number) =>
    ui(
      'carousel',
      row(
        { gap: 6 },
        ...Array.from({ length: n }, (_, i) =>
          h(
            'div',
            {
              display: 'flex',
              borderRadius: 6,
              border: i === 2 ? '2px solid #ffffff' : '2px solid transparent',
              opacity: i === 2 ? 1 : 0.6,
            },
            kit.photo(g.photos[i] ?? 'landscape', seedOf(ctx, i), s, s, { borderRadius: 4 }),
          ),
        ),
      ),
    );
  if (platform === 'web') {
    return chrome.frame({
      background: '#0b0b0d',
      body: row(
        { flexGrow: 1, alignItems: 'stretch' },
        col(
          { flexGrow: 1, alignItems: 'center', padding: 24, gap: 16 },
          row(
            { width: '100%' },
            ui('icon-button', row({}, icon('x', 24, '#ffffff'))),
            spacer(),
            white(`3 of ${g.count}`, { fontWeight: 600 }),
            spacer(),
            row({ gap: 18 }, icon('zoom-in', 22, '#ffffff'), icon('download', 22, '#ffffff')),
          ),
          row(
            { flexGrow: 1, gap: 24, alignItems: 'center' },
            icon('chevron-left', 32, alpha('#ffffff', 0.7)),
            kit.photo(g.photos[2] ?? 'landscape', seedOf(ctx, 2), 780, 540, { borderRadius: 4 }),
            icon('chevron-right', 32, alpha('#ffffff', 0.7)),
          ),
          strip(9, 52),
        ),
        col(
          { width: 320, backgroundColor: '#16161a', padding: 24, gap: 16, flexShrink: 0 },
          row(
            { gap: 10 },
            kit.avatar(author, 36),
            col(
              { gap: 1 },
              white(author.name, { fontWeight: 600 }),
              text('June 8 · Lisbon', { ...font(ctx, 'caption'), color: alpha('#ffffff', 0.6) }),
            ),
          ),
          white(g.captions[0] ?? '', { fontSize: 16 }),
          row(
            { gap: 18 },
            row({ gap: 6 }, icon('heart', 20, '#ff4d6d'), white('128')),
            row({ gap: 6 }, icon('message-circle', 20, '#ffffff'), white('14')),
          ),
          h('div', { height: 1, backgroundColor: alpha('#ffffff', 0.12), width: '100%' }),
          ...content.people.slice(4, 6).map((who, i) =>
            ui(
              'comment',
              row(
                { gap: 10, alignItems: 'flex-start' },
                kit.avatar(who, 28),
                col(
                  { gap: 2, flexShrink: 1 },
                  white(who.first, { fontWeight: 600, fontSize: 13 }),
                  white(i === 0 ? 'This light is unreal.' : 'Take me back!', {
                    fontSize: 13,
                    color: alpha('#ffffff', 0.8),
                  }),
                ),
              ),
            ),
          ),
        ),
      ),
    });
  }
  const photoH = Math.round(size.width * 1.2);
  return chrome.frame({
    onDark: true,
    background: '#000000',
    body: col(
      { flexGrow: 1, gap: 14 },
      row(
        { width: '100%', height: 44, paddingLeft: m.margin, paddingRight: m.margin },
        ui('icon-button', row({}, icon('x', 24, '#ffffff'))),
        spacer(),
        white(`3 of ${g.count}`, { fontWeight: 600 }),
        spacer(),
        ui('icon-button', row({}, icon('ellipsis', 24, '#ffffff'))),
      ),
      spacer(),
      kit.photo(g.photos[2] ?? 'landscape', seedOf(ctx, 2), size.width, photoH),
      spacer(),
      col(
        { paddingLeft: m.margin, paddingRight: m.margin, gap: 12 },
        row(
          { gap: 10 },
          kit.avatar(author, 30),
          white(author.name, { fontWeight: 600 }),
          text('· June 8', { ...font(ctx, 'caption'), color: alpha('#ffffff', 0.6) }),
        ),
        white(g.captions[0] ?? ''),
        strip(6, 44),
        ui(
          'button-group',
          row(
            { width: '100%', justifyContent: 'space-between', paddingTop: 4, paddingBottom: 6 },
            icon('heart', 24, '#ffffff'),
            icon('message-circle', 24, '#ffffff'),
            icon('share', 24, '#ffffff'),
            icon('download', 24, '#ffffff'),
          ),
        ),
      ),
    ),
  });
}

/** A masonry of pictures under filter chips (phones), or a photo mosaic of a place or product (web). */
export function galleryMosaic(ctx: ScreenContext): Node {
  const { kit, m, ds, platform, size } = ctx;
  const g = copyOf(ctx).gallery;
  if (platform === 'web') {
    const big = 600;
    const small = Math.floor((size.width - 96 - big - 24) / 2);
    const sections = g.captions.map((c, i) =>
      ui(
        'card',
        col(
          { gap: 8, flexGrow: 1, flexBasis: 0 },
          kit.photo(g.photos[(i + 5) % g.photos.length] ?? 'landscape', seedOf(ctx, 40 + i), 364, 180, {
            borderRadius: ds.radius.md,
          }),
          kit.label(c, { fontWeight: 600 }),
        ),
      ),
    );
    return webSite(ctx, {
      body: col(
        { flexGrow: 1, paddingLeft: 48, paddingRight: 48, paddingTop: 24, gap: 16 },
        row(
          { width: '100%', gap: 12 },
          kit.title(g.album, { fontSize: 26 }),
          spacer(),
          kit.button('Share', { variant: 'ghost', icon: 'share', size: 'sm' }),
          kit.button('Save', { variant: 'ghost', icon: 'heart', size: 'sm' }),
        ),
        layered(
          {
            width: big + small * 2 + 16,
            height: 400,
            justifyContent: 'flex-end',
            alignItems: 'flex-end',
            padding: 16,
          },
          row(
            { gap: 8 },
            kit.photo(g.photos[0] ?? 'landscape', seedOf(ctx), big, 400, {
              borderTopLeftRadius: ds.radius.lg,
              borderBottomLeftRadius: ds.radius.lg,
            }),
            col(
              { gap: 8 },
              kit.photo(g.photos[1] ?? 'landscape', seedOf(ctx, 1), small, 196),
              kit.photo(g.photos[2] ?? 'landscape', seedOf(ctx, 2), small, 196),
            ),
            col(
              { gap: 8 },
              kit.photo(g.photos[3] ?? 'landscape', seedOf(ctx, 3), small, 196, {
                borderTopRightRadius: ds.radius.lg,
              }),
              kit.photo(g.photos[4] ?? 'landscape', seedOf(ctx, 4), small, 196, {
                borderBottomRightRadius: ds.radius.lg,
              }),
            ),
          ),
          kit.button(`Show all ${g.count} photos`, { variant: 'secondary', icon: 'grid-2x2', size: 'sm' }),
        ),
        kit.headline('Photo tour'),
        row({ gap: 16, width: '100%' }, ...sections),
      ),
    });
  }
  const colW = Math.floor((size.width - m.margin * 2 - 10) / 2);
  const heights = [
    [220, 160, 240, 180],
    [160, 240, 180, 220],
  ];
  const column = (c: number) =>
    col(
      { gap: 10, width: colW },
      ...(heights[c] ?? []).map((hgt, i) => {
        const k = c + i * 2;
        return layered(
          { width: colW, height: hgt, justifyContent: 'space-between', padding: 10 },
          kit.photo(g.photos[k % g.photos.length] ?? 'landscape', seedOf(ctx, k), colW, hgt, {
            borderRadius: ds.radius.md,
          }),
          row(
            { width: '100%', justifyContent: 'flex-end' },
            row(
              {
                width: 30,
                height: 30,
                borderRadius: 15,
                justifyContent: 'center',
                backgroundColor: alpha('#000000', 0.35),
              },
              icon('heart', 16, '#ffffff', 2.2),
            ),
          ),
          k < 2
            ? text(g.captions[k] ?? '', { ...font(ctx, 'label'), fontWeight: 600, color: '#ffffff' })
            : null,
        );
      }),
    );
  return phoneScreen(ctx, {
    title: g.album,
    large: true,
    actions: ['search'],
    tab: 1,
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14 },
      row({ gap: 8 }, ...g.filters.slice(0, 4).map((f, i) => kit.chip(f, { selected: i === 0 }))),
      row(
        { gap: 10, alignItems: 'flex-start', flexGrow: 1, flexBasis: 0, overflow: 'hidden' },
        column(0),
        column(1),
      ),
    ),
    bottom: [
      row(
        { position: 'absolute', right: m.margin, bottom: ctx.platform === 'ios' ? 100 : 120 },
        kit.fab('plus'),
      ),
    ],
  });
}
