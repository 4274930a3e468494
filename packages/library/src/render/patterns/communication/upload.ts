/**
 * Upload layouts: files in progress, picking photos, where a file comes from.
 */
import { alpha } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, overlay, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { dropZone, fileRow, widened } from './parts.js';
import { domain, phone, pick, webApp } from './parts-screen.js';
import { cornerDot } from './parts-thread.js';

/** Files on their way up: an overall bar, each file's progress, one failed. */
export function uploadProgress(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const files = domain(ctx).uploads;
  const states = [{ done: true }, { progress: 0.64 }, { progress: 0.18 }, { failed: true }];
  const total = files.reduce((s, f) => s + f.mb, 0);
  const sent = files.reduce(
    (s, f, i) => s + f.mb * (states[i]?.done ? 1 : ((states[i] as { progress?: number }).progress ?? 0)),
    0,
  );
  const mb = (n: number) => (n >= 1 ? `${n.toFixed(1)} MB` : `${Math.round(n * 1000)} KB`);
  const rows = files.map((f, i) => fileRow(ctx, f, states[i] ?? {}, { last: i === files.length - 1 }));
  const summary = kit.card(
    { gap: 10, width: '100%' },
    row(
      { width: '100%' },
      kit.label(`Uploading ${files.length} files`, { fontWeight: 700 }),
      spacer(),
      kit.caption(`${Math.round((sent / total) * 100)}%`),
    ),
    kit.progressBar(sent / total, { height: 8 }),
    kit.caption(`${mb(sent)} of ${mb(total)} · about 1 min left`),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: 1,
      title: 'Upload files',
      subtitle: 'Files are private to your workspace until you share them',
      actions: [kit.button('Cancel all', { variant: 'secondary', size: 'sm' })],
      body: row(
        { flexGrow: 1, padding: 32, gap: 28, alignItems: 'flex-start' },
        col(
          { width: 420, gap: 16 },
          dropZone(ctx, {
            title: 'Drop files here',
            hint: 'or click to browse · up to 2 GB each',
            height: 260,
          }),
          row(
            { gap: 8, flexWrap: 'wrap' },
            ...['PDF', 'PNG', 'MP4', 'ZIP'].map((x) => kit.badge(x, 'neutral')),
          ),
        ),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 16 },
          summary,
          kit.card(
            {
              gap: 0,
              paddingTop: 4,
              paddingBottom: 4,
              width: '100%',
              backgroundColor: ds.dark ? p.surface : p.background,
            },
            ...rows,
          ),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [
      chrome.navBar({ title: 'Uploads', back: true, actionLabel: platform === 'ios' ? 'Done' : undefined }),
    ],
    body: [
      summary,
      col({ width: '100%' }, ...rows),
      spacer(),
      kit.button('Upload more', { variant: 'secondary', icon: 'plus' }),
    ],
    gap: 14,
  });
}

/** Picking photos: a grid with numbered selections and an upload bar. */
export function uploadPhotos(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, ds, random } = ctx;
  const seed = random.int(1, 1e6);
  const kinds = ['landscape', 'city', 'food', 'interior', 'beach', 'product'] as const;
  const selected = [1, 4, 6];
  const grid = (cols: number, cell: number, count: number) =>
    row(
      { flexWrap: 'wrap', gap: 3, width: cols * cell + (cols - 1) * 3 },
      ...Array.from({ length: count }, (_, i) => {
        const n = selected.indexOf(i);
        return ui(
          'image',
          h(
            'div',
            { position: 'relative', width: cell, height: cell },
            kit.photo(pick(kinds, i + content.items.length), seed + i, cell, cell),
            n >= 0
              ? overlay(cell, cell, {
                  backgroundColor: alpha('#ffffff', 0.25),
                  border: `3px solid ${p.primary}`,
                })
              : null,
            cornerDot(
              { backgroundColor: n >= 0 ? p.primary : alpha('#000000', 0.2), border: '2px solid #ffffff' },
              n >= 0
                ? text(String(n + 1), {
                    ...font(ctx, 'caption'),
                    fontSize: 12,
                    fontWeight: 700,
                    color: p.onPrimary,
                  })
                : null,
            ),
            i % 5 === 2
              ? row(
                  { position: 'absolute', left: 6, bottom: 6, gap: 3 },
                  icon('video', 12, '#ffffff'),
                  text('0:14', { ...font(ctx, 'caption'), fontSize: 11, fontWeight: 600, color: '#ffffff' }),
                )
              : null,
          ),
        );
      }),
    );
  const bar = row(
    {
      width: '100%',
      paddingLeft: ctx.m.margin,
      paddingRight: ctx.m.margin,
      paddingTop: 12,
      paddingBottom: 12,
      gap: 12,
      borderTop: `1px solid ${p.border}`,
      backgroundColor: p.background,
    },
    kit.caption(`${selected.length} selected · HD`, { color: p.text, fontWeight: 600 }),
    spacer(),
    kit.button(`Upload ${selected.length}`, { full: false, icon: 'upload' }),
  );
  if (platform === 'web') {
    const modal = kit.modal(
      row({ width: '100%' }, kit.headline('Add photos'), spacer(), icon('x', 20, p.textMuted)),
      kit.tabs(['Your photos', 'Albums', 'Upload from computer'], 0),
      grid(5, 134, 10),
      row(
        { width: '100%', gap: 10 },
        kit.caption(`${selected.length} selected`),
        spacer(),
        kit.button('Cancel', { variant: 'ghost', size: 'sm' }),
        kit.button(`Upload ${selected.length} photos`, { size: 'sm', icon: 'upload' }),
      ),
    );
    return webApp(ctx, {
      active: 1,
      title: content.items[0]?.title ?? 'Album',
      actions: [kit.button('Add photos', { size: 'sm', icon: 'image-plus' })],
      body: row(
        { flexGrow: 1, padding: 32, gap: 16, flexWrap: 'wrap' },
        ...[0, 1, 2].map((i) =>
          kit.photo(pick(kinds, i), seed + 40 + i, 300, 220, { borderRadius: ds.radius.md }),
        ),
      ),
      overlay: widened(modal, 740),
    });
  }
  const width = ctx.size.width;
  const cell = Math.floor((width - 6) / 3);
  return chrome.frame({
    top: [
      row(
        { height: 52, width: '100%', paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, flexShrink: 0 },
        kit.body('Cancel', { color: p.primary === '#111111' ? p.text : p.primary }),
        spacer(),
        row({ gap: 4 }, kit.headline('Recents', { fontSize: 17 }), icon('chevron-down', 18, p.text)),
        spacer(),
        h('div', { width: 52 }),
      ),
      row(
        { paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingBottom: 10, width: '100%' },
        kit.segmented(['Photos', 'Albums', 'Files'], 0),
      ),
    ],
    body: col({ flexGrow: 1 }, grid(3, cell, 12)),
    bottom: [bar],
  });
}

