/**
 * What the demo apps say lives in data files a writer edits without reading code: `data/<domain>/<file>.yaml`,
 * one folder per product category (`finance`, `travel`, …), one file per family of screens, and
 * `data/<file>.yaml` for what every domain's apps say alike (offices, press names). The drawing code
 * reads them through `domainData`, which checks each file against a zod schema once, when the module that
 * asks for it loads, and names the file and the field that is wrong.
 *
 * Text that depends on the app (its name, a person, a price) is written with placeholders, `{app}`, filled by
 * `fill`; a placeholder nobody fills is an error, never printed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { z } from 'zod';

/** The product categories, each a folder of `data/`. */
export const DOMAINS = [
  'finance',
  'productivity',
  'health-fitness',
  'social',
  'e-commerce',
  'travel',
  'developer-tools',
  'ai',
  'education',
  'media',
] as const;
export type Domain = (typeof DOMAINS)[number];

/** `data/`, beside `src/` and `dist/` alike. */
const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

/** The path of one data file, relative to the package (for messages and tests). */
export const dataPath = (domain: string, file: string) => `data/${domain}/${file}.yaml`;

/** Reads and checks one YAML file of `data/` (a path inside it, without `.yaml`). */
export function readData<T>(path: string, schema: z.ZodType<T>): T {
  const text = readFileSync(`${DATA_DIR}${path}.yaml`, 'utf8');
  const parsed = schema.safeParse(parse(text));
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new Error(`data/${path}.yaml does not read as expected:\n${issues.join('\n')}`);
  }
  return parsed.data;
}

/** One file per domain (`data/<domain>/<file>.yaml`), each checked by `schema`. */
export function domainData<T>(file: string, schema: z.ZodType<T>): Record<Domain, T> {
  return Object.fromEntries(
    DOMAINS.map((domain) => [domain, readData(`${domain}/${file}`, schema)]),
  ) as Record<Domain, T>;
}

/** Fills `{name}` placeholders; one without a value throws, so a typo in a data file is never shown. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`"${template}" has {${name}}, which is not one of: ${Object.keys(values).join(', ')}`);
    return String(value);
  });
}
