import { LONE_SURROGATE_MESSAGE, unstorableTextProblem } from '@pageshelf/contracts/common';
import { validationError } from '@pageshelf/http-errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface Issue {
  path: string;
  message: string;
}

/** Enough to show what is wrong; a body full of bad strings does not make a huge error. */
const MAX_ISSUES = 20;

/**
 * A percent-escape of U+D800..U+DFFF in UTF-8 form (ED A0..BF 80..BF). That is not valid UTF-8, so the
 * query-string parser leaves the escape as it is rather than decode it: it is found in the raw URL.
 */
const ENCODED_SURROGATE = /%ED%[AB][0-9A-F]%[89AB][0-9A-F]/i;

/** A key as it can be shown in a path: NUL and unpaired surrogates written as `\uXXXX`. */
function printable(key: string): string {
  let shown = '';
  for (const character of key) {
    shown +=
      unstorableTextProblem(character) === null
        ? character
        : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }
  return shown;
}

/**
 * An object of parsed fields: a plain object (JSON), or one whose prototype has no prototype of its own
 * (the query-string parser's and the router's null-prototype records). Buffers and streams are not.
 */
function isRecord(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * Every string of `root` (values and object keys, at any depth) that PostgreSQL could not store, with its
 * dot-separated path under `prefix`. Iterative, so a deeply nested body cannot exhaust the stack; only
 * plain objects and arrays are entered (a Buffer body is not text).
 */
function unstorableStrings(root: unknown, prefix: string, issues: Issue[]): void {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: prefix }];
  while (pending.length > 0 && issues.length < MAX_ISSUES) {
    const { value, path } = pending.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      const problem = unstorableTextProblem(value);
      if (problem !== null) issues.push({ path, message: problem });
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        pending.push({ value: value[index], path: `${path}.${index}` });
    } else if (typeof value === 'object' && value !== null && isRecord(value)) {
      for (const [key, child] of Object.entries(value).reverse()) {
        const childPath = `${path}.${printable(key)}`;
        const problem = unstorableTextProblem(key);
        if (problem !== null) issues.push({ path: childPath, message: `key ${problem}` });
        pending.push({ value: child, path: childPath });
      }
    }
  }
}

/** Query parameters whose raw value (or name) holds a percent-encoded surrogate. */
function encodedSurrogates(url: string, issues: Issue[]): void {
  const start = url.indexOf('?');
  if (start < 0) return;
  for (const pair of url.slice(start + 1).split('&')) {
    if (!ENCODED_SURROGATE.test(pair)) continue;
    const rawName = pair.split('=', 1)[0] ?? '';
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // an undecodable name is shown as sent
    }
    issues.push({ path: `querystring.${printable(name)}`, message: LONE_SURROGATE_MESSAGE });
  }
}

/** The problems of a request's query, path parameters and body: one per field, at most about `MAX_ISSUES`. */
export function unstorableTextIssues(request: Pick<FastifyRequest, 'url' | 'query' | 'params' | 'body'>) {
  const issues: Issue[] = [];
  encodedSurrogates(request.url, issues);
  unstorableStrings(request.query, 'querystring', issues);
  unstorableStrings(request.params, 'params', issues);
  unstorableStrings(request.body, 'body', issues);
  const paths = new Set<string>();
  return issues.filter((issue) => {
    if (paths.has(issue.path)) return false;
    paths.add(issue.path);
    return true;
  });
}

/**
 * Refuses, before validation, any request whose query, path parameters or JSON body holds a string with
 * a NUL character or an unpaired UTF-16 surrogate (a value or an object key, at any depth): PostgreSQL
 * cannot store such text and would fail with a 500. The answer is the API's validation error (400
 * `validation_failed`, one issue per field, e.g. `querystring.term`, `body.properties.foo`). Running
 * before validation means no route's handler runs: nothing is counted (a search) or written.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const issues = unstorableTextIssues(request);
    if (issues.length === 0) return;
    throw validationError(issues);
  });
}
