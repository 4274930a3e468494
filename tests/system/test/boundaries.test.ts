import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries `pnpm lint` holds, shown on files written for the purpose: the repository's own
 * configuration, in a directory of its own, over files at the paths the rules name. Biome holds the
 * restricted imports (biome.json) and the import cycles; dependency-cruiser holds the one rule Biome
 * cannot say, a web feature importing another (.dependency-cruiser.js). Each rule refuses its file
 * and lets the same import pass where it belongs.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const biome = join(root, 'node_modules/@biomejs/biome/bin/biome');
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
let dir: string;

const FILES: Record<string, string> = {
  // A route reaching SQL or a repository (issue 27): refused.
  'apps/api/src/routes/content/reaches-sql.ts': `import { sql } from 'kysely';\n\nexport const query = sql\`select 1\`;\n`,
  'apps/api/src/routes/content/reaches-repository.ts': `import { TagsRepository } from '../../repositories/tags.repository.js';\n\nexport const repository = TagsRepository;\n`,
  // The same imports where they belong: allowed.
  'apps/api/src/repositories/uses-sql.ts': `import { sql } from 'kysely';\n\nexport const query = sql\`select 1\`;\n`,
  'apps/api/src/services/uses-repository.ts': `import { TagsRepository } from '../repositories/tags.repository.js';\n\nexport const repository = TagsRepository;\n`,
  // A service reaching a plugin or a route, by relative path or by alias (issue 27): refused.
  'apps/api/src/services/reaches-plugin.ts': `import type { Viewer } from '../plugins/viewer.js';\n\nexport type Caller = Viewer;\n`,
  'apps/api/src/services/reaches-route.ts': `import { contentRoutes } from '../routes/content/content.routes.js';\n\nexport const routes = contentRoutes;\n`,
  'apps/api/src/services/reaches-plugin-by-alias.ts': `import { signedIn } from '#plugins/viewer.js';\n\nexport const check = signedIn;\n`,
  // A plugin and a route may use a service (the other direction): allowed.
  'apps/api/src/plugins/uses-service.ts': `import { repository } from '../services/uses-repository.js';\n\nexport const used = repository;\n`,
  // Apps never import each other.
  'apps/web/src/reaches-api.ts': `import { app } from '../../api/src/app.js';\n\nexport const api = app;\n`,
  // The domain is pure.
  'packages/domain/src/reaches-io.ts': `import { readFileSync } from 'node:fs';\n\nexport const read = readFileSync;\n`,
  // An import cycle, of types only: refused, both ends.
  'packages/domain/src/cycle/left.ts': `import type { Right } from './right.js';\n\nexport type Left = { right?: Right };\n`,
  'packages/domain/src/cycle/right.ts': `import type { Left } from './left.js';\n\nexport type Right = { left?: Left };\n`,
  // The same two files with the import going one way: allowed.
  'packages/domain/src/one-way/upper.ts': `import type { Lower } from './lower.js';\n\nexport type Upper = { lower: Lower };\n`,
  'packages/domain/src/one-way/lower.ts': `export type Lower = { depth: number };\n`,
  // Web features: `#features/*` is an alias of src/features/* (package.json imports, as in apps/web).
  'apps/web/package.json': `${JSON.stringify(
    {
      name: 'web-fixture',
      private: true,
      type: 'module',
      imports: {
        '#features/*': ['./src/features/*', './src/features/*.ts'],
        '#lib/*': ['./src/lib/*', './src/lib/*.ts'],
      },
    },
    null,
    2,
  )}\n`,
  // A cycle written with aliases: refused too.
  'apps/web/src/lib/ask.ts': `import type { Answer } from '#lib/answer';\n\nexport type Ask = { answer?: Answer };\n`,
  'apps/web/src/lib/answer.ts': `import type { Ask } from '#lib/ask';\n\nexport type Answer = { ask?: Ask };\n`,
  'apps/web/src/features/apps/api/get-apps.ts': `export const getApps = () => [];\n`,
  'apps/web/src/features/apps/hooks/use-apps.ts': `import { getApps } from '../api/get-apps';\n\nexport const useApps = () => getApps();\n`,
  // A feature importing another one, by relative path, by alias, or for a type only: refused.
  'apps/web/src/features/filters/hooks/reaches-apps.ts': `import { getApps } from '../../apps/api/get-apps';\n\nexport const apps = getApps;\n`,
  'apps/web/src/features/filters/hooks/reaches-apps-by-alias.ts': `import { useApps } from '#features/apps/hooks/use-apps';\n\nexport const apps = useApps;\n`,
  'apps/web/src/features/filters/api/reaches-apps-for-a-type.ts': `import type { getApps } from '../../apps/api/get-apps';\n\nexport type Apps = ReturnType<typeof getApps>;\n`,
  // An alias the resolver cannot follow (a mapping only a bundler knows) is judged as written: refused.
  'apps/web/src/features/filters/hooks/reaches-unmapped-alias.ts': `import { useApps } from '#features/apps/hooks/not-mapped';\n\nexport const apps = useApps;\n`,
  // A feature importing its own files, by relative path and by alias; the app composing features: allowed.
  'apps/web/src/features/filters/hooks/use-filters.ts': `import { getCategories } from '../api/get-categories';\n\nexport const useFilters = () => getCategories();\n`,
  'apps/web/src/features/filters/api/get-categories.ts': `export const getCategories = () => [];\n`,
  'apps/web/src/features/filters/components/filter-bar.ts': `import { useFilters } from '#features/filters/hooks/use-filters';\n\nexport const filterBar = useFilters;\n`,
  'apps/web/src/app/routes/apps.ts': `import { useApps } from '#features/apps/hooks/use-apps';\nimport { useFilters } from '../../features/filters/hooks/use-filters';\n\nexport const page = [useApps, useFilters];\n`,
};

