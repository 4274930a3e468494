/**
 * The one error shape of both servers: `{ statusCode, error, message, code, requestId, issues? }`, with a
 * code from the domain's catalogue and, for a validation error, issues naming the fields.
 */
import { ERROR_CODES, type ErrorCode } from '@pageshelf/domain/errors';
import type { Answer } from './client.js';

export interface ErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string;
  readonly code: ErrorCode;
  readonly requestId: string;
  readonly issues?: readonly { readonly path: string; readonly message: string }[];
}

/** Where a 400's issue may point: the query, the body, the path parameters, a header, or the path itself. */
export const ISSUE_PATH = /^(querystring\.|body(\.|$)|params\.|headers\.|path$)/;

const KEYS = new Set(['statusCode', 'error', 'message', 'code', 'requestId', 'issues']);

/** The problems of an error answer's body; empty when it has the one shape. */
export function errorShapeProblems(answer: Answer): string[] {
  const body = answer.json;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return ['the body is not a JSON object'];
  const record = body as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(record)) if (!KEYS.has(key)) problems.push(`unexpected key ${key}`);
  if (record.statusCode !== answer.status) problems.push(`statusCode ${String(record.statusCode)}`);
  if (typeof record.error !== 'string' || record.error === '') problems.push('no error text');
  if (typeof record.message !== 'string' || record.message === '') problems.push('no message');
  if (!(ERROR_CODES as readonly unknown[]).includes(record.code))
    problems.push(`code ${String(record.code)}`);
  if (typeof record.requestId !== 'string' || record.requestId === '') problems.push('no requestId');
  if (record.issues !== undefined) {
    const issues = record.issues;
    if (
      !Array.isArray(issues) ||
      !issues.every(
        (issue: unknown) =>
          issue !== null &&
          typeof issue === 'object' &&
          typeof (issue as { path?: unknown }).path === 'string' &&
          typeof (issue as { message?: unknown }).message === 'string',
      )
    )
      problems.push('issues are not a list of { path, message }');
  }
  if (record.code === 'validation_failed') problems.push(...issueProblems(answer));
  return problems;
}

/** Why the issues of a 400 do not name the field, if they do not. */
function issueProblems(answer: Answer): string[] {
  const issues = (answer.json as { issues?: unknown } | undefined)?.issues;
  const paths = Array.isArray(issues) ? issues.map((issue: { path?: unknown }) => String(issue?.path)) : [];
  return paths.some((path) => ISSUE_PATH.test(path))
    ? []
    : [`no issue names the field (${paths.join(', ')})`];
}

/** The error body of an answer that must have the one shape; throws naming what is wrong. */
export function errorBody(answer: Answer): ErrorBody {
  const problems = errorShapeProblems(answer);
  if (problems.length > 0)
    throw new Error(`${answer.status} ${answer.text.slice(0, 300)}: ${problems.join('; ')}`);
  return answer.json as ErrorBody;
}
