/**
 * Generated imagery that looks intentional: portraits, photo-like scenes, spot illustrations, app icons, map
 * tiles and charts. Each is an SVG drawn from a seed (the same seed draws the same picture) and returned as an
 * `img` node marked with its UI element kind and the tags it earns (`photography`, `illustration`,
 * `data-visualisation`). Soft shapes come from radial gradients, never blur filters: those are slow to raster.
 */
import { alpha, contrast, luminance, mix, shiftHue } from './color.js';
import type { Palette } from './design-system.js';
import { img, type Node, type Style, tagged, ui } from './h.js';
import { iconMarkup, svgUri } from './icons.js';
import { Random } from './random.js';

const f = (n: number) => Math.round(n * 10) / 10;

function svg(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, stops: string[], vertical = true): string {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const s = stops
    .map((c, i) => `<stop offset="${f((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" ${coords}>${s}</linearGradient>`;
}

function glow(id: string, color: string, opacity = 0.9): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A smooth closed blob around (cx, cy). */
function blob(random: Random, cx: number, cy: number, r: number, points = 7): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const rr = r * random.range(0.78, 1.12);
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) => [
    (a[0] + b[0]) / 2,
    (a[1] + b[1]) / 2,
  ];
  const last = pts[points - 1] as readonly [number, number];
  const first = pts[0] as readonly [number, number];
  const start = mid(last, first);
  let d = `M${f(start[0] as number)} ${f(start[1] as number)}`;
  for (let i = 0; i < points; i++) {
    const p = pts[i] as readonly [number, number];
    const next = pts[(i + 1) % points] as readonly [number, number];
    const m = mid(p, next);
    d += ` Q${f(p[0])} ${f(p[1])} ${f(m[0] as number)} ${f(m[1] as number)}`;
  }
  return `${d}Z`;
}

/** A ridge line across the width, closed to the bottom: hills and mountains. */
function ridge(
  random: Random,
  width: number,
  height: number,
  base: number,
  amplitude: number,
  peaks: number,
): string {
  let d = `M0 ${f(base)}`;
  const step = width / peaks;
  for (let i = 0; i < peaks; i++) {
    const x1 = i * step + step * 0.5;
    const y1 = base - amplitude * random.range(0.3, 1);
    const x2 = (i + 1) * step;
    const y2 = base - amplitude * random.range(0, 0.35);
    d += ` Q${f(x1)} ${f(y1)} ${f(x2)} ${f(y2)}`;
  }
  return `${d} L${width} ${height} L0 ${height}Z`;
}

function image(
  kind: 'image' | 'illustration' | 'chart' | 'map' | 'avatar',
  svgText: string,
  w: number,
  h: number,
  style: Style,
) {
  return ui(kind, img(svgUri(svgText), w, h, style));
}

// ---------------------------------------------------------------------------------------------- portraits

const SKIN = ['#f1c7a5', '#e0a98a', '#c68863', '#a86b4a', '#7d4b32', '#f6d5bd'] as const;
const HAIR = ['#2b1d16', '#4a3022', '#7a5232', '#c99a5b', '#1c1c1f', '#8f3b22', '#d9d4cc'] as const;
const BACKDROPS = [
  ['#ffd8c2', '#ffb199'],
  ['#c9e4ff', '#9cc8f5'],
  ['#d9f2e3', '#a8dcbf'],
  ['#efe0ff', '#cbb2f2'],
  ['#fff1bf', '#f8d77a'],
  ['#e5e7eb', '#c7cbd3'],
  ['#ffd6e7', '#f4a9c7'],
] as const;
const CLOTHES = [
  '#1f2937',
  '#3b82f6',
  '#ef4444',
  '#10b981',
  '#f59e0b',
  '#6366f1',
  '#f3f4f6',
  '#0f766e',
] as const;