/** Biome's refusals: file → the rules it broke, with their messages. */
function biomeRefusals(): Map<string, string[]> {
  const run = spawnSync(
    process.execPath,
    [biome, 'lint', '--vcs-enabled=false', '--max-diagnostics=200', '--reporter=github', '.'],
    { cwd: dir, encoding: 'utf8' },
  );
  const found = new Map<string, string[]>();
  for (const line of `${run.stdout}\n${run.stderr}`.split('\n')) {
    const match = /^::error title=lint\/([^,]+),file=([^,]+),.*::(.*)$/.exec(line);
    if (!match?.[1] || !match[2] || !match[3]) continue;
    const file = relative(dir, resolve(dir, match[2]));
    found.set(file, [...(found.get(file) ?? []), `${match[1]}: ${match[3]}`]);
  }
  return found;
}

/** dependency-cruiser's refusals over the web app, as `pnpm lint` prints them (`rule: from → to`), and its exit code. */
function featureRefusals(): { status: number | null; edges: string[] } {
  const run = spawnSync(
    process.execPath,
    [depcruise, '--config', join(root, '.dependency-cruiser.js'), 'apps/web/src'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  const edges = run.stdout
    .split('\n')
    .flatMap((line) => /^\s*error (.+)$/.exec(line)?.[1] ?? [])
    .sort();
  return { status: run.status, edges };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pageshelf-boundaries-'));
  copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('import boundaries (pnpm lint)', () => {
  it('refuses SQL and repositories in API routes, plugins and routes in API services, apps importing each other, I/O in the domain and import cycles; allows them where they belong', () => {
    const found = biomeRefusals();
    expect([...found.keys()].sort()).toEqual([
      'apps/api/src/routes/content/reaches-repository.ts',
      'apps/api/src/routes/content/reaches-sql.ts',
      'apps/api/src/services/reaches-plugin-by-alias.ts',
      'apps/api/src/services/reaches-plugin.ts',
      'apps/api/src/services/reaches-route.ts',
      'apps/web/src/lib/answer.ts',
      'apps/web/src/lib/ask.ts',
      'apps/web/src/reaches-api.ts',
      'packages/domain/src/cycle/left.ts',
      'packages/domain/src/cycle/right.ts',
      'packages/domain/src/reaches-io.ts',
    ]);
    expect(found.get('apps/api/src/routes/content/reaches-sql.ts')?.[0]).toMatch(/Routes call services/);
    expect(found.get('apps/web/src/reaches-api.ts')?.[0]).toMatch(/Apps never import each other/);
    for (const file of ['reaches-plugin', 'reaches-route', 'reaches-plugin-by-alias']) {
      expect(found.get(`apps/api/src/services/${file}.ts`)).toEqual([
        expect.stringMatching(/^style\/noRestrictedImports: Services .* never import a plugin or a route/),
      ]);
    }
    // Type-only imports count: a cycle of `import type` is still a cycle for the reader.
    for (const file of [
      'packages/domain/src/cycle/left.ts',
      'packages/domain/src/cycle/right.ts',
      'apps/web/src/lib/ask.ts',
      'apps/web/src/lib/answer.ts',
    ]) {
      expect(found.get(file)).toEqual([expect.stringMatching(/^suspicious\/noImportCycles: /)]);
    }
  });

  it('refuses a web feature importing another feature, by relative path, by alias (mapped or not) or for a type only; allows a feature its own files and the app every feature', () => {
    const { status, edges } = featureRefusals();
    expect(edges).toEqual([
      'web-feature-imports-another-feature: apps/web/src/features/filters/api/reaches-apps-for-a-type.ts → apps/web/src/features/apps/api/get-apps.ts',
      'web-feature-imports-another-feature: apps/web/src/features/filters/hooks/reaches-apps-by-alias.ts → apps/web/src/features/apps/hooks/use-apps.ts',
      'web-feature-imports-another-feature: apps/web/src/features/filters/hooks/reaches-apps.ts → apps/web/src/features/apps/api/get-apps.ts',
      'web-feature-imports-another-feature: apps/web/src/features/filters/hooks/reaches-unmapped-alias.ts → #features/apps/hooks/not-mapped',
    ]);
    expect(status).toBe(4);
  });
});
