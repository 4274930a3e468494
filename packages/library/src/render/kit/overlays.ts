/** Overlays: a toast, a bottom sheet and a modal. */
import { mix } from '../color.js';
import { type Child, col, h, lift, type Node, row, tagged, text, ui } from '../h.js';
import { icon } from '../icons.js';
import { font } from '../theme.js';
import { type KitBase, toneColor } from './base.js';
import type { Tone } from './types.js';

export function overlaysKit(b: KitBase) {
  const { theme, p, ds, m, platform, phone, android, r } = b;
  const kit = {
    toast: (message: string, options: { icon?: string; tone?: Tone } = {}): Node =>
      lift(
        ui(
          'toast',
          row(
            {
              gap: 10,
              paddingLeft: 16,
              paddingRight: 16,
              height: 48,
              borderRadius: android ? 8 : r.md,
              backgroundColor: ds.dark ? p.surfaceAlt : '#1c1c21',
            },
            icon(
              options.icon ?? 'circle-check',
              18,
              options.tone ? toneColor(theme, options.tone) : p.success,
            ),
            text(message, { ...font(theme, 'callout'), color: '#ffffff' }),
          ),
        ),
        android ? 8 : r.md,
        { depth: 2 },
      ),

    /** A bottom sheet's panel (give it to the frame's `overlay`). */
    sheet: (...children: (Child | Child[])[]): Node =>
      tagged(
        ['bottom-sheet'],
        ui(
          'bottom-sheet',
          col(
            {
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              backgroundColor: ds.dark ? p.surface : p.background,
              borderTopLeftRadius: android ? 28 : r.xl,
              borderTopRightRadius: android ? 28 : r.xl,
              paddingLeft: m.margin,
              paddingRight: m.margin,
              paddingTop: 10,
              paddingBottom: platform === 'ios' ? 40 : 28,
              gap: 16,
            },
            row(
              { justifyContent: 'center', width: '100%' },
              h('div', {
                width: 36,
                height: 5,
                borderRadius: 3,
                backgroundColor: mix(p.border, p.text, 0.15),
              }),
            ),
            ...children,
          ),
        ),
      ),

    /** A centred dialog (give it to the frame's `overlay`). */
    modal: (...children: (Child | Child[])[]): Node =>
      tagged(
        ['modal'],
        ui(
          'modal',
          col(
            {
              width: phone ? theme.size.width - 48 : 440,
              backgroundColor: ds.dark ? p.surface : p.background,
              borderRadius: android ? 28 : r.xl,
              padding: 24,
              gap: 14,
            },
            ...children,
          ),
        ),
      ),
  };
  return kit;
}

export type OverlaysKit = ReturnType<typeof overlaysKit>;