/** The SVG of a photo-like portrait: backdrop, shoulders, head, hair. */
export function portraitSvg(seed: number, size = 96): string {
  const r = new Random(seed);
  const [b1, b2] = r.pick(BACKDROPS);
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const cloth = r.pick(CLOTHES);
  const long = r.chance(0.45);
  const s = 100;
  const hairBack = long
    ? `<path d="M27 46 Q26 16 50 15 Q74 16 73 46 L76 78 Q50 86 24 78Z" fill="${hair}"/>`
    : '';
  const hairTop = r.chance(0.1)
    ? ''
    : `<path d="M31 42 Q30 19 50 18 Q71 19 69 42 Q66 30 56 28 Q44 31 33 44Z" fill="${hair}"/>`;
  const body = `<rect width="${s}" height="${s}" fill="url(#bg)"/><circle cx="70" cy="25" r="40" fill="url(#light)"/>${hairBack}
<path d="M14 104 Q16 76 50 72 Q84 76 86 104Z" fill="${cloth}"/>
<path d="M43 60 L57 60 L58 74 Q50 80 42 74Z" fill="${mix(skin, '#000000', 0.12)}"/>
<ellipse cx="50" cy="45" rx="17" ry="20" fill="url(#skin)"/>${hairTop}`;
  const defs = `${linear('bg', [b1, b2])}${glow('light', '#ffffff', 0.55)}<radialGradient id="skin" cx="40%" cy="35%"><stop offset="0%" stop-color="${mix(skin, '#ffffff', 0.18)}"/><stop offset="100%" stop-color="${mix(skin, '#000000', 0.08)}"/></radialGradient>`;
  return svg(size, size, `<g transform="scale(${size / s})">${body}</g>`, defs);
}

/** An avatar: a portrait, or initials on a tone. Round unless `radius` says otherwise. */
export function avatarArt(
  seed: number,
  size: number,
  options: { initials?: string; radius?: number } = {},
): Node {
  const radius = options.radius ?? size / 2;
  if (options.initials) {
    const r = new Random(seed);
    const [b1, b2] = r.pick(BACKDROPS);
    const fontSize = Math.round(size * 0.38);
    return ui('avatar', {
      type: 'div',
      props: {
        style: {
          display: 'flex',
          width: size,
          height: size,
          borderRadius: radius,
          backgroundImage: `linear-gradient(135deg, ${b1}, ${b2})`,
          alignItems: 'center',
          justifyContent: 'center',
          color: mix(b2, '#000000', 0.6),
          fontSize,
          fontWeight: 600,
          flexShrink: 0,
        },
        children: options.initials,
      },
    });
  }
  return image('avatar', portraitSvg(seed, size), size, size, { borderRadius: radius });
}

// ------------------------------------------------------------------------------------------------ photos

/** The kinds of photo drawn (the words a data file may use for a picture). */
export const PHOTO_KINDS = ['landscape', 'beach', 'city', 'product', 'food', 'interior', 'abstract'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

const SKIES = [
  { top: '#7fb6ff', horizon: '#e8f3ff', sun: '#fff6d6', hills: ['#5f8f7a', '#3f6f5c', '#29503f'] },
  { top: '#ff9a8b', horizon: '#ffe3b3', sun: '#fff2c4', hills: ['#b06a6e', '#7d4a5e', '#4f3149'] },
  { top: '#1e2a5a', horizon: '#f28b6b', sun: '#ffd59a', hills: ['#4b3a66', '#2f2850', '#1b1838'] },
  { top: '#9ad0ec', horizon: '#f4f1e6', sun: '#ffffff', hills: ['#9bb7a2', '#6d927b', '#456b55'] },
  { top: '#2c3e73', horizon: '#8fa9d9', sun: '#e6eeff', hills: ['#33466f', '#243456', '#17223b'] },
] as const;

function landscape(r: Random, w: number, h: number): string {
  const sky = r.pick(SKIES);
  const sunX = r.range(0.2, 0.8) * w;
  const sunY = r.range(0.25, 0.45) * h;
  const layers = sky.hills
    .map(
      (c, i) =>
        `<path d="${ridge(r, w, h, h * (0.55 + i * 0.13), h * (0.28 - i * 0.06), 3 + i * 2)}" fill="${c}"/>`,
    )
    .join('');
  const defs = `${linear('sky', [sky.top, sky.horizon])}${glow('sun', sky.sun, 1)}${linear('haze', [alpha('#ffffff', 0), alpha(sky.horizon, 0.5)])}`;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * 0.35)}" fill="url(#sun)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * 0.06)}" fill="${sky.sun}"/>${layers}<rect y="${f(h * 0.5)}" width="${w}" height="${f(h * 0.2)}" fill="url(#haze)" opacity="0.6"/>`,
    defs,
  );
}

