/**
 * Maps: pins with a sheet of results, and a route with what it takes.
 */
import type { ScreenContext } from '../../context.js';
import { col, h, lift, type Node, row, spacer, ui } from '../../h.js';
import { icon } from '../../icons.js';
import type { PlaceCopy } from './copy.js';
import { amountOf, copyOf, hairline, webSite } from './parts.js';
import { seedOf } from './parts-items.js';
import { mapWithPins, type Pin, routeOverlay, youAreHere } from './parts-map.js';

export function placesOf(ctx: ScreenContext): PlaceCopy[] {
  if (ctx.app.category === 'travel') {
    return ctx.content.items.slice(0, 4).map((item) => ({
      name: item.title,
      sub: item.subtitle,
      pin: ctx.kit.money(amountOf(item.value)),
      photo: item.photo,
    }));
  }
  return copyOf(ctx).map.places;
}

/** Zoom in and out (and `more`) in the corner of a web map. */
export function zoomButtons(ctx: ScreenContext, ...more: string[]): Node {
  const { kit } = ctx;
  return col(
    { position: 'absolute', right: 24, bottom: 24, gap: 8 },
    ...['plus', 'minus', ...more].map((name) => kit.iconButton(name, { variant: 'outline' })),
  );
}

/** A round button floating over a map. */
export function mapButton(ctx: ScreenContext, glyph: Node): Node {
  const { p, ds } = ctx;
  return ui(
    'icon-button',
    row(
      {
        width: 44,
        height: 44,
        borderRadius: 22,
        justifyContent: 'center',
        backgroundColor: ds.dark ? p.surface : '#ffffff',
      },
      glyph,
    ),
  );
}

/** Pins over a full map, a search field on top and a sheet of results at the bottom. */
export function mapSheet(ctx: ScreenContext): Node {
  const { kit, chrome, m, p, ds, platform, size } = ctx;
  const map = copyOf(ctx).map;
  const places = placesOf(ctx);
  const spots: [number, number][] = [
    [0.18, 0.22],
    [0.55, 0.3],
    [0.3, 0.46],
    [0.68, 0.52],
  ];
  if (platform === 'web') {
    const mapW = size.width - 620;
    const pins: Pin[] = places.map((pl, i) => ({
      x: (spots[i]?.[0] ?? 0.5) * mapW,
      y: (spots[i]?.[1] ?? 0.5) * (size.height - 68) + 40,
      label: pl.pin || undefined,
      selected: i === 0,
    }));
    return webSite(ctx, {
      body: row(
        { flexGrow: 1, alignItems: 'stretch' },
        col(
          { width: 620, paddingLeft: 32, paddingRight: 24, paddingTop: 20, gap: 16, flexShrink: 0 },
          row({ gap: 8 }, ...map.filters.slice(0, 3).map((f, i) => kit.chip(f, { selected: i === 0 }))),
          kit.muted(`${places.length * 62} results · ${map.search}`, { fontSize: 14 }),
          ...[0, 2].map((start) =>
            row(
              { gap: 16 },
              ...places
                .slice(start, start + 2)
                .map((pl, i) =>
                  ui(
                    'card',
                    col(
                      { width: 274, gap: 6 },
                      kit.photo(pl.photo, seedOf(ctx, start + i), 274, 170, { borderRadius: ds.radius.md }),
                      row(
                        { width: '100%' },
                        kit.label(pl.name, { fontWeight: 600 }),
                        spacer(),
                        pl.pin ? kit.label(pl.pin, { fontWeight: 700 }) : null,
                      ),
                      kit.caption(pl.sub),
                    ),
                  ),
                ),
            ),
          ),
        ),
        col({ flexGrow: 1 }, mapWithPins(ctx, seedOf(ctx), mapW, size.height - 68, pins)),
      ),
    });
  }
  const top = platform === 'ios' ? 54 : 40;
  const mapH = size.height - top - (platform === 'ios' ? 34 + 56 : 24 + 80);
  const pins: Pin[] = places.map((pl, i) => ({
    x: (spots[i]?.[0] ?? 0.5) * size.width,
    y: (spots[i]?.[1] ?? 0.5) * mapH + 30,
    label: pl.pin || undefined,
    selected: i === 1,
  }));
  return chrome.frame({
    body: h(
      'div',
      { position: 'relative', width: size.width, height: mapH, flexShrink: 0 },
      mapWithPins(ctx, seedOf(ctx), size.width, mapH, pins, [youAreHere(size.width * 0.45, mapH * 0.4)]),
      row(
        { position: 'absolute', left: m.margin, right: m.margin, top: 8, gap: 10 },
        lift(
          row(
            {
              width: size.width - m.margin * 2 - 54,
              height: 48,
              borderRadius: 24,
              backgroundColor: ds.dark ? p.surface : '#ffffff',
              paddingLeft: 16,
              paddingRight: 16,
              gap: 10,
            },
            icon('search', 18, p.text),
            kit.label(map.search, { fontWeight: 600 }),
          ),
          24,
        ),
        row(
          {
            width: 44,
            height: 44,
            borderRadius: 22,
            justifyContent: 'center',
            backgroundColor: ds.dark ? p.surface : '#ffffff',
            border: `1px solid ${p.border}`,
          },
          icon('sliders-horizontal', 18, p.text),
        ),
      ),
      kit.sheet(
        row(
          { width: '100%' },
          kit.headline(`${places.length * 62} places`),
          spacer(),
          kit.caption('Map area'),
        ),
        ...places.slice(0, 2).map((pl, i) =>
          kit.listRow({
            leading: { photo: pl.photo, seed: seedOf(ctx, i) },
            title: pl.name,
            subtitle: pl.sub,
            value: pl.pin || undefined,
            last: i === 1,
          }),
        ),
      ),
    ),
    bottom: [chrome.tabBar(0)],
  });
}

