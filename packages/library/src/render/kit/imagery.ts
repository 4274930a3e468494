/** Imagery: the app's logo, icon tiles, illustrations and photos. */
import { type IllustrationKind, illustration, type PhotoKind, photo } from '../art.js';
import { alpha, mix } from '../color.js';
import { type Node, row, type Style, text } from '../h.js';
import { icon } from '../icons.js';
import { font } from '../theme.js';
import { type KitBase, toneColor } from './base.js';
import type { Tone } from './types.js';

export function imageryKit(b: KitBase) {
  const { theme, p, ds, r } = b;
  const kit = {
    /** The app's logo: its icon, optionally with the name beside it. */
    logo: (glyph: string, name: string | null, size = 40): Node =>
      row(
        { gap: 10 },
        roundedIcon(glyph, size),
        name
          ? text(name, {
              ...font(theme, 'headline'),
              fontFamily: ds.fonts.heading,
              fontWeight: ds.fonts.heading === 'DM Serif Display' ? 400 : 700,
              fontSize: Math.round(size * 0.5),
              color: p.text,
            })
          : null,
      ),

    /** An icon on a soft tinted square: feature lists, settings rows. */
    iconTile: (name: string, options: { size?: number; tone?: Tone } = {}): Node => {
      const size = options.size ?? 40;
      const c = toneColor(theme, options.tone ?? 'primary');
      return row(
        {
          width: size,
          height: size,
          borderRadius: Math.min(r.md, size / 2),
          justifyContent: 'center',
          backgroundColor: alpha(c, ds.dark ? 0.2 : 0.1),
          flexShrink: 0,
        },
        icon(name, Math.round(size * 0.5), ds.dark ? mix(c, '#ffffff', 0.25) : c),
      );
    },

    illustration: (kind: IllustrationKind, seed: number, width: number, height: number): Node =>
      illustration(kind, p, seed, width, height),

    photo: (kind: PhotoKind, seed: number, width: number, height: number, style: Style = {}): Node =>
      photo(kind, seed, width, height, {
        palette: p,
        radius: typeof style.borderRadius === 'number' ? style.borderRadius : 0,
        style,
      }),
  };

  function roundedIcon(glyph: string, size: number): Node {
    return row(
      {
        width: size,
        height: size,
        borderRadius: Math.round(size * 0.28),
        justifyContent: 'center',
        backgroundImage: `linear-gradient(135deg, ${mix(p.primary, '#ffffff', 0.15)}, ${mix(p.primary, '#000000', 0.15)})`,
        flexShrink: 0,
      },
      icon(glyph, Math.round(size * 0.55), p.onPrimary, 2.2),
    );
  }
  return kit;
}

export type ImageryKit = ReturnType<typeof imageryKit>;