function beach(r: Random, w: number, h: number): string {
  const seaTop = r.pick(['#2bb3c9', '#1f8fb8', '#3cc4b4']);
  const horizon = h * r.range(0.38, 0.48);
  const shore = h * r.range(0.68, 0.78);
  const wave = `M0 ${f(shore)} Q${f(w * 0.25)} ${f(shore - 14)} ${f(w * 0.5)} ${f(shore)} T${w} ${f(shore)} L${w} ${h} L0 ${h}Z`;
  const foam = `M0 ${f(shore - 3)} Q${f(w * 0.25)} ${f(shore - 17)} ${f(w * 0.5)} ${f(shore - 3)} T${w} ${f(shore - 3)}`;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${f(horizon)}" fill="url(#sky)"/><rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#sea)"/><circle cx="${f(w * r.range(0.6, 0.85))}" cy="${f(horizon * 0.45)}" r="${f(h * 0.3)}" fill="url(#sun)"/><path d="${foam}" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.8"/><path d="${wave}" fill="url(#sand)"/>`,
    `${linear('sky', ['#8ecdf2', '#e9f6fb'])}${linear('sea', [seaTop, mix(seaTop, '#7ee0d0', 0.5)])}${linear('sand', ['#f3dfb8', '#e6c893'])}${glow('sun', '#ffffff', 0.9)}`,
  );
}

function city(r: Random, w: number, h: number): string {
  const dusk = r.chance(0.5);
  const skyStops = dusk ? ['#243b6b', '#f59f7a'] : ['#a9cdf0', '#eef4fa'];
  const buildings: string[] = [];
  let x = -10;
  while (x < w) {
    const bw = r.range(w * 0.07, w * 0.16);
    const bh = r.range(h * 0.25, h * 0.7);
    const shade = dusk ? mix('#1b2440', '#39456e', r.next()) : mix('#6b7c93', '#a8b5c6', r.next());
    buildings.push(`<rect x="${f(x)}" y="${f(h - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${shade}"/>`);
    if (dusk) {
      for (let wy = h - bh + 8; wy < h - 8; wy += 12) {
        for (let wx = x + 5; wx < x + bw - 6; wx += 9) {
          if (r.chance(0.35))
            buildings.push(
              `<rect x="${f(wx)}" y="${f(wy)}" width="4" height="5" fill="#ffd98a" opacity="0.85"/>`,
            );
        }
      }
    }
    x += bw + r.range(0, 4);
  }
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>${buildings.join('')}`,
    linear('sky', skyStops),
  );
}

function product(r: Random, w: number, h: number, palette?: Palette): string {
  const tint = palette
    ? mix(palette.primary, '#ffffff', 0.82)
    : r.pick(['#f3e8dc', '#e3ecf5', '#efe6f7', '#e6f2ea']);
  const body = r.pick(['#1f2937', '#e85d3f', '#f2c14e', '#3d7ea6', '#ffffff', '#6b8f71']);
  const cx = w / 2;
  const base = h * 0.8;
  const s = Math.min(w, h);
  const shape = r.pick(['bottle', 'box', 'jar', 'can'] as const);
  let object = '';
  if (shape === 'bottle') {
    const bw = s * 0.26;
    const bh = s * 0.52;
    object = `<rect x="${f(cx - bw * 0.18)}" y="${f(base - bh - s * 0.14)}" width="${f(bw * 0.36)}" height="${f(s * 0.16)}" rx="${f(bw * 0.08)}" fill="${mix(body, '#000000', 0.3)}"/><rect x="${f(cx - bw / 2)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(bw * 0.3)}" fill="url(#obj)"/><rect x="${f(cx - bw / 2)}" y="${f(base - bh * 0.62)}" width="${f(bw)}" height="${f(bh * 0.28)}" fill="${alpha('#ffffff', 0.85)}"/>`;
  } else if (shape === 'box') {
    const bw = s * 0.46;
    const bh = s * 0.4;
    object = `<rect x="${f(cx - bw / 2)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(s * 0.02)}" fill="url(#obj)"/><rect x="${f(cx - bw / 2)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh * 0.16)}" fill="${alpha('#000000', 0.12)}"/><circle cx="${f(cx)}" cy="${f(base - bh * 0.45)}" r="${f(bw * 0.12)}" fill="${alpha('#ffffff', 0.8)}"/>`;
  } else if (shape === 'jar') {
    const bw = s * 0.36;
    const bh = s * 0.36;
    object = `<rect x="${f(cx - bw * 0.42)}" y="${f(base - bh - s * 0.07)}" width="${f(bw * 0.84)}" height="${f(s * 0.09)}" rx="${f(s * 0.02)}" fill="${mix(body, '#000000', 0.35)}"/><rect x="${f(cx - bw / 2)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(bw * 0.2)}" fill="url(#obj)"/>`;
  } else {
    const bw = s * 0.24;
    const bh = s * 0.44;
    object = `<rect x="${f(cx - bw / 2)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(bw * 0.14)}" fill="url(#obj)"/><rect x="${f(cx - bw / 2)}" y="${f(base - bh * 0.7)}" width="${f(bw)}" height="${f(bh * 0.08)}" fill="${alpha('#ffffff', 0.7)}"/>`;
  }
  const defs = `${linear('back', [mix(tint, '#ffffff', 0.4), tint])}<linearGradient id="obj" x1="0" y1="0" x2="1" y2="0"><stop offset="0%" stop-color="${mix(body, '#ffffff', 0.25)}"/><stop offset="45%" stop-color="${body}"/><stop offset="100%" stop-color="${mix(body, '#000000', 0.25)}"/></linearGradient>${glow('shadow', '#000000', 0.28)}`;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#back)"/><rect y="${f(base)}" width="${w}" height="${f(h - base)}" fill="${mix(tint, '#000000', 0.05)}"/><ellipse cx="${f(cx)}" cy="${f(base)}" rx="${f(s * 0.3)}" ry="${f(s * 0.05)}" fill="url(#shadow)"/>${object}`,
    defs,
  );
}