/** A route drawn on the map, where from and where to, and what it takes (a run, a walk, a delivery). */
export function mapRoute(ctx: ScreenContext): Node {
  const { kit, chrome, m, p, ds, platform, size } = ctx;
  const route = copyOf(ctx).map.route;
  const endpoints = col(
    { gap: 0, width: '100%' },
    row(
      { gap: 12, height: 40 },
      h('div', { width: 12, height: 12, borderRadius: 6, border: `3px solid ${p.primary}` }),
      kit.body(route.from),
    ),
    row({ gap: 12, height: 40 }, icon('map-pin', 14, p.primary), kit.body(route.to, { fontWeight: 600 })),
  );
  const stats = row(
    { width: '100%', gap: 8 },
    ...route.stats.map(([v, l]) =>
      col({ flexGrow: 1, flexBasis: 0, gap: 2 }, kit.headline(v, { fontSize: 18 }), kit.caption(l)),
    ),
  );
  const surface = ds.dark ? p.surface : '#ffffff';
  if (platform === 'web') {
    const w = size.width;
    const hgt = size.height - 68;
    return webSite(ctx, {
      body: h(
        'div',
        { position: 'relative', width: w, height: hgt },
        mapWithPins(
          ctx,
          seedOf(ctx),
          w,
          hgt,
          [],
          [
            routeOverlay(ctx, w, hgt, [
              [560, 600],
              [640, 520],
              [700, 540],
              [780, 420],
              [900, 380],
              [960, 260],
            ]),
          ],
        ),
        col(
          { position: 'absolute', left: 24, top: 24 },
          lift(
            ui(
              'card',
              col(
                {
                  position: 'relative',
                  width: 380,
                  backgroundColor: surface,
                  borderRadius: ds.radius.lg,
                  padding: 22,
                  gap: 16,
                },
                kit.title(route.title, { fontSize: 22 }),
                endpoints,
                hairline(ctx),
                stats,
                kit.button(route.cta, { full: true }),
              ),
            ),
            ds.radius.lg,
            { depth: 2 },
          ),
        ),
        zoomButtons(ctx, 'locate-fixed'),
      ),
    });
  }
  const top = platform === 'ios' ? 54 : 40;
  const mapH = size.height - top - (platform === 'ios' ? 34 : 24);
  const W = size.width;
  return chrome.frame({
    body: h(
      'div',
      { position: 'relative', width: W, height: mapH, flexShrink: 0 },
      mapWithPins(
        ctx,
        seedOf(ctx),
        W,
        mapH,
        [],
        [
          routeOverlay(ctx, W, mapH, [
            [W * 0.2, mapH * 0.62],
            [W * 0.35, mapH * 0.5],
            [W * 0.3, mapH * 0.4],
            [W * 0.55, mapH * 0.33],
            [W * 0.7, mapH * 0.38],
            [W * 0.78, mapH * 0.24],
          ]),
        ],
      ),
      row(
        { position: 'absolute', left: m.margin, right: m.margin, top: 8, gap: 10 },
        mapButton(ctx, icon(platform === 'ios' ? 'chevron-left' : 'arrow-left', 22, p.text)),
        spacer(),
        mapButton(ctx, icon('layers', 20, p.text)),
      ),
      col(
        { position: 'absolute', left: m.margin, right: m.margin, bottom: 12 },
        lift(
          ui(
            'card',
            col(
              {
                width: W - m.margin * 2,
                backgroundColor: surface,
                borderRadius: ds.radius.xl,
                padding: 20,
                gap: 14,
              },
              kit.headline(route.title, { fontSize: 20 }),
              endpoints,
              hairline(ctx),
              stats,
              kit.button(route.cta),
            ),
          ),
          ds.radius.xl,
          { depth: 2 },
        ),
      ),
    ),
  });
}
