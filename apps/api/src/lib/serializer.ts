/**
 * The answers' serializer: each route's zod response schema, written as JSON Schema once (zod's own
 * `toJSONSchema`, its output side), compiled by `fast-json-stringify` (Fastify's own serializer). Like the
 * zod serializer it replaces, it writes only the keys a schema declares (a record's extra fields never
 * reach the wire); it does not check the values a second time, which zod did on every answer: on a
 * million-screen library that encoding was 14 % of the API's CPU on `/search` (docs/performance.md).
 *
 * `verify` (the API's tests turn it on) encodes every answer with zod as well and throws when zod refuses
 * it or the two writings differ (as values: fast-json-stringify writes the required keys first), so the whole test suite checks that the fast writing is the zod one.
 * A schema JSON Schema cannot state (a transform) is written by zod, as before.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<ZodType>>[0];

/**
 * Formats zod names beside a `pattern` that states them (`startsWith('/')`: `starts_with` and `^\/.*`):
 * known to the Ajv that picks a union's branch, so it does not warn of them at start-up.
 */
const ZOD_FORMATS = { starts_with: true, ends_with: true, includes: true } as const;

/** The JSON Schema of a zod response schema's output, or null when JSON Schema cannot state it. */
export function responseJsonSchema(schema: ZodType): Record<string, unknown> | null {
  try {
    return toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

export function createSerializerCompiler({ verify = false } = {}): FastifySerializerCompiler<ZodType> {
  return (route: RouteSchema) => {
    const zodWrite = zodSerializerCompiler(route);
    const jsonSchema = responseJsonSchema(route.schema);
    if (jsonSchema === null) return zodWrite;
    const fastWrite = fastJson(jsonSchema, { ajv: { formats: ZOD_FORMATS } });
    if (!verify) return (data) => fastWrite(data);
    return (data) => {
      const expected = zodWrite(data);
      const written = fastWrite(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the fast serializer wrote ${written.slice(0, 400)} where zod wrote ${expected.slice(0, 400)}`,
        );
      return written;
    };
  };
}
