/** Portraits and avatars, drawn from a seed. */
import { mix } from '../color.js';
import { type Node, ui } from '../h.js';
import { Random } from '../random.js';
import { glow, image, linear, svg } from './svg.js';

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
