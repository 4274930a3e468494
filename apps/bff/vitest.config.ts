import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    setupFiles: ['test/setup.ts'],
    testTimeout: 15_000,
    hookTimeout: 15_000,
  },
});
