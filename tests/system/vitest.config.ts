import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup.ts'],
    pool: 'forks',
    // Each file starts its own API and BFF and mostly waits on them: the three run side by side.
    maxWorkers: 3,
    // Generous for a busy machine: on PGlite a test that reads the database restarts the API.
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