function food(r: Random, w: number, h: number): string {
  const table = r.pick(['#e9dccb', '#2f3a3a', '#d7c3a8', '#f1ece4', '#3b2f2a']);
  const cx = w * r.range(0.4, 0.6);
  const cy = h * r.range(0.42, 0.58);
  const pr = Math.min(w, h) * 0.36;
  const colours = r.pick([
    ['#6aa84f', '#e06666', '#f6b26b', '#ffe599'],
    ['#c27c0e', '#f4cccc', '#93c47d', '#ffd966'],
    ['#e69138', '#cc0000', '#fff2cc', '#38761d'],
  ]);
  const bits = Array.from({ length: 9 }, (_, i) => {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(0, pr * 0.55);
    const c = colours[i % colours.length] as string;
    return `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(pr * r.range(0.12, 0.24))}" fill="${c}"/>`;
  }).join('');
  const side = `<circle cx="${f(w * 0.88)}" cy="${f(h * 0.16)}" r="${f(pr * 0.42)}" fill="#ffffff" opacity="0.9"/><circle cx="${f(w * 0.88)}" cy="${f(h * 0.16)}" r="${f(pr * 0.3)}" fill="${r.pick(['#7b3f00', '#c9a227', '#a61c00'])}"/>`;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${table}"/><circle cx="${f(cx + 6)}" cy="${f(cy + 8)}" r="${f(pr * 1.05)}" fill="${alpha('#000000', 0.15)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(pr)}" fill="#fbfbfb"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(pr * 0.78)}" fill="#f1f1f1"/>${bits}${side}`,
  );
}

function interior(r: Random, w: number, h: number): string {
  const wall = r.pick(['#efe7dc', '#e4ebe6', '#f2e4de', '#e6e8ef']);
  const floorY = h * 0.72;
  const winX = w * r.range(0.08, 0.5);
  const sofa = r.pick(['#5b7c6f', '#c98b6b', '#3f5a7a', '#d9b36c']);
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect x="${f(winX)}" y="${f(h * 0.12)}" width="${f(w * 0.34)}" height="${f(h * 0.42)}" rx="3" fill="url(#sky)" stroke="#ffffff" stroke-width="5"/><line x1="${f(winX + w * 0.17)}" y1="${f(h * 0.12)}" x2="${f(winX + w * 0.17)}" y2="${f(h * 0.54)}" stroke="#ffffff" stroke-width="4"/><rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="#b8946c"/><rect x="${f(w * 0.2)}" y="${f(floorY - h * 0.2)}" width="${f(w * 0.6)}" height="${f(h * 0.16)}" rx="10" fill="${sofa}"/><rect x="${f(w * 0.16)}" y="${f(floorY - h * 0.1)}" width="${f(w * 0.68)}" height="${f(h * 0.12)}" rx="8" fill="${mix(sofa, '#000000', 0.15)}"/><circle cx="${f(w * 0.88)}" cy="${f(floorY - h * 0.22)}" r="${f(h * 0.1)}" fill="#4f7a4a"/><rect x="${f(w * 0.86)}" y="${f(floorY - h * 0.14)}" width="${f(w * 0.04)}" height="${f(h * 0.14)}" fill="#9c6b43"/><rect width="${w}" height="${h}" fill="url(#light)"/>`,
    `${linear('wall', [mix(wall, '#ffffff', 0.4), wall])}${linear('sky', ['#9cc9ef', '#e6f1fa'])}<radialGradient id="light" cx="30%" cy="20%" r="80%"><stop offset="0%" stop-color="#fff7e0" stop-opacity="0.35"/><stop offset="100%" stop-color="#fff7e0" stop-opacity="0"/></radialGradient>`,
  );
}

function abstract(r: Random, w: number, h: number, palette?: Palette): string {
  const base = palette?.primary ?? r.pick(['#635BFF', '#FF5A5F', '#0EA5E9', '#10B981']);
  const c1 = shiftHue(base, r.range(-40, -15));
  const c2 = shiftHue(base, r.range(15, 50));
  const s = Math.max(w, h);
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#base)"/><circle cx="${f(w * r.range(0, 0.4))}" cy="${f(h * r.range(0, 0.5))}" r="${f(s * 0.6)}" fill="url(#g1)"/><circle cx="${f(w * r.range(0.6, 1))}" cy="${f(h * r.range(0.5, 1))}" r="${f(s * 0.6)}" fill="url(#g2)"/><path d="${blob(r, w * 0.62, h * 0.38, s * 0.2)}" fill="${alpha('#ffffff', 0.07)}"/>`,
    `${linear('base', [mix(base, '#000000', 0.15), mix(base, '#ffffff', 0.1)], false)}${glow('g1', c1, 0.95)}${glow('g2', c2, 0.9)}`,
  );
}

