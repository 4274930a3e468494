/**
 * Lets routes declare their schemas with the zod schemas of `@pageshelf/contracts`: request parts are
 * parsed (and normalised) by zod, and responses with a declared schema are serialised through it, so a
 * field the schema does not name (a session token) never reaches the browser.
 */

import { validationError } from '@pageshelf/http-errors';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodType } from 'zod';

function isZodType(schema: unknown): schema is ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZodType(schema)) throw new Error('route schemas of the BFF must be zod schemas');
  const part = httpPart ?? 'body';
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issues = result.error.issues.map((issue) => ({
      path: [part, ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    return { error: validationError(issues) };
  };
};

export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!isZodType(schema)) throw new Error('route schemas of the BFF must be zod schemas');
  return (data: unknown) => JSON.stringify(schema.parse(data));
};
