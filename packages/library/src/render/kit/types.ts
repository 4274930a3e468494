/** The options of the kit's primitives. */
import type { PhotoKind } from '../art.js';
import type { Person } from '../content.js';
import type { Node, Style } from '../h.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

export interface ButtonOptions {
  variant?: ButtonVariant;
  /** A lucide icon before the label. */
  icon?: string;
  /** A lucide icon after the label. */
  iconRight?: string;
  /** Stretch to the parent's width (default: true on phones, false on web). */
  full?: boolean;
  size?: 'md' | 'sm';
}

export interface FieldOptions {
  label: string;
  /** What the user typed; when absent the placeholder shows. */
  value?: string;
  placeholder?: string;
  /** A lucide icon inside the field, before the text. */
  icon?: string;
  /** A hint under the field. */
  helper?: string;
  /** An error under the field (draws the field in the danger colour). */
  error?: string;
  /** Draw the field focused (primary border, caret after the value). */
  focused?: boolean;
  /** A small link on the right of the label, e.g. "Forgot password?". */
  labelAction?: string;
}

export type Leading =
  | { icon: string; tone?: Tone | 'plain' }
  | { avatar: Person }
  | { photo: PhotoKind; seed: number }
  | { node: Node };

export interface RowOptions {
  leading?: Leading;
  title: string;
  subtitle?: string;
  /** A value on the right (an amount, a date). */
  value?: string;
  valueTone?: Tone;
  chevron?: boolean;
  /** A toggle on the right instead of a value. */
  toggle?: boolean;
  /** Hide the separator under the row. */
  last?: boolean;
}

export interface StatOptions {
  label: string;
  value: string;
  /** A change such as "+12%" (green when it starts with +, red with −). */
  delta?: string;
  icon?: string;
}

export interface TabsOptions {
  /** The tabs share the strip's width equally (fixed tabs); otherwise each is as wide as its label, `gap` apart. */
  stretch?: boolean;
  /** Space between tabs that do not stretch (default 24). */
  gap?: number;
  /** A count badge after each label (null or 0: none). */
  counts?: (number | null)[];
  /**
   * The bar under the active tab: its height (2.5), colour (the primary) and width (the tab's; a number
   * draws a shorter bar, centred under the label).
   */
  indicator?: { height?: number; color?: string; width?: number };
  /** The strip's style over the defaults (full width, a hairline under it). */
  style?: Style;
}
