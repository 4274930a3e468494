/**
 * Requests generated from the API's OpenAPI document, each invalid by construction: one part of a valid
 * request (a path parameter, a query parameter, the body, the path itself) is made wrong in one way
 * (a wrong type, a huge or unicode string, NUL, a lone surrogate, a bad UUID or cursor, malformed JSON,
 * a wrong content type, a repeated query key, an empty path segment...). Every one must be refused
 * with a 4xx, and a 400 must name the part (`fields`).
 *
 * `invalidRequests` samples all of them; `hostileRequests` sends every field of every operation each of
 * the hostile values once (a wrong type, NUL, a lone surrogate, a huge number), so a new endpoint meets
 * them all whatever the sample picks.
 */
import fc from 'fast-check';
import type { Operation, Parameter, Schema } from './openapi.js';

const FUZZ_ROLES = ['visitor', 'free', 'pro', 'admin'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

export interface FuzzCase {
  /** What was made wrong, for the report. */
  readonly label: string;
  readonly role: FuzzRole;
  readonly method: string;
  /** The request target under `/api`, as sent (already percent-encoded). */
  readonly path: string;
  /** Headers of the case (a content type) on top of the role's own. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** A 400 must have an issue whose path starts with one of these. */
  readonly fields: readonly string[];
}

/** Valid values the cases start from: real ids of the library, a real cursor of another list. */
export interface ValidValues {
  /** A valid value of a path parameter of an operation (raw, not yet encoded). */
  readonly param: (operation: Operation, name: string) => string;
  /** A valid value of a required query parameter (raw). */
  readonly query: (operation: Operation, parameter: Parameter) => string;
  /** A cursor the API gave out for another list or viewer. */
  readonly foreignCursor: string;
  readonly screenUuid: string;
}

/** A schema with its `allOf` parts merged (the document wraps described `$ref`s in `allOf`). */
export function flatten(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  return Object.assign({}, ...allOf.map(flatten), rest) as Schema;
}

const typeOf = (schema: Schema): string | undefined =>
  Array.isArray(schema.type) ? schema.type[0] : (schema.type as string | undefined);

const nullable = (schema: Schema): boolean =>
  (schema as { nullable?: boolean }).nullable === true ||
  (Array.isArray(schema.type) && schema.type.includes('null'));

/** Whether `value` would pass a string schema's pattern, read as leniently as a validator might. */
function matchesPattern(schema: Schema, value: string): boolean {
  if (schema.pattern === undefined) return true;
  const pattern = new RegExp(schema.pattern, 'i');
  return pattern.test(value) || pattern.test(value.trim().toLowerCase());
}

/** A valid JSON value for a schema (required properties only). */
function exampleOf(schema: Schema, values: ValidValues): unknown {
  const s = flatten(schema);
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.anyOf?.[0]) return exampleOf(s.anyOf[0], values);
  switch (typeOf(s)) {
    case 'string': {
      if (s.format === 'email') return 'fuzz@example.com';
      const candidates = ['fuzz-example', values.screenUuid, 'A'.repeat(43), '/fuzz', '1'];
      const fitting = candidates.find(
        (candidate) =>
          matchesPattern(s, candidate) &&
          candidate.length >= (s.minLength ?? 0) &&
          candidate.length <= (s.maxLength ?? Number.POSITIVE_INFINITY),
      );
      return fitting ?? 'fuzz'.padEnd(s.minLength ?? 0, 'z');
    }
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return (s.minItems ?? 0) > 0 && s.items ? [exampleOf(s.items, values)] : [];
    default: {
      const properties = s.properties ?? {};
      return Object.fromEntries(
        (s.required ?? []).map((key) => [key, exampleOf(properties[key] ?? {}, values)]),
      );
    }
  }
}

