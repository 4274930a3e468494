/**
 * The API's OpenAPI document (`GET /openapi.json`, read from the API itself: the BFF refuses some of its
 * prefixes) as a list of operations with their parameters and body schema, `$ref`s resolved.
 */
import { send } from './client.js';

/** The JSON Schema subset the API's document uses. */
export interface Schema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | Schema;
  readonly items?: Schema;
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly allOf?: readonly Schema[];
  readonly default?: unknown;
}

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: Schema;
}

export interface Operation {
  readonly method: string;
  /** The document's path template, `/screens/{uuid}`. */
  readonly path: string;
  /** `GET /screens/{uuid}`. */
  readonly key: string;
  readonly parameters: readonly Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  readonly body: Schema | null;
}

interface Document {
  readonly paths: Readonly<
    Record<
      string,
      Readonly<
        Record<
          string,
          {
            parameters?: { name: string; in: Parameter['in']; required?: boolean; schema?: Schema }[];
            requestBody?: { content?: Record<string, { schema?: Schema }> };
          }
        >
      >
    >
  >;
  readonly components?: { readonly schemas?: Readonly<Record<string, Schema>> };
}

/** `schema` with every `$ref` replaced by what it names (the API's schemas are not recursive). */
function resolve(document: Document, schema: Schema | undefined, depth = 0): Schema {
  if (schema === undefined) return {};
  if (depth > 20) throw new Error('schema nested too deeply');
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (target === undefined) throw new Error(`unknown schema ${schema.$ref}`);
    return resolve(document, target, depth + 1);
  }
  const out: Record<string, unknown> = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, resolve(document, value, depth + 1)]),
    );
  }
  if (schema.items) out.items = resolve(document, schema.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((item) => resolve(document, item, depth + 1));
  }
  return out as Schema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the API's document. */
export async function loadOperations(apiUrl: string): Promise<Operation[]> {
  const answer = await send(apiUrl, { path: '/openapi.json' });
  if (answer.status !== 200) throw new Error(`GET /openapi.json: ${answer.status}`);
  const document = answer.json as Document;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [lower, operation] of Object.entries(item)) {
      if (!METHODS.includes(lower)) continue;
      const method = lower.toUpperCase();
      const json = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method,
        path,
        key: `${method} ${path}`,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? false,
          schema: resolve(document, parameter.schema),
        })),
        body: json === undefined ? null : resolve(document, json),
      });
    }
  }
  return operations;
}
