/**
 * The copy of each domain, from `data/<domain>/content.yaml`: headlines, features, sections, the rows of
 * its lists and the price of its paid plan. Checked once, when this module loads.
 */
import { z } from 'zod';
import { domainData, fill } from '../../copy/data.js';
import { PHOTO_KINDS } from '../art.js';
import type { Random } from '../random.js';
import type { Item, ProductCategory } from './types.js';

const photoKind = z.enum(PHOTO_KINDS);

const itemRow = z
  .strictObject({
    title: z.string(),
    subtitle: z.string(),
    /** Text for the trailing side; `{price}` is the row's price in the app's currency. */
    value: z.string().optional(),
    /** A price, written in the app's currency. */
    price: z.number().nonnegative().optional(),
    /** A signed sum of money: minus for spending. */
    amount: z.number().optional(),
    icon: z.string(),
    photo: photoKind.optional(),
  })
  .refine((row) => (row.amount === undefined) !== (row.value === undefined && row.price === undefined), {
    message: 'a row has a value, a price (or both), or an amount alone',
  });

const contentFile = z.strictObject({
  glyph: z.string(),
  heroPhoto: photoKind,
  basePrice: z.number().int().positive(),
  headlines: z.array(z.string()).min(1),
  features: z.array(z.strictObject({ icon: z.string(), title: z.string(), body: z.string() })).min(1),
  sections: z.array(z.strictObject({ label: z.string(), icon: z.string() })).min(1),
  items: z
    .strictObject({
      show: z.number().int().positive(),
      photo: photoKind,
      rows: z.array(itemRow),
    })
    .refine((items) => items.show <= items.rows.length, { message: 'shows more rows than there are' }),
});

export type DomainCopy = z.infer<typeof contentFile>;
type ItemRow = z.infer<typeof itemRow>;

const COPY = domainData('content', contentFile);

/** The copy of one product category. */
export const copyOf = (category: ProductCategory): DomainCopy => COPY[category];

function itemOf(row: ItemRow, photo: DomainCopy['items']['photo'], money: (n: number) => string): Item {
  const { title, subtitle, icon } = row;
  if (row.amount !== undefined) {
    const amount = row.amount;
    const value = `${amount < 0 ? '−' : '+'}${money(Math.abs(amount))}`;
    return { title, subtitle, value, negative: amount < 0, icon, photo: row.photo ?? photo };
  }
  const price = row.price === undefined ? undefined : money(row.price);
  const value =
    row.value === undefined ? (price as string) : fill(row.value, price === undefined ? {} : { price });
  return { title, subtitle, value, icon, photo: row.photo ?? photo };
}

/** The items an app shows: `show` rows of its domain, drawn from `r`, money written by `money`. */
export function drawItems(copy: DomainCopy, r: Random, money: (n: number) => string): Item[] {
  return r.sample(copy.items.rows, copy.items.show).map((row) => itemOf(row, copy.items.photo, money));
}
