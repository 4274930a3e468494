/**
 * User flows: an ordered run of screens of one app.
 *
 * - `GET /flows` and `GET /apps/{slug}/flows` with `listQuerySchema` → `flowPageSchema`.
 * - `GET /flows/{uuid}` (params `uuidParamsSchema`) → `flowSchema`.
 */
import { z } from 'zod';
import { libraryItemShape } from './app.js';
import { categoryRefSchema } from './category.js';
import { countSchema, pageOf } from './common.js';
import { screenSchema } from './screen.js';

/**
 * A flow in a list (a page of flows, a search's flows, favorites) carries its first steps, as many as a
 * flow card shows (the first, and three beside or below it); `GET /flows/{uuid}` carries all of them.
 * `screenCount` is always the whole flow's.
 */
export const FLOW_LIST_STEPS = 4;

export const flowSchema = z
  .object({
    ...libraryItemShape,
    title: z.string().min(1).max(300),
    flowCategories: z.array(categoryRefSchema),
    screens: z
      .array(screenSchema)
      .describe(
        `The screens of the flow, in order: all of them from GET /flows/{uuid}, the first ${FLOW_LIST_STEPS} in a list.`,
      ),
    screenCount: countSchema.describe('How many screens the whole flow has.'),
  })
  .meta({ id: 'Flow' });
export type Flow = z.infer<typeof flowSchema>;

export const flowPageSchema = pageOf(flowSchema).meta({ id: 'FlowPage' });
export type FlowPage = z.infer<typeof flowPageSchema>;