/** Strings that a string schema refuses (none when the schema refuses nothing a string could be). */
function badStrings(s: Schema): string[] {
  const out: string[] = [];
  if (s.enum) out.push('not-one-of-them', 'NULL', '2');
  if (s.maxLength !== undefined) out.push('x'.repeat(s.maxLength + 1), 'é'.repeat(s.maxLength + 17));
  if ((s.minLength ?? 0) >= 1) out.push('');
  if (s.format === 'email') out.push('not-an-email', 'a@', '@example.com', 'a b@example.com');
  if (s.pattern !== undefined) {
    out.push(
      ...[
        'has space',
        'under_score',
        '-leading',
        'trailing-',
        'a--b',
        'é',
        '😀',
        '1.5',
        '-1',
        '0x1f',
        'null',
        'g'.repeat(36),
        '12345678-1234-1234-1234-12345678901z',
        '12345678123412341234123456789012',
        "'; DROP TABLE users; --",
      ].filter((candidate) => !matchesPattern(s, candidate)),
    );
  }
  return out.filter((value) => !s.enum?.includes(value));
}

const jsonTypeOf = (s: Schema): string => typeOf(s) ?? (s.anyOf ? 'any' : 'object');

/** Numbers far out of range: refused by a schema with a maximum (one without may take them). */
function hugeJsonNumbers(s: Schema): [string, number][] {
  const { maximum, minimum } = s;
  const out: [string, number][] = [];
  if (maximum !== undefined) {
    const huge: [string, number][] = [
      ['a huge number', 1e308],
      ['a number past 2^53', 2 ** 53 + 2],
    ];
    out.push(...huge.filter(([, value]) => value > maximum));
  }
  if (minimum !== undefined && -1e308 < minimum) out.push(['a huge negative number', -1e308]);
  return out;
}

/**
 * JSON values of a property that are hostile whatever its rules: of another type, with NUL or a lone
 * surrogate, or a huge number. Each with a word for the report.
 */
function hostileJsonValues(schema: Schema): [string, unknown][] {
  const s = flatten(schema);
  const out: [string, unknown][] = [];
  const type = jsonTypeOf(s);
  if (!nullable(s)) out.push(['null', null]);
  switch (type) {
    case 'string':
      out.push(['a number', 12_345], ['a boolean', true], ['an object', { a: 1 }], ['a list', ['a']]);
      out.push(['a huge number', 1e308]);
      out.push(['NUL', 'a\u0000b'], ['a lone surrogate', 'a\ud800b'], ['a lone low surrogate', '\udfff']);
      break;
    case 'boolean':
      out.push(['a string', 'true'], ['a number', 1], ['a list', [true]]);
      break;
    case 'integer':
    case 'number':
      out.push(['a string', 'one'], ['a numeric string', '1'], ['a boolean', false], ['a list', [1]]);
      out.push(...hugeJsonNumbers(s));
      break;
    case 'array': {
      out.push(['a string', 'a,b'], ['an object', { 0: 'a' }], ['a list of lists', [[1]]]);
      if (s.items !== undefined && jsonTypeOf(flatten(s.items)) === 'string')
        out.push(
          ['an item with NUL', ['a\u0000b@example.com']],
          ['an item with a lone surrogate', ['a\ud800b@example.com']],
          ['a huge number as an item', [1e308]],
        );
      break;
    }
    case 'object':
      out.push(
        ['a string', 'text'],
        ['a list', [1]],
        ['a NUL key', { '\u0000': 1 }],
        ['a nested object', { a: { b: 1 } }],
      );
      break;
    default:
      // anyOf of scalars (the activity's properties): an object or a list is none of them.
      out.push(['an object', { a: { b: 1 } }], ['a list', [[1]]]);
  }
  return out;
}

/** JSON values a property schema refuses, each with a word for the report: the hostile ones and its limits. */
function badJsonValues(schema: Schema): [string, unknown][] {
  const s = flatten(schema);
  const out = hostileJsonValues(s);
  switch (jsonTypeOf(s)) {
    case 'string':
      for (const value of badStrings(s)) out.push([`"${value.slice(0, 24)}"`, value]);
      break;
    case 'integer':
    case 'number':
      if (typeOf(s) === 'integer') out.push(['a fraction', 1.5]);
      if (s.minimum !== undefined) out.push(['below the minimum', s.minimum - 1]);
      if (s.maximum !== undefined) out.push(['above the maximum', s.maximum + 1]);
      break;
    case 'array':
      if (s.maxItems !== undefined)
        out.push(['too many items', Array.from({ length: s.maxItems + 1 }, () => 'a')]);
      break;
  }
  return out;
}