/** Where a file comes from (camera, photos, files, scan), recent uploads and storage; the web adds a toast. */
export function uploadSources(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const files = domain(ctx).uploads;
  const sources = [
    { label: 'Camera', icon: 'camera' },
    { label: 'Photos', icon: 'image' },
    { label: 'Files', icon: 'folder' },
    { label: 'Scan', icon: 'scan-line' },
  ];
  const used = files.reduce((s, f) => s + f.mb, 0);
  const quota = 1024 * 5;
  const storage = kit.card(
    { gap: 10, width: '100%' },
    row(
      { width: '100%' },
      kit.label('Storage', { fontWeight: 700 }),
      spacer(),
      kit.caption(`${used >= 1024 ? `${(used / 1024).toFixed(1)} GB` : `${Math.round(used)} MB`} of 5 GB`),
    ),
    kit.progressBar(Math.max(0.04, used / quota), { height: 8 }),
  );
  const recent = files.map((f, i) =>
    kit.listRow({
      title: f.name,
      subtitle: `${f.mb >= 1 ? `${f.mb.toFixed(1)} MB` : `${Math.round(f.mb * 1000)} KB`} · ${pick(['Today', 'Yesterday', 'Mon', 'Jun 2'], i)}`,
      leading: { icon: f.icon },
      chevron: true,
      last: i === files.length - 1,
    }),
  );
  const tiles = row(
    { gap: 10, width: '100%' },
    ...sources.map((s) =>
      ui(
        'button',
        col(
          {
            flexGrow: 1,
            flexBasis: 0,
            alignItems: 'center',
            gap: 8,
            paddingTop: 14,
            paddingBottom: 12,
            borderRadius: ds.radius.md,
            backgroundColor: ds.dark ? p.surface : p.surface,
            border: `1px solid ${p.border}`,
          },
          icon(s.icon, 24, p.primary),
          kit.label(s.label),
        ),
      ),
    ),
  );
  if (platform === 'web') {
    return chrome.frame({
      side: chrome.sidebar({ active: 1 }),
      top: [
        row(
          {
            height: 72,
            paddingLeft: 32,
            paddingRight: 32,
            gap: 12,
            borderBottom: `1px solid ${p.border}`,
            flexShrink: 0,
          },
          kit.title('Files', { fontSize: 22 }),
          spacer(),
          row({ width: 280 }, kit.searchBar('Search files')),
          kit.button('Upload', { size: 'sm', icon: 'upload' }),
        ),
      ],
      body: col(
        { flexGrow: 1, padding: 32, gap: 20, position: 'relative' },
        dropZone(ctx, {
          title: 'Drop to upload to “Shared”',
          hint: 'PDF, images, video and documents up to 2 GB',
          height: 200,
          active: true,
        }),
        row(
          { gap: 24, width: '100%', alignItems: 'flex-start' },
          col(
            { flexGrow: 1, flexBasis: 0 },
            kit.sectionHeader('Recent uploads', 'View all'),
            kit.list(recent, { inset: false }),
          ),
          col({ width: 320, gap: 14 }, storage, tiles),
        ),
      ),
      bottom: [
        row(
          { position: 'absolute', left: 280, bottom: 24 },
          kit.toast(`${files[0]?.name ?? 'File'} uploaded`),
        ),
      ],
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: 'Upload', large: platform === 'ios', back: platform === 'android' })],
    body: [
      dropZone(ctx, { title: 'Add files', hint: 'Tap to browse or pick a source', height: 160 }),
      tiles,
      storage,
      kit.sectionHeader('Recent', 'See all'),
      kit.list(recent.slice(0, 3)),
    ],
    gap: 14,
  });
}
