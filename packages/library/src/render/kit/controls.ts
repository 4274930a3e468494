/** Controls: checkbox, radio, toggle, segmented control, tabs, chips and badges. */
import { alpha, mix } from '../color.js';
import { col, h, type Node, row, text, ui } from '../h.js';
import { icon } from '../icons.js';
import { font } from '../theme.js';
import { type KitBase, toneColor } from './base.js';
import type { TabsOptions, Tone } from './types.js';

export function controlsKit(b: KitBase) {
  const { theme, p, ds, platform, phone, android, r } = b;
  const kit = {
    checkbox: (checked: boolean, label?: string): Node =>
      ui(
        'checkbox',
        row(
          { gap: 10 },
          row(
            {
              width: 20,
              height: 20,
              borderRadius: Math.min(r.sm, 6),
              justifyContent: 'center',
              backgroundColor: checked ? p.primary : 'transparent',
              border: checked ? `1.5px solid ${p.primary}` : `1.5px solid ${mix(p.border, p.text, 0.25)}`,
            },
            checked ? icon('check', 14, p.onPrimary, 3) : null,
          ),
          label
            ? text(label, { ...font(theme, 'callout'), fontWeight: 400, color: p.text, flexShrink: 1 })
            : null,
        ),
      ),

    radio: (selected: boolean, label?: string): Node =>
      ui(
        'radio-button',
        row(
          { gap: 10 },
          row(
            {
              width: 20,
              height: 20,
              borderRadius: 10,
              justifyContent: 'center',
              border: `2px solid ${selected ? p.primary : mix(p.border, p.text, 0.25)}`,
            },
            selected
              ? h('div', { width: 10, height: 10, borderRadius: 5, backgroundColor: p.primary })
              : null,
          ),
          label ? text(label, { ...font(theme, 'callout'), fontWeight: 400, color: p.text }) : null,
        ),
      ),

    toggle: (on: boolean): Node => {
      const w = android ? 52 : platform === 'web' ? 36 : 51;
      const hgt = android ? 32 : platform === 'web' ? 20 : 31;
      const knob = on ? hgt - 4 : android ? hgt - 14 : hgt - 4;
      return ui(
        'toggle',
        row(
          {
            width: w,
            height: hgt,
            borderRadius: hgt / 2,
            padding: (hgt - knob) / 2,
            justifyContent: on ? 'flex-end' : 'flex-start',
            backgroundColor: on
              ? platform === 'ios' && !ds.dark
                ? p.success
                : p.primary
              : android
                ? p.surfaceAlt
                : mix(p.border, p.text, 0.08),
            border: android && !on ? `2px solid ${mix(p.border, p.text, 0.3)}` : undefined,
            flexShrink: 0,
          },
          h('div', {
            width: knob,
            height: knob,
            borderRadius: knob / 2,
            backgroundColor: on
              ? android
                ? p.onPrimary
                : '#ffffff'
              : android
                ? mix(p.border, p.text, 0.35)
                : '#ffffff',
            boxShadow: platform === 'ios' ? `0 2px 4px ${alpha('#000000', 0.2)}` : undefined,
          }),
        ),
      );
    },

    segmented: (options: string[], selected: number): Node =>
      ui(
        'segmented-control',
        row(
          {
            height: phone ? 36 : 34,
            padding: 3,
            borderRadius: android ? 999 : r.sm + 2,
            backgroundColor: ds.dark ? p.surfaceAlt : mix(p.surface, p.text, 0.05),
            width: '100%',
          },
          ...options.map((option, i) =>
            row(
              {
                flexGrow: 1,
                flexBasis: 0,
                height: '100%',
                justifyContent: 'center',
                borderRadius: android ? 999 : r.sm,
                backgroundColor: i === selected ? (ds.dark ? p.surface : '#ffffff') : 'transparent',
                boxShadow: i === selected ? `0 1px 3px ${alpha('#000000', 0.12)}` : undefined,
              },
              text(option, {
                ...font(theme, 'label'),
                fontWeight: i === selected ? 600 : 500,
                color: i === selected ? p.text : p.textMuted,
              }),
            ),
          ),
        ),
      ),

    /** A strip of tabs with a bar under the active one, optionally with count badges. */
    tabs: (labels: string[], active: number, options: TabsOptions = {}): Node => {
      const { stretch = false, counts, indicator = {} } = options;
      return ui(
        'tabs',
        row(
          {
            width: '100%',
            gap: stretch ? 0 : (options.gap ?? 24),
            borderBottom: `1px solid ${p.border}`,
            alignItems: 'flex-end',
            flexShrink: 0,
            ...options.style,
          },
          ...labels.map((label, i) =>
            col(
              {
                gap: 10,
                paddingTop: 4,
                alignItems: 'center',
                flexGrow: stretch ? 1 : 0,
                flexBasis: stretch ? 0 : undefined,
              },
              row(
                { gap: 6 },
                text(label, {
                  ...font(theme, 'callout'),
                  fontWeight: i === active ? 600 : 500,
                  color: i === active ? p.text : p.textMuted,
                }),
                counts?.[i] ? kit.badge(String(counts[i]), i === active ? 'primary' : 'neutral') : null,
              ),
              h('div', {
                height: indicator.height ?? 2.5,
                width: indicator.width ?? '100%',
                borderRadius: 2,
                backgroundColor: i === active ? (indicator.color ?? p.primary) : 'transparent',
              }),
            ),
          ),
        ),
      );
    },

    chip: (label: string, options: { selected?: boolean; icon?: string } = {}): Node =>
      ui(
        'chip',
        row(
          {
            height: 34,
            paddingLeft: options.icon ? 10 : 14,
            paddingRight: 14,
            gap: 6,
            borderRadius: android ? 8 : r.pill === 999 ? 17 : r.sm,
            backgroundColor: options.selected
              ? android
                ? mix(p.primary, p.background, 0.8)
                : p.text
              : 'transparent',
            border: `1px solid ${options.selected ? (android ? 'transparent' : p.text) : p.border}`,
            flexShrink: 0,
          },
          options.icon
            ? icon(options.icon, 16, options.selected ? (android ? p.text : p.background) : p.textMuted)
            : options.selected && android
              ? icon('check', 16, p.text)
              : null,
          text(label, {
            ...font(theme, 'label'),
            color: options.selected ? (android ? p.text : p.background) : p.text,
          }),
        ),
      ),

    badge: (value: string, tone: Tone = 'primary'): Node => {
      const c = toneColor(theme, tone);
      return ui(
        'badge',
        row(
          {
            height: 22,
            paddingLeft: 8,
            paddingRight: 8,
            borderRadius: r.style === 'sharp' ? 4 : 11,
            backgroundColor: alpha(c, ds.dark ? 0.22 : 0.12),
            flexShrink: 0,
          },
          text(value, {
            ...font(theme, 'caption'),
            fontWeight: 600,
            color: ds.dark ? mix(c, '#ffffff', 0.3) : mix(c, '#000000', 0.15),
          }),
        ),
      );
    },
  };
  return kit;
}

export type ControlsKit = ReturnType<typeof controlsKit>;