/** Whether a parameter's schema holds a number (`^[0-9]...`, `^[1-9]...`, or an integer or number type). */
export const numeric = (s: Schema): boolean =>
  /^\^\[[01]-9\]/.test(s.pattern ?? '') || typeOf(s) === 'integer' || typeOf(s) === 'number';

/** Numbers in the text of a path or query parameter far out of its range (only those it refuses). */
function hugeTextNumbers(s: Schema): [string, string][] {
  if (!numeric(s)) return [];
  const refused = (value: string) => {
    if (s.pattern !== undefined) return !matchesPattern(s, value);
    const number = Number(value);
    return !Number.isSafeInteger(number) || number > (s.maximum ?? Number.MAX_SAFE_INTEGER);
  };
  return (
    [
      ['a huge number', '9'.repeat(400)],
      ['an overflowing number', '1e309'],
      ['a number past 2^53', '9007199254740993'],
    ] as [string, string][]
  ).filter(([, value]) => refused(value));
}

/** Raw query values of a parameter that are hostile whatever its rules: NUL, lone surrogates, huge numbers. */
function hostileQueryValues(parameter: Parameter): [string, string][] {
  return [
    ['NUL', 'a%00b'],
    ['a lone surrogate', 'a%ED%A0%80b'],
    ['a lone low surrogate', '%ED%BF%BF'],
    ...hugeTextNumbers(flatten(parameter.schema)),
  ];
}

/** Raw (percent-encoded) query values a query parameter refuses, with a word for the report. */
function badQueryValues(parameter: Parameter, values: ValidValues): [string, string][] {
  const s = flatten(parameter.schema);
  const out = hostileQueryValues(parameter);
  for (const value of badStrings(s)) out.push([`"${value.slice(0, 24)}"`, encodeURIComponent(value)]);
  if (parameter.name === 'cursor') {
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    out.push(
      ['a cursor of base64 null', b64('null')],
      ['a cursor of base64 null with a mac', `${b64('null')}.${b64('x'.repeat(32))}`],
      [
        'a forged JSON cursor',
        `${b64(JSON.stringify({ o: 'recent', k: ['2999-01-01', 1], s: 'x' }))}.${b64('forged')}`,
      ],
      ['an unsigned JSON cursor', b64(JSON.stringify({ o: 'recent', k: [1], s: '' }))],
      ['a cursor of another list', values.foreignCursor],
      ['a cursor with three parts', 'a.b.c'],
      ['a cursor of an array', `${b64('[1,2]')}.${b64('y'.repeat(32))}`],
    );
  }
  return out;
}

/** Raw path-parameter values that are hostile whatever its rules: NUL, a lone surrogate, huge values. */
function hostileParamValues(parameter: Parameter): [string, string][] {
  const out: [string, string][] = [
    ['NUL', 'a%00b'],
    ['a lone surrogate', '%ED%A0%80'],
    ['a huge value', 'a'.repeat(600)],
  ];
  if (parameter.name !== '*') out.push(...hugeTextNumbers(flatten(parameter.schema)));
  return out;
}

/** Raw path-parameter values a parameter refuses; `final` when it is the last segment. */
function badParamValues(parameter: Parameter, final: boolean): [string, string][] {
  const s = flatten(parameter.schema);
  const out: [string, string][] = [
    ...hostileParamValues(parameter),
    ['a dot segment', '..'],
    ['an encoded dot segment', '%2e%2e'],
    ['an encoded slash', 'a%2Fb'],
    ['a double encoding', '%2561'],
    ['bad percent-encoding', '%zz'],
  ];
  if (!final) out.push(['an empty segment', '']);
  if (parameter.name === '*') {
    out.push(['a key that is not a file', 'demo/nothing'], ['an empty key segment', 'demo//x/thumb.webp']);
    return out;
  }
  for (const value of badStrings(s)) out.push([`"${value.slice(0, 24)}"`, encodeURIComponent(value)]);
  if (typeOf(s) === 'integer') {
    for (const value of ['abc', '0', '-1', '1.5', '99999999999'].filter(
      (v) =>
        !(Number.isInteger(Number(v)) && Number(v) >= (s.minimum ?? 1) && Number(v) <= (s.maximum ?? 1e9)),
    ))
      out.push([`"${value}"`, value]);
  }
  return out;
}

