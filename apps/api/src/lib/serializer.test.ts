import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler, responseJsonSchema } from './serializer.js';

const screen = z
  .object({
    uuid: z.string(),
    title: z.string().nullable(),
    tags: z.array(z.object({ slug: z.string() })),
    note: z.string().optional(),
  })
  .meta({ id: 'SerializerTestScreen' });
const answer = z.object({ items: z.array(screen), total: z.number().int() });

const compile = (schema: z.ZodType, verify = false) =>
  createSerializerCompiler({ verify })({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('the answers serializer', () => {
  it('writes only the keys a schema declares, at every depth', () => {
    const write = compile(answer);
    const written = JSON.parse(
      write({
        items: [{ uuid: 'a', title: null, tags: [{ slug: 'dark', secret: 1 }], phash: 'ff', note: 'n' }],
        total: 1,
        internal: true,
      }),
    );
    expect(written).toEqual({
      items: [{ uuid: 'a', title: null, tags: [{ slug: 'dark' }], note: 'n' }],
      total: 1,
    });
  });

  it('writes what zod writes, and verify checks it on each answer', () => {
    const data = { items: [{ uuid: 'a', title: 'Sign up', tags: [] }], total: 3 };
    expect(JSON.parse(compile(answer)(data))).toEqual(answer.encode(data));
    expect(JSON.parse(compile(answer, true)(data))).toEqual(answer.encode(data));
  });

  it('verify refuses an answer zod refuses (the fast writing alone does not check values)', () => {
    const wrong = { items: [{ uuid: 'a', title: 'x', tags: [] }], total: 1.5 };
    expect(() => compile(answer, true)(wrong)).toThrow();
  });

  it('leaves a schema JSON Schema cannot state to zod', () => {
    const transformed = z.object({ at: z.string().transform((value) => value.length) });
    expect(responseJsonSchema(transformed)).toBeNull();
    expect(responseJsonSchema(answer)).not.toBeNull();
  });
});
