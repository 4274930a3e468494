import type { TestProject } from 'vitest/node';
import { testEnv } from './env.js';
import { ensureTemplate } from './template.js';

/** Makes the template library once for the run (see `template.ts`) and hands it to the test files. */
export default async function setup(project: TestProject): Promise<void> {
  const started = Date.now();
  const template = await ensureTemplate();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const where = testEnv.databaseUrl === null ? 'PGlite' : `PostgreSQL (${testEnv.databaseUrl})`;
  process.stdout.write(`system tests on ${where}; template ready in ${seconds} s\n`);
  project.provide('template', template);
}