/** Valid in form but naming nothing: refused with 404 by a read (only reads: a delete of nothing is fine). */
function unknownParamValues(parameter: Parameter): [string, string][] {
  const s = flatten(parameter.schema);
  if (parameter.name === '*') return [];
  if (s.enum) return [];
  if (typeOf(s) === 'integer') return [['a page past the last', '99999']];
  if (s.pattern?.includes('0-9a-f]{8}')) return [['an unknown uuid', '00000000-0000-4000-8000-000000000000']];
  if (s.pattern?.includes('[1-9]')) return [['an unknown id', '2147483000']];
  return [['an unknown slug', 'no-such-thing-here']];
}

interface Base {
  readonly operation: Operation;
  /** Raw path parameter values. */
  readonly params: Record<string, string>;
  /** Raw query pairs of the required parameters. */
  readonly query: [string, string][];
  readonly body: unknown;
}

const encodeParam = (name: string, value: string) => (name === '*' ? value : encodeURIComponent(value));

function target(operation: Operation, params: Record<string, string>, query: [string, string][]): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => params[name] ?? '');
  const search = query.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');
  // A path parameter may carry a query of its own (a picture's address and its tag).
  return `${path}${search === '' ? '' : `${path.includes('?') ? '&' : '?'}${search}`}`;
}

function baseOf(operation: Operation, values: ValidValues): Base {
  const params: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path')
      params[parameter.name] = encodeParam(parameter.name, values.param(operation, parameter.name));
    if (parameter.in === 'query' && parameter.required)
      query.push([parameter.name, encodeURIComponent(values.query(operation, parameter))]);
  }
  return {
    operation,
    params,
    query,
    body: operation.body === null ? undefined : exampleOf(operation.body, values),
  };
}

const JSON_TYPE = { 'content-type': 'application/json' };

type Case = Omit<FuzzCase, 'role'>;

/** The valid body of the base, if it has one, with its content type. */
const validBody = (base: Base) =>
  base.body === undefined ? { headers: {} } : { headers: JSON_TYPE, body: JSON.stringify(base.body) };

/** The base with one path parameter replaced by a raw value. */
function paramCase(base: Base, parameter: Parameter, [word, value]: [string, string]): Case {
  const { operation } = base;
  return {
    label: `${operation.key}: {${parameter.name}} ${word}`,
    method: operation.method,
    path: target(operation, { ...base.params, [parameter.name]: value }, base.query),
    ...validBody(base),
    fields: [`params.${parameter.name}`, 'path'],
  };
}

/** The base with one query parameter set to a raw value. */
function queryCase(base: Base, parameter: Parameter, [word, value]: [string, string]): Case {
  const { operation } = base;
  const others = base.query.filter(([key]) => key !== parameter.name);
  return {
    label: `${operation.key}: ?${parameter.name} ${word}`,
    method: operation.method,
    path: target(operation, base.params, [...others, [parameter.name, value]]),
    ...validBody(base),
    fields: [`querystring.${parameter.name}`],
  };
}

/** The base with one body property set to a JSON value. */
function bodyFieldCase(base: Base, name: string, [word, value]: [string, unknown]): Case {
  const { operation } = base;
  return {
    label: `${operation.key}: body.${name} ${word}`,
    method: operation.method,
    path: target(operation, base.params, base.query),
    headers: JSON_TYPE,
    body: JSON.stringify({ ...(base.body as object), [name]: value }),
    fields: ['body'],
  };
}

/** The base with a body that is not an object, sent as JSON. */
function bodyTextCase(base: Base, text: string): Case {
  const { operation } = base;
  return {
    label: `${operation.key}: a body of ${text === '' ? 'nothing' : text}`,
    method: operation.method,
    path: target(operation, base.params, base.query),
    headers: JSON_TYPE,
    body: text,
    fields: ['body'],
  };
}

