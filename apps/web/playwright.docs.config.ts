import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Not a test run: draws the screenshots of docs/screenshots/ from the running product (the same
 * start-up as the browser tests). `npx playwright test -c playwright.docs.config.ts` after a build.
 */
export default defineConfig({
  ...base,
  testDir: './tools/docs-screenshots',
  outputDir: 'test-results-docs',
  workers: 1,
  timeout: 300_000,
});
