/**
 * The primitives every layout needs, styled by the app's design system and right for the platform (iOS,
 * Material, web). Each returns a node marked with its UI element kind, so the screen reports its box.
 * Build them through `createKit(theme, currency)`; layouts get one as `ctx.kit`.
 */
import type { PriceTable } from '../content.js';
import { spacer } from '../h.js';
import type { Theme } from '../theme.js';
import { kitBase } from './base.js';
import { buttonsKit } from './buttons.js';
import { controlsKit } from './controls.js';
import { entryKit } from './entry.js';
import { fieldsKit } from './fields.js';
import { imageryKit } from './imagery.js';
import { listsKit } from './lists.js';
import { overlaysKit } from './overlays.js';
import { typographyKit } from './typography.js';

export type {
  ButtonOptions,
  ButtonVariant,
  FieldOptions,
  Leading,
  RowOptions,
  StatOptions,
  TabsOptions,
  Tone,
} from './types.js';

export type Kit = ReturnType<typeof createKit>;

/** The primitives for one screen's theme, writing money in the app's currency. */
export function createKit(theme: Theme, currency: PriceTable['symbol']) {
  const b = kitBase(theme, currency);
  const buttons = buttonsKit(b);
  const controls = controlsKit(b);
  const imagery = imageryKit(b);
  return {
    theme,
    ...typographyKit(b),
    ...buttons,
    ...fieldsKit(b),
    ...controls,
    ...listsKit(b, controls, imagery),
    ...entryKit(b, controls, buttons),
    ...overlaysKit(b),
    ...imagery,
    spacer,
  };
}
