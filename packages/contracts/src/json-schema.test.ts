/**
 * The OpenAPI document is generated from these schemas with `z.toJSONSchema`: responses and bodies in the
 * default (output) mode, query and path schemas (which turn URL strings into values) in input mode.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';

const schemas: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries(contracts as Record<string, unknown>)) {
  if (value instanceof z.ZodType) schemas.push([name, value]);
}
/** Schemas that read strings out of a URL: they may transform. */
const readsUrl = (name: string) => /(Query|Params|Param)Schema$/.test(name);

describe('JSON Schema', () => {
  it('finds the exported schemas', () => {
    expect(schemas.length).toBeGreaterThan(60);
    expect(schemas.map(([name]) => name)).toContain('sessionSchema');
  });

  it.each(schemas.filter(([name]) => !readsUrl(name)))('%s converts without transforms', (_name, schema) => {
    expect(() => z.toJSONSchema(schema)).not.toThrow();
  });

  it.each(schemas.filter(([name]) => readsUrl(name)))('%s converts as input', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });

  it('gives every named schema a unique id in one document', () => {
    const responses = Object.fromEntries(schemas.filter(([name]) => !readsUrl(name)));
    const document = z.toJSONSchema(z.object(responses));
    expect(Object.keys(document.$defs ?? {})).toEqual(
      expect.arrayContaining([
        'Session',
        'SessionUser',
        'Screen',
        'ScreenPage',
        'ErrorBody',
        'ActivityState',
      ]),
    );
  });
});
