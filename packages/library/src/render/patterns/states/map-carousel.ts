/**
 * Map with filter chips and a carousel of place cards (a popover on the pin on the web).
 */
import type { ScreenContext } from '../../context.js';
import { col, h, lift, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import type { PlaceCopy } from './copy.js';
import { mapButton, placesOf, zoomButtons } from './map.js';
import { copyOf, sectionIndex, webSite } from './parts.js';
import { seedOf } from './parts-items.js';
import { mapWithPins, type Pin } from './parts-map.js';

/** Filter chips over the map and a carousel of place cards at the bottom; on the web a popover on the pin. */
export function mapCarousel(ctx: ScreenContext): Node {
  const { kit, chrome, m, p, ds, platform, size } = ctx;
  const map = copyOf(ctx).map;
  const places = placesOf(ctx);
  const surface = ds.dark ? p.surface : '#ffffff';
  const chipBar = row(
    { gap: 8 },
    ...map.filters.slice(0, platform === 'web' ? 4 : 3).map((f, i) =>
      row(
        {
          height: 34,
          paddingLeft: 14,
          paddingRight: 14,
          borderRadius: 17,
          backgroundColor: i === 0 ? p.primary : surface,
          border: `1px solid ${i === 0 ? p.primary : p.border}`,
          flexShrink: 0,
        },
        text(f, { ...font(ctx, 'label'), fontWeight: 600, color: i === 0 ? p.onPrimary : p.text }),
      ),
    ),
  );
  const card = (pl: PlaceCopy, i: number, w: number) =>
    lift(
      ui(
        'card',
        row(
          {
            width: w,
            height: 112,
            gap: 12,
            padding: 10,
            borderRadius: ds.radius.lg,
            backgroundColor: surface,
          },
          kit.photo(pl.photo, seedOf(ctx, i), 92, 92, { borderRadius: ds.radius.md }),
          col(
            { flexGrow: 1, flexShrink: 1, gap: 3 },
            kit.label(pl.name, { fontWeight: 700, fontSize: 15 }),
            kit.caption(pl.sub),
            spacer(),
            row(
              { width: '100%' },
              pl.pin ? kit.label(pl.pin, { fontWeight: 700 }) : null,
              spacer(),
              icon('heart', 18, p.textMuted),
            ),
          ),
        ),
      ),
      ds.radius.lg,
      { opacity: ds.dark ? 0 : 1 },
    );
  const spots: [number, number][] = [
    [0.5, 0.38],
    [0.2, 0.28],
    [0.72, 0.18],
    [0.3, 0.56],
  ];
  if (platform === 'web') {
    const w = size.width;
    const hgt = size.height - 68;
    const pins: Pin[] = places.map((pl, i) => ({
      x: (spots[i]?.[0] ?? 0.5) * w,
      y: (spots[i]?.[1] ?? 0.5) * hgt + 60,
      label: pl.pin || pl.name,
      selected: i === 0,
      icon: pl.pin ? undefined : 'map-pin',
    }));
    const sel = places[0] as PlaceCopy;
    return webSite(ctx, {
      body: h(
        'div',
        { position: 'relative', width: w, height: hgt },
        mapWithPins(ctx, seedOf(ctx), w, hgt, pins),
        row(
          { position: 'absolute', left: 24, top: 16, gap: 8 },
          lift(
            row(
              { width: 320, height: 40, borderRadius: 20, backgroundColor: surface, paddingLeft: 14, gap: 8 },
              icon('search', 16, p.textMuted),
              kit.label(map.search),
            ),
            20,
          ),
          chipBar,
        ),
        col(
          { position: 'absolute', left: w * 0.5 - 150, top: hgt * 0.38 + 104 },
          lift(
            ui(
              'card',
              col(
                {
                  width: 300,
                  backgroundColor: surface,
                  borderRadius: ds.radius.lg,
                  gap: 10,
                  paddingBottom: 14,
                },
                kit.photo(sel.photo, seedOf(ctx, 9), 300, 150, {
                  borderTopLeftRadius: ds.radius.lg,
                  borderTopRightRadius: ds.radius.lg,
                }),
                col(
                  { paddingLeft: 14, paddingRight: 14, gap: 4 },
                  kit.headline(sel.name),
                  kit.caption(sel.sub),
                  sel.pin ? kit.label(sel.pin, { fontWeight: 700 }) : null,
                ),
              ),
            ),
            ds.radius.lg,
            { depth: 2 },
          ),
        ),
        zoomButtons(ctx),
      ),
    });
  }
  const top = platform === 'ios' ? 54 : 40;
  const mapH = size.height - top - (platform === 'ios' ? 34 + 56 : 24 + 80);
  const pins: Pin[] = places.map((pl, i) => ({
    x: (spots[i]?.[0] ?? 0.5) * size.width - 30,
    y: (spots[i]?.[1] ?? 0.5) * mapH + 40,
    label: pl.pin || undefined,
    selected: i === 0,
  }));
  const cardW = size.width - m.margin * 2 - 40;
  return chrome.frame({
    body: h(
      'div',
      { position: 'relative', width: size.width, height: mapH, flexShrink: 0 },
      mapWithPins(ctx, seedOf(ctx), size.width, mapH, pins),
      col(
        { position: 'absolute', left: m.margin, top: 8, gap: 10 },
        lift(
          row(
            {
              width: size.width - m.margin * 2,
              height: 46,
              borderRadius: 23,
              backgroundColor: surface,
              paddingLeft: 16,
              gap: 10,
            },
            icon('search', 18, p.text),
            kit.label(map.search, { fontWeight: 600 }),
          ),
          23,
        ),
        chipBar,
      ),
      col(
        { position: 'absolute', right: m.margin, bottom: 150, gap: 8 },
        mapButton(ctx, icon('navigation', 18, p.primary)),
      ),
      ui(
        'carousel',
        row(
          { position: 'absolute', left: m.margin, bottom: 16, gap: 12 },
          card(places[0] as PlaceCopy, 0, cardW),
          row(
            { width: 112, height: 112, padding: 10, borderRadius: ds.radius.lg, backgroundColor: surface },
            kit.photo((places[1] as PlaceCopy).photo, seedOf(ctx, 1), 92, 92, { borderRadius: ds.radius.md }),
          ),
        ),
      ),
    ),
    bottom: [chrome.tabBar(sectionIndex(ctx, 'Explore'))],
  });
}