/** The SVG of a photo-like picture of `kind`. */
export function photoSvg(
  kind: PhotoKind,
  seed: number,
  width: number,
  height: number,
  palette?: Palette,
): string {
  const r = new Random(seed);
  switch (kind) {
    case 'landscape':
      return landscape(r, width, height);
    case 'beach':
      return beach(r, width, height);
    case 'city':
      return city(r, width, height);
    case 'product':
      return product(r, width, height, palette);
    case 'food':
      return food(r, width, height);
    case 'interior':
      return interior(r, width, height);
    case 'abstract':
      return abstract(r, width, height, palette);
  }
}

/** A photo-like picture (tags the screen `photography`, except `abstract` brand art). */
export function photo(
  kind: PhotoKind,
  seed: number,
  width: number,
  height: number,
  options: { radius?: number; palette?: Palette; style?: Style } = {},
): Node {
  const node = image('image', photoSvg(kind, seed, width, height, options.palette), width, height, {
    borderRadius: options.radius ?? 0,
    ...options.style,
  });
  return kind === 'abstract' ? node : tagged(['photography'], node);
}

// ------------------------------------------------------------------------------------------ illustrations

export type IllustrationKind = 'welcome' | 'security' | 'mail' | 'success' | 'empty' | 'growth';

/** The SVG of a spot illustration in the brand palette (a 200×160 drawing scaled to size). */
export function illustrationSvg(
  kind: IllustrationKind,
  palette: Palette,
  seed: number,
  width: number,
  height: number,
): string {
  const r = new Random(seed);
  const p = palette.primary;
  const soft = mix(p, palette.background, 0.82);
  const mid = mix(p, palette.background, 0.45);
  const acc = palette.accent;
  const paper = isDarkBackground(palette) ? mix(palette.surface, '#ffffff', 0.08) : '#ffffff';
  const line = isDarkBackground(palette) ? mix(palette.background, '#000000', 0.3) : '#1f2330';
  const back = `<path d="${blob(r, 100, 84, 66, 8)}" fill="${soft}"/>`;
  const sparkles = Array.from({ length: 4 }, () => {
    const x = r.pick([22, 34, 166, 178, 150, 48]);
    const y = r.range(20, 140);
    const s = r.range(3, 6);
    return `<path d="M${f(x)} ${f(y - s)} L${f(x + s * 0.3)} ${f(y - s * 0.3)} L${f(x + s)} ${f(y)} L${f(x + s * 0.3)} ${f(y + s * 0.3)} L${f(x)} ${f(y + s)} L${f(x - s * 0.3)} ${f(y + s * 0.3)} L${f(x - s)} ${f(y)} L${f(x - s * 0.3)} ${f(y - s * 0.3)}Z" fill="${r.chance(0.5) ? acc : mid}"/>`;
  }).join('');
  let main = '';
  switch (kind) {
    case 'welcome':
      main = `<rect x="70" y="26" width="60" height="112" rx="12" fill="${line}"/><rect x="74" y="30" width="52" height="104" rx="9" fill="${paper}"/><rect x="80" y="42" width="40" height="26" rx="5" fill="${mid}"/><rect x="80" y="74" width="30" height="5" rx="2.5" fill="${soft}"/><rect x="80" y="84" width="38" height="5" rx="2.5" fill="${soft}"/><rect x="80" y="112" width="40" height="12" rx="6" fill="${p}"/><rect x="126" y="58" width="52" height="34" rx="8" fill="${paper}" stroke="${soft}" stroke-width="2"/><circle cx="140" cy="75" r="7" fill="${acc}"/><rect x="151" y="70" width="20" height="4" rx="2" fill="${mid}"/><rect x="151" y="78" width="14" height="4" rx="2" fill="${soft}"/><rect x="28" y="96" width="50" height="30" rx="8" fill="${paper}" stroke="${soft}" stroke-width="2"/><path d="M38 116 L48 106 L56 112 L68 102" stroke="${p}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      break;
    case 'security':
      main = `<path d="M100 22 L142 38 V78 Q142 116 100 136 Q58 116 58 78 V38Z" fill="${p}"/><path d="M100 32 L132 44 V78 Q132 108 100 124Z" fill="${alpha('#ffffff', 0.16)}"/><rect x="84" y="72" width="32" height="26" rx="6" fill="${paper}"/><path d="M90 72 V64 Q90 54 100 54 Q110 54 110 64 V72" stroke="${paper}" stroke-width="5" fill="none"/><circle cx="100" cy="84" r="4" fill="${p}"/><rect x="98" y="85" width="4" height="8" rx="2" fill="${p}"/>`;
      break;
    case 'mail':
      main = `<rect x="52" y="50" width="96" height="66" rx="10" fill="${paper}" stroke="${line}" stroke-width="3"/><path d="M54 56 L100 90 L146 56" stroke="${line}" stroke-width="3" fill="none" stroke-linejoin="round"/><rect x="68" y="32" width="64" height="40" rx="6" fill="${mid}" transform="rotate(-6 100 52)"/><circle cx="146" cy="50" r="13" fill="${acc}"/><path d="M140 50 L145 55 L153 45" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      break;
    case 'success':
      main = `<circle cx="100" cy="80" r="44" fill="${p}"/><circle cx="100" cy="80" r="54" fill="none" stroke="${mid}" stroke-width="3" stroke-dasharray="4 8"/><path d="M80 80 L94 94 L122 66" stroke="${paper}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${Array.from({ length: 10 }, () => `<rect x="${f(r.range(30, 170))}" y="${f(r.range(14, 146))}" width="6" height="3" rx="1.5" fill="${r.pick([acc, mid, p])}" />`).join('')}`;
      break;
    case 'empty':
      main = `<path d="M56 66 L100 48 L144 66 L100 84Z" fill="${mid}"/><path d="M56 66 V110 L100 128 V84Z" fill="${paper}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/><path d="M144 66 V110 L100 128 V84Z" fill="${soft}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/><path d="M56 66 L44 84 L88 102 L100 84" fill="${paper}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/><circle cx="128" cy="36" r="8" fill="none" stroke="${acc}" stroke-width="3"/>`;
      break;
    case 'growth':
      main = `<rect x="46" y="100" width="22" height="34" rx="4" fill="${mid}"/><rect x="76" y="82" width="22" height="52" rx="4" fill="${mid}"/><rect x="106" y="62" width="22" height="72" rx="4" fill="${p}"/><rect x="136" y="40" width="22" height="94" rx="4" fill="${p}"/><path d="M42 88 L86 64 L112 72 L158 30" stroke="${acc}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="158" cy="30" r="7" fill="${acc}"/>`;
      break;
  }
  const scale = Math.min(width / 200, height / 160);
  const dx = (width - 200 * scale) / 2;
  const dy = (height - 160 * scale) / 2;
  return svg(
    width,
    height,
    `<g transform="translate(${f(dx)} ${f(dy)}) scale(${f(scale * 1000) / 1000})">${back}${main}${sparkles}</g>`,
  );
}

