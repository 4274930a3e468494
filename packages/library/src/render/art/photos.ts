/** Photo-like scenes (landscape, beach, city, product, food, interior, abstract), drawn from a seed. */
import { alpha, mix, shiftHue } from '../color.js';
import type { Palette } from '../design-system.js';
import { type Node, type Style, tagged } from '../h.js';
import { Random } from '../random.js';
import { blob, f, glow, image, linear, ridge, svg } from './svg.js';

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
