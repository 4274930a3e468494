import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries `pnpm lint` holds (biome.json's restricted imports), shown on files written for the
 * purpose: the repository's own configuration, in a directory of its own, over files at the paths the
 * rules name. Each rule refuses its file and lets the same import pass where it belongs.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const biome = join(root, 'node_modules/@biomejs/biome/bin/biome');
let dir: string;

const FILES: Record<string, string> = {
  // A route reaching SQL or a repository (issue 27): refused.
  'apps/api/src/routes/content/reaches-sql.ts': `import { sql } from 'kysely';\n\nexport const query = sql\`select 1\`;\n`,
  'apps/api/src/routes/content/reaches-repository.ts': `import { TagsRepository } from '../../repositories/tags.repository.js';\n\nexport const repository = TagsRepository;\n`,
  // The same imports where they belong: allowed.
  'apps/api/src/repositories/uses-sql.ts': `import { sql } from 'kysely';\n\nexport const query = sql\`select 1\`;\n`,
  'apps/api/src/services/uses-repository.ts': `import { TagsRepository } from '../repositories/tags.repository.js';\n\nexport const repository = TagsRepository;\n`,
  // Apps never import each other.
  'apps/web/src/reaches-api.ts': `import { app } from '../../api/src/app.js';\n\nexport const api = app;\n`,
  // The domain is pure.
  'packages/domain/src/reaches-io.ts': `import { readFileSync } from 'node:fs';\n\nexport const read = readFileSync;\n`,
};

/** The files Biome refuses an import of, with the rule's message. */
function refused(): Map<string, string[]> {
  const run = spawnSync(
    process.execPath,
    [biome, 'lint', '--vcs-enabled=false', '--max-diagnostics=100', '--reporter=github', '.'],
    { cwd: dir, encoding: 'utf8' },
  );
  const found = new Map<string, string[]>();
  for (const line of `${run.stdout}\n${run.stderr}`.split('\n')) {
    const match = /^::error title=lint\/style\/noRestrictedImports,file=([^,]+),.*::(.*)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const file = relative(dir, resolve(dir, match[1]));
    found.set(file, [...(found.get(file) ?? []), match[2]]);
  }
  return found;
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
  it('refuses SQL and repositories in API routes, apps importing each other and I/O in the domain; allows them where they belong', () => {
    const found = refused();
    expect([...found.keys()].sort()).toEqual([
      'apps/api/src/routes/content/reaches-repository.ts',
      'apps/api/src/routes/content/reaches-sql.ts',
      'apps/web/src/reaches-api.ts',
      'packages/domain/src/reaches-io.ts',
    ]);
    expect(found.get('apps/api/src/routes/content/reaches-sql.ts')?.[0]).toMatch(/Routes call services/);
    expect(found.get('apps/web/src/reaches-api.ts')?.[0]).toMatch(/Apps never import each other/);
  });
});