function isDarkBackground(palette: Palette): boolean {
  return luminance(palette.background) < 0.2;
}

/** A spot illustration (tags the screen `illustration`). */
export function illustration(
  kind: IllustrationKind,
  palette: Palette,
  seed: number,
  width: number,
  height: number,
): Node {
  return tagged(
    ['illustration'],
    image('illustration', illustrationSvg(kind, palette, seed, width, height), width, height, {}),
  );
}

// -------------------------------------------------------------------------------------------- app icons

/**
 * How an app's icon is drawn, as real icons differ: its glyph in white on a brand gradient, in the brand
 * colour on a pale tint of it, or in the brand colour on near-black.
 */
export type AppIconStyle = 'gradient' | 'tint' | 'dark';

const ICON_STYLES: readonly AppIconStyle[] = ['gradient', 'tint', 'dark'];

/** An app's icon style, fixed by its slug (so an app keeps its icon from one generation to the next). */
export function iconStyleOf(slug: string): AppIconStyle {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return ICON_STYLES[hash % ICON_STYLES.length] ?? 'gradient';
}

/** The brand colour lightened until it reads on the dark icon's near-black (contrast ≥ 4.5). */
function darkInk(primary: string): string {
  for (let amount = 0.18; amount < 1; amount += 0.08) {
    const ink = mix(primary, '#ffffff', amount);
    if (contrast(ink, '#1c1c20') >= 4.5) return ink;
  }
  return '#ffffff';
}

