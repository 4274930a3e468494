import { afterEach, vi } from 'vitest';

// An unexpected console.error fails the test: warnings are bugs in waiting.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length > 0) {
    const message = errors.map((args) => args.map(String).join(' ')).join('\n');
    errors.length = 0;
    throw new Error(`console.error was called:\n${message}`);
  }
});
