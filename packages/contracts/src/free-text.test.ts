/** Every free-text field of a request refuses a NUL character with an issue that names the field. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logActivityRequestSchema } from './activity.js';
import { createCollectionSchema, updateCollectionSchema } from './collections.js';
import {
  LONE_SURROGATE_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  redirectPathSchema,
  unstorableTextProblem,
} from './common.js';
import { feedbackRequestSchema } from './feedback.js';
import { listQuerySchema } from './filters.js';
import { searchQuerySchema } from './search.js';

const NUL = '\u0000';
const activity = (change: object) => ({ action: 'log_user_activity', action_name: 'opened', ...change });

describe('unstorableTextProblem', () => {
  it('names a NUL character and an unpaired surrogate; anything else is fine', () => {
    expect(unstorableTextProblem(`a${NUL}b`)).toBe(NUL_CHARACTER_MESSAGE);
    expect(unstorableTextProblem('a\ud800b')).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableTextProblem('\udc00')).toBe(LONE_SURROGATE_MESSAGE);
    expect(unstorableTextProblem('😀 ünïcode \t\n\u0001')).toBeNull();
    expect(unstorableTextProblem('')).toBeNull();
  });
});

describe('free-text fields refuse NUL', () => {
  const cases: [string, z.ZodType, unknown, string][] = [
    ['term', listQuerySchema, { term: `log${NUL}in` }, 'term'],
    ['text_in_screen', listQuerySchema, { text_in_screen: NUL }, 'text_in_screen'],
    ['q', searchQuerySchema, { q: `a${NUL}` }, 'q'],
    ['feedback message', feedbackRequestSchema, { message: `hi${NUL}` }, 'message'],
    ['feedback page', feedbackRequestSchema, { message: 'hi', page: `/n${NUL}` }, 'page'],
    ['activity action_name', logActivityRequestSchema, activity({ action_name: `a${NUL}` }), 'action_name'],
    [
      'activity property value',
      logActivityRequestSchema,
      activity({ properties: { foo: `x${NUL}` } }),
      'properties values',
    ],
    [
      'activity property key',
      logActivityRequestSchema,
      activity({ properties: { [`f${NUL}o`]: 'x' } }),
      'properties keys',
    ],
    ['collection name', createCollectionSchema, { name: `a${NUL}` }, 'name'],
    ['collection description', createCollectionSchema, { name: 'a', description: NUL }, 'description'],
    ['collection rename', updateCollectionSchema, { name: `b${NUL}` }, 'name'],
    ['redirect path', redirectPathSchema, `/pages${NUL}`, 'redirectTo'],
  ];

  it.each(cases)('%s', (_, schema, input, field) => {
    const issues = schema.safeParse(input).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([`${field} ${NUL_CHARACTER_MESSAGE}`]);
  });

  it('still accepts the same text without NUL', () => {
    expect(listQuerySchema.parse({ term: 'log in', text_in_screen: 'a\ud800b' })).toMatchObject({
      term: 'log in',
      text_in_screen: 'ab',
    });
    expect(logActivityRequestSchema.parse(activity({ properties: { foo: 'x', n: 1 } })).properties).toEqual({
      foo: 'x',
      n: 1,
    });
    expect(createCollectionSchema.parse({ name: ' Paywalls ', description: 'Nice' })).toEqual({
      name: 'Paywalls',
      description: 'Nice',
    });
  });
});