/** Bodies of another type than an object (`1e999` is Infinity to a JSON parser). */
const NOT_OBJECTS = ['[]', '"text"', '42', '1e999', 'null', 'true', ''];

const pathParameters = (operation: Operation) =>
  operation.parameters.filter((parameter) => parameter.in === 'path');
const queryParameters = (operation: Operation) =>
  operation.parameters.filter((parameter) => parameter.in === 'query');
const bodyProperties = (operation: Operation) =>
  Object.entries(operation.body === null ? {} : (flatten(operation.body).properties ?? {}));

/** The cases that make one path parameter wrong. */
function paramCases(base: Base): fc.Arbitrary<Case>[] {
  const { operation } = base;
  const names = operation.path.match(/\{([^}]+)\}/g)?.map((token) => token.slice(1, -1)) ?? [];
  return pathParameters(operation).map((parameter) => {
    const final = names[names.length - 1] === parameter.name && operation.path.endsWith('}');
    const bad = badParamValues(parameter, final);
    if (operation.method === 'GET') bad.push(...unknownParamValues(parameter));
    return fc.constantFrom(...bad).map((value) => paramCase(base, parameter, value));
  });
}

/** The cases that make one query parameter wrong, or repeat it, or leave a required one out. */
function queryCases(base: Base, values: ValidValues): fc.Arbitrary<Case>[] {
  const { operation } = base;
  const common = { method: operation.method, ...validBody(base) };
  return queryParameters(operation).map((parameter) => {
    const others = base.query.filter(([key]) => key !== parameter.name);
    const valid = encodeURIComponent(values.query(operation, parameter));
    const variants: fc.Arbitrary<Case>[] = [
      fc.constantFrom(...badQueryValues(parameter, values)).map((value) => queryCase(base, parameter, value)),
      fc.constant({
        ...common,
        label: `${operation.key}: ?${parameter.name} repeated`,
        path: target(operation, base.params, [...others, [parameter.name, valid], [parameter.name, valid]]),
        fields: [`querystring.${parameter.name}`],
      }),
    ];
    if (parameter.required)
      variants.push(
        fc.constant({
          ...common,
          label: `${operation.key}: ?${parameter.name} missing`,
          path: target(operation, base.params, others),
          fields: [`querystring.${parameter.name}`],
        }),
      );
    return fc.oneof(...variants);
  });
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,',
  "{'a':1}",
  '{"a":1}}',
  'nul',
  '{"a":"\u0001"}',
  '{"a":1,}',
  '{"a":NaN}',
];

/** The cases that make the body wrong: its syntax, its type, its content type, or one field. */
function bodyCases(base: Base): fc.Arbitrary<Case>[] {
  const { operation } = base;
  if (operation.body === null) return [];
  const schema = flatten(operation.body);
  const path = target(operation, base.params, base.query);
  const valid = JSON.stringify(base.body);
  const common = { method: operation.method, path, fields: ['body'] };
  const properties = bodyProperties(operation);
  const cases: fc.Arbitrary<Case>[] = [
    fc.constantFrom(...MALFORMED_JSON).map((text) => ({
      ...common,
      label: `${operation.key}: malformed JSON ${JSON.stringify(text)}`,
      headers: JSON_TYPE,
      body: text,
    })),
    fc.constantFrom(...NOT_OBJECTS).map((text) => bodyTextCase(base, text)),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/vnd.api+json',
        'image/png',
      )
      .map((type) => ({
        ...common,
        label: `${operation.key}: sent as ${type}`,
        headers: { 'content-type': type },
        body: valid,
      })),
    fc.constant({
      ...common,
      label: `${operation.key}: a body over the limit`,
      headers: JSON_TYPE,
      body: JSON.stringify({ ...(base.body as object), padding: 'p'.repeat(300 * 1024) }),
    }),
  ];
  if (properties.length > 0) {
    cases.push(
      fc
        .constantFrom(...properties)
        .chain(([name, property]) =>
          fc.constantFrom(...badJsonValues(property)).map((value) => bodyFieldCase(base, name, value)),
        ),
    );
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    cases.push(
      fc.constantFrom(...required).map((name) => {
        const { [name]: _dropped, ...rest } = base.body as Record<string, unknown>;
        return {
          ...common,
          label: `${operation.key}: body.${name} missing`,
          headers: JSON_TYPE,
          body: JSON.stringify(rest),
        };
      }),
    );
  }
  if (schema.additionalProperties === false) {
    cases.push(
      fc.constantFrom('unknown', '__proto__', 'constructor', 'a\ud800').map((key) => ({
        ...common,
        label: `${operation.key}: an unknown body key ${JSON.stringify(key)}`,
        headers: JSON_TYPE,
        body: `${valid.slice(0, -1)}${valid === '{}' ? '' : ','}${JSON.stringify(key)}:1}`,
      })),
    );
  }
  return cases;
}

