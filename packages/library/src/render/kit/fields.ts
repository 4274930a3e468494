/** Fields: text, password and search. */
import { mix } from '../color.js';
import { col, h, type Node, row, spacer, text, ui } from '../h.js';
import { icon } from '../icons.js';
import { font } from '../theme.js';
import type { KitBase } from './base.js';
import type { FieldOptions } from './types.js';

export function fieldsKit(b: KitBase) {
  const { theme, p, ds, m, platform, phone, android, r, fieldRadius, fieldFill, linkColor } = b;
  const kit = {
    /** A text field with its label above and the value (or placeholder) inside. */
    textField: (options: FieldOptions): Node => ui('text-field', field(options, false)),

    /** A password field: dots for the value and a show/hide eye. */
    passwordField: (options: Omit<FieldOptions, 'icon'> & { icon?: string }): Node =>
      ui('password-field', field({ ...options, icon: options.icon }, true)),

    searchBar: (placeholder: string, options: { value?: string } = {}): Node =>
      ui(
        'search-bar',
        row(
          {
            height: phone ? 44 : 38,
            paddingLeft: 12,
            paddingRight: 12,
            gap: 8,
            borderRadius: platform === 'ios' ? 12 : android ? 999 : r.sm,
            backgroundColor: ds.dark
              ? p.surfaceAlt
              : platform === 'web'
                ? p.background
                : mix(p.surface, p.text, 0.04),
            border: platform === 'web' ? `1px solid ${p.border}` : undefined,
            width: '100%',
          },
          icon('search', 18, p.textMuted),
          text(options.value ?? placeholder, {
            ...font(theme, 'body'),
            fontSize: m.controlFont,
            color: options.value ? p.text : p.textMuted,
          }),
        ),
      ),
  };

  function field(options: FieldOptions, password: boolean): Node {
    const border = options.error
      ? p.danger
      : options.focused
        ? p.primary
        : ds.dark
          ? p.border
          : mix(p.border, p.text, 0.06);
    const hasValue = options.value !== undefined && options.value !== '';
    const shown =
      password && hasValue
        ? '•'.repeat(Math.min(12, options.value?.length ?? 8))
        : hasValue
          ? (options.value as string)
          : (options.placeholder ?? '');
    return col(
      { gap: 8, width: '100%' },
      row(
        { justifyContent: 'space-between', width: '100%' },
        text(options.label, { ...font(theme, 'label'), fontWeight: 500, color: p.text }),
        options.labelAction
          ? text(options.labelAction, { ...font(theme, 'label'), fontWeight: 600, color: linkColor() })
          : null,
      ),
      row(
        {
          height: m.control,
          paddingLeft: 14,
          paddingRight: 14,
          gap: 10,
          borderRadius: fieldRadius,
          backgroundColor: fieldFill,
          border: `${options.focused || options.error ? 1.5 : 1}px solid ${border}`,
          width: '100%',
        },
        options.icon ? icon(options.icon, 18, p.textMuted) : null,
        text(shown, {
          ...font(theme, 'body'),
          fontSize: m.controlFont,
          color: hasValue ? p.text : mix(p.textMuted, fieldFill, 0.15),
          letterSpacing: password && hasValue ? 2 : 0,
          flexShrink: 1,
        }),
        options.focused
          ? h('div', { width: 1.5, height: 20, backgroundColor: p.primary, marginLeft: -8 })
          : null,
        spacer(),
        password ? icon('eye-off', 18, p.textMuted) : null,
      ),
      options.error
        ? row(
            { gap: 6 },
            icon('circle-alert', 14, p.danger),
            text(options.error, { ...font(theme, 'caption'), color: p.danger }),
          )
        : options.helper
          ? text(options.helper, { ...font(theme, 'caption'), color: p.textMuted })
          : null,
    );
  }
  return kit;
}

export type FieldsKit = ReturnType<typeof fieldsKit>;
