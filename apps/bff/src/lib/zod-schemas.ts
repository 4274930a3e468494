/**
 * Lets routes declare their schemas with the zod schemas of `@pageshelf/contracts`: request parts are
 * parsed (and normalised) by zod, and responses with a declared schema are serialised through it, so a
 * field the schema does not name (a session token) never reaches the browser.
 */
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodType } from 'zod';
import type { ErrorIssue } from './http-error.js';

/** A request part that failed its schema; the error handler answers 400 `validation_failed`. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  readonly issues: readonly ErrorIssue[];
  /** The request part (`body`, `querystring`...); Fastify reads this name too. */
  readonly validationContext: string;

  constructor(part: string, issues: readonly ErrorIssue[]) {
    super(`Invalid request: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`);
    this.issues = issues;
    this.validationContext = part;
  }
}

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
    return { error: new RequestValidationError(part, issues) };
  };
};

export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!isZodType(schema)) throw new Error('route schemas of the BFF must be zod schemas');
  return (data: unknown) => JSON.stringify(schema.parse(data));
};
