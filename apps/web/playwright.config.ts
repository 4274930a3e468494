import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the whole product: the API and the BFF are started once by
 * e2e/start-product.mjs (ports 4100 and 3100, fresh data in a temp dir) and serve the built SPA.
 * Build first: `pnpm --filter @pageshelf/api --filter @pageshelf/bff --filter @pageshelf/web build`.
 */
const PORT = Number(process.env.E2E_BFF_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  // A run on other ports (a second copy beside this one) keeps its own results folder.
  outputDir: process.env.E2E_BFF_PORT ? `test-results-${PORT}` : 'test-results',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails now and then is a bug to find, not to hide.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Traces (a screencast and a DOM snapshot of every action) cost a third of a run's time on two
    // cores, and CI's are never read: its log and each failure's error-context.md (the page's
    // accessibility tree) are. E2E_TRACE=1 keeps a failed test's trace for a run on this machine.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      // Debian's /usr/bin/chromium, without a renderer no test sees (see the script).
      executablePath: fileURLToPath(new URL('./e2e/chromium.sh', import.meta.url)),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/start-product.mjs',
    url: `${baseURL}/build-manifest.json`,
    // The first run generates the demo library (about 1.5 minutes); later runs copy it.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