/** The SVG of an app icon: a squircle with a lucide glyph, drawn in one of the `AppIconStyle`s. */
export function appIconSvg(
  glyph: string,
  primary: string,
  size: number,
  style: AppIconStyle = 'gradient',
): string {
  const [top, bottom, ink] =
    style === 'tint'
      ? [mix(primary, '#ffffff', 0.9), mix(primary, '#ffffff', 0.8), mix(primary, '#000000', 0.1)]
      : style === 'dark'
        ? ['#26262b', '#121215', darkInk(primary)]
        : [
            mix(shiftHue(primary, -18), '#ffffff', 0.12),
            mix(shiftHue(primary, 14), '#000000', 0.12),
            '#ffffff',
          ];
  const s = size;
  const k = s * 0.225; // squircle-ish corner
  const g = s * 0.52;
  return svg(
    s,
    s,
    `<rect width="${s}" height="${s}" rx="${f(k)}" fill="url(#bg)"/><rect width="${s}" height="${f(s * 0.5)}" rx="${f(k)}" fill="${alpha('#ffffff', 0.08)}"/><g transform="translate(${f((s - g) / 2)} ${f((s - g) / 2)}) scale(${f((g / 24) * 1000) / 1000})">${iconMarkup(glyph, ink, style === 'gradient' ? 2 : 2.25)}</g>`,
    linear('bg', [top, bottom], false),
  );
}

export function appIcon(glyph: string, primary: string, size: number, style: Style = {}): Node {
  return image('image', appIconSvg(glyph, primary, size), size, size, {
    borderRadius: size * 0.225,
    ...style,
  });
}

// ----------------------------------------------------------------------------------------------- maps