/** The cases that break the path itself: empty segments, dot segments, encodings the BFF refuses. */
function pathCases(base: Base): fc.Arbitrary<Case> {
  const { operation } = base;
  const path = target(operation, base.params, base.query);
  const [pathname = '', search] = path.split('?');
  const query = search === undefined ? '' : `?${search}`;
  const segments = pathname.split('/').slice(1);
  return fc
    .record({
      at: fc.nat({ max: Math.max(0, segments.length - 1) }),
      how: fc.constantFrom<[string, (segment: string) => string]>(
        ['an empty segment before', (segment) => `/${segment}`],
        ['a dot segment before', (segment) => `./${segment}`],
        ['an encoded dot-dot before', (segment) => `%2E%2E/${segment}`],
        ['a NUL after', (segment) => `${segment}%00`],
        ['a double encoding', (segment) => `%25${segment}`],
        ['an encoded backslash', (segment) => `${segment}%5C`],
        ['bad percent-encoding', (segment) => `${segment}%f`],
        ['an invalid UTF-8 byte', (segment) => `${segment}%ff`],
      ),
    })
    .map(({ at, how: [word, change] }) => ({
      label: `${operation.key}: ${word} segment ${at + 1}`,
      method: operation.method,
      path: `/${segments.map((segment, index) => (index === at ? change(segment) : segment)).join('/')}${query}`,
      headers: base.body === undefined ? {} : JSON_TYPE,
      ...(base.body === undefined ? {} : { body: JSON.stringify(base.body) }),
      fields: ['path'],
    }));
}

/** Every invalid case of every operation, as one arbitrary. */
export function invalidRequests(
  operations: readonly Operation[],
  values: ValidValues,
): fc.Arbitrary<FuzzCase> {
  const perOperation = operations.map((operation) => {
    const base = baseOf(operation, values);
    return fc.oneof(...paramCases(base), ...queryCases(base, values), ...bodyCases(base), pathCases(base));
  });
  return fc
    .record({ request: fc.oneof(...perOperation), role: fc.constantFrom(...FUZZ_ROLES) })
    .map(({ request, role }) => ({ ...request, role }));
}

/**
 * Every hostile value (`hostileParamValues`, `hostileQueryValues`, `hostileJsonValues`, a body that is
 * not an object) in every field of every operation, once each, in a fixed order; the callers take turns.
 */
export function hostileRequests(operations: readonly Operation[], values: ValidValues): FuzzCase[] {
  const cases: Case[] = [];
  for (const operation of operations) {
    const base = baseOf(operation, values);
    for (const parameter of pathParameters(operation))
      for (const value of hostileParamValues(parameter)) cases.push(paramCase(base, parameter, value));
    for (const parameter of queryParameters(operation))
      for (const value of hostileQueryValues(parameter)) cases.push(queryCase(base, parameter, value));
    if (operation.body === null) continue;
    for (const text of NOT_OBJECTS) cases.push(bodyTextCase(base, text));
    for (const [name, property] of bodyProperties(operation))
      for (const value of hostileJsonValues(property)) cases.push(bodyFieldCase(base, name, value));
  }
  return cases.map((request, index) => ({
    ...request,
    role: FUZZ_ROLES[index % FUZZ_ROLES.length] ?? 'visitor',
  }));
}
