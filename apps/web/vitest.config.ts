import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webEnvDefine } from './tools/web-env';

export default defineConfig({
  plugins: [react()],
  define: webEnvDefine('test', fileURLToPath(new URL('.', import.meta.url))),
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
  },
});
