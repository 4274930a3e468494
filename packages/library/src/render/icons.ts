/**
 * Lucide icons as satori `img` nodes: the SVG from lucide-static, recoloured (lucide strokes with
 * `currentColor`) and inlined as a data URI. Brand marks lucide does not carry (Apple, Google) live here too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { img, type Node, type Style } from './h.js';

const require = createRequire(import.meta.url);
const sources = new Map<string, string>();
const uris = new Map<string, string>();

function source(name: string): string {
  const cached = sources.get(name);
  if (cached !== undefined) return cached;
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`unknown icon "${name}"`);
  let svg: string;
  try {
    svg = readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), 'utf8');
  } catch {
    throw new Error(`unknown icon "${name}" (not in lucide-static)`);
  }
  const body = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*class="[^"]*"/, '')
    .replace(/\s+/g, ' ')
    .trim();
  sources.set(name, body);
  return body;
}

export function svgUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The drawing inside a lucide icon's 24×24 `<svg>` (paths, circles…), stroked in `color`, for composing into art. */
export function iconMarkup(name: string, color: string, strokeWidth = 2): string {
  const inner = source(name)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  return `<g fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`;
}

/**
 * The data URI of a lucide icon in `color`, its shapes filled with `fill` when given (a rated star, a
 * starred message). Throws on a name lucide does not have.
 */
export function iconUri(name: string, color: string, strokeWidth = 2, fill?: string): string {
  const key = `${name}|${color}|${strokeWidth}|${fill ?? ''}`;
  const cached = uris.get(key);
  if (cached !== undefined) return cached;
  let svg = source(name)
    .replace('stroke="currentColor"', `stroke="${color}"`)
    .replace('stroke-width="2"', `stroke-width="${strokeWidth}"`);
  if (fill) svg = svg.replace('fill="none"', `fill="${fill}"`);
  const uri = svgUri(svg);
  uris.set(key, uri);
  return uri;
}

/** A lucide icon (`name` as in lucide's file names, e.g. `chevron-right`) as an image node. */
export function icon(name: string, size: number, color: string, strokeWidth = 2, style: Style = {}): Node {
  return img(iconUri(name, color, strokeWidth), size, size, style);
}

/** A lucide icon filled with its stroke colour: a rating's star, a starred item, a liked heart. */
export function solidIcon(name: string, size: number, color: string, style: Style = {}): Node {
  return img(iconUri(name, color, 1.5, color), size, size, style);
}

export type BrandMark = 'apple' | 'google' | 'facebook' | 'github' | 'x';

const BRAND_SVGS: Record<BrandMark, (color: string) => string> = {
  apple: (color) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${color}"><path d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701"/></svg>`,
  google: () =>
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92c-.26 1.37-1.04 2.53-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09z"/><path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84C3.99 20.53 7.7 23 12 23z"/><path fill="#FBBC05" d="M5.84 14.09c-.22-.66-.35-1.36-.35-2.09s.13-1.43.35-2.09V7.07H2.18C1.43 8.55 1 10.22 1 12s.43 3.45 1.18 4.93l2.85-2.22.81-.62z"/><path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z"/></svg>',
  facebook: () =>
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="#1877F2"/><path fill="#fff" d="M15.12 15.47 15.65 12h-3.33V9.75c0-.95.46-1.87 1.96-1.87h1.51V4.93s-1.37-.23-2.69-.23c-2.74 0-4.53 1.66-4.53 4.66V12H5.52v3.47h3.05V24h3.75v-8.53z"/></svg>',
  github: (color) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.403 5.403 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4"/><path d="M9 18c-4.51 2-5-2-7-2"/></svg>`,
  x: (color) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${color}"><path d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.41l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.6l5.24 6.93 6.06-6.93Zm-1.29 19.5h2.04L6.48 3.24H4.3l13.31 17.41Z"/></svg>`,
};

/** A brand mark for social sign-in buttons, in `color` where the mark is monochrome. */
export function brandMark(mark: BrandMark, size: number, color: string): Node {
  return img(svgUri(BRAND_SVGS[mark](color)), size, size);
}