/** The SVG of a map tile: land, parks, water and a street grid, light or dark. */
export function mapSvg(seed: number, width: number, height: number, dark: boolean): string {
  const r = new Random(seed);
  const land = dark ? '#1c1f26' : '#eef0ea';
  const park = dark ? '#1f3328' : '#cfe8c9';
  const water = dark ? '#16263a' : '#aad3f0';
  const street = dark ? '#2c313b' : '#ffffff';
  const major = dark ? '#4a4030' : '#ffe6a6';
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${land}"/>`];
  const wy = height * r.range(0.55, 0.85);
  parts.push(
    `<path d="M0 ${f(wy)} Q${f(width * 0.3)} ${f(wy - 40)} ${f(width * 0.6)} ${f(wy + 10)} T${width} ${f(wy - 20)} L${width} ${height} L0 ${height}Z" fill="${water}"/>`,
  );
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<path d="${blob(r, r.range(0, width), r.range(0, wy - 40), r.range(30, 70), 6)}" fill="${park}"/>`,
    );
  }
  const angle = r.range(-18, 18);
  const grid: string[] = [];
  const span = Math.max(width, height) * 1.6;
  for (let x = -span / 2; x < span; x += r.range(46, 70)) {
    grid.push(
      `<line x1="${f(x)}" y1="${f(-span / 2)}" x2="${f(x)}" y2="${f(span)}" stroke="${street}" stroke-width="${r.chance(0.2) ? 9 : 5}"/>`,
    );
  }
  for (let y = -span / 2; y < span; y += r.range(40, 64)) {
    grid.push(
      `<line x1="${f(-span / 2)}" y1="${f(y)}" x2="${f(span)}" y2="${f(y)}" stroke="${street}" stroke-width="5"/>`,
    );
  }
  parts.push(`<g transform="rotate(${f(angle)} ${f(width / 2)} ${f(height / 2)})">${grid.join('')}</g>`);
  parts.push(
    `<path d="M${f(-20)} ${f(height * r.range(0.1, 0.5))} C${f(width * 0.3)} ${f(height * r.range(0.2, 0.6))} ${f(width * 0.6)} ${f(height * r.range(0.1, 0.5))} ${f(width + 20)} ${f(height * r.range(0.2, 0.5))}" stroke="${major}" stroke-width="11" fill="none"/>`,
  );
  return svg(width, height, parts.join(''));
}

export function mapTile(seed: number, width: number, height: number, dark: boolean, style: Style = {}): Node {
  return image('map', mapSvg(seed, width, height, dark), width, height, style);
}

// --------------------------------------------------------------------------------------------- charts

export type ChartKind = 'line' | 'bar' | 'donut';

export interface ChartOptions {
  palette: Palette;
  /** Series colours for donut segments (defaults to the primary and its neighbours). */
  colors?: string[];
  /** Highlight the last bar / point. */
  highlightLast?: boolean;
}

function smoothPath(points: [number, number][]): string {
  if (points.length === 0) return '';
  const [first] = points as [[number, number]];
  let d = `M${f(first[0])} ${f(first[1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] as [number, number];
    const [x1, y1] = points[i] as [number, number];
    const cx = (x0 + x1) / 2;
    d += ` C${f(cx)} ${f(y0)} ${f(cx)} ${f(y1)} ${f(x1)} ${f(y1)}`;
  }
  return d;
}

/** The SVG of a chart of `values` (line: area under a smooth line; bar: rounded bars; donut: shares). */
export function chartSvg(
  kind: ChartKind,
  values: number[],
  width: number,
  height: number,
  options: ChartOptions,
): string {
  const { palette } = options;
  const p = palette.primary;
  const max = Math.max(...values, 1);
  if (kind === 'line') {
    const pad = 6;
    const min = Math.min(...values);
    const span = max - min || 1;
    const pts = values.map(
      (v, i) =>
        [
          pad + (i / Math.max(1, values.length - 1)) * (width - pad * 2),
          pad + (1 - (v - min) / span) * (height - pad * 2 - 8),
        ] as [number, number],
    );
    const line = smoothPath(pts);
    const last = pts[pts.length - 1] as [number, number];
    const gridLines = [0.25, 0.5, 0.75]
      .map(
        (t) =>
          `<line x1="0" x2="${width}" y1="${f(height * t)}" y2="${f(height * t)}" stroke="${palette.border}" stroke-width="1" stroke-dasharray="3 4"/>`,
      )
      .join('');
    return svg(
      width,
      height,
      `${gridLines}<path d="${line} L${f(last[0])} ${height} L${pad} ${height}Z" fill="url(#area)"/><path d="${line}" stroke="${p}" stroke-width="2.5" fill="none" stroke-linecap="round"/><circle cx="${f(last[0])}" cy="${f(last[1])}" r="5" fill="${palette.background}" stroke="${p}" stroke-width="2.5"/>`,
      `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${p}" stop-opacity="0.28"/><stop offset="100%" stop-color="${p}" stop-opacity="0"/></linearGradient>`,
    );
  }
  if (kind === 'bar') {
    const gap = Math.max(4, (width / values.length) * 0.35);
    const bw = (width - gap * (values.length - 1)) / values.length;
    const bars = values
      .map((v, i) => {
        const bh = Math.max(4, (v / max) * (height - 4));
        const fill =
          options.highlightLast === false || i < values.length - 1 ? mix(p, palette.background, 0.55) : p;
        return `<rect x="${f(i * (bw + gap))}" y="${f(height - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(Math.min(bw / 2, 6))}" fill="${fill}"/>`;
      })
      .join('');
    return svg(width, height, bars);
  }
  const colors = options.colors ?? [
    p,
    shiftHue(p, 40),
    palette.accent,
    mix(p, palette.background, 0.6),
    shiftHue(p, -50),
  ];
  const total = values.reduce((a, b) => a + b, 0) || 1;
  const size = Math.min(width, height);
  const stroke = size * 0.16;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  let offset = 0;
  const segments = values
    .map((v, i) => {
      const length = (v / total) * circumference;
      const seg = `<circle cx="${f(width / 2)}" cy="${f(height / 2)}" r="${f(radius)}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="${f(stroke)}" stroke-dasharray="${f(Math.max(0, length - 2))} ${f(circumference)}" stroke-dashoffset="${f(-offset)}" transform="rotate(-90 ${f(width / 2)} ${f(height / 2)})"/>`;
      offset += length;
      return seg;
    })
    .join('');
  return svg(width, height, segments);
}

/** A chart (tags the screen `data-visualisation`). */
export function chart(
  kind: ChartKind,
  values: number[],
  width: number,
  height: number,
  options: ChartOptions,
): Node {
  return tagged(
    ['data-visualisation'],
    image('chart', chartSvg(kind, values, width, height, options), width, height, {}),
  );
}
