// An unexpected console.error fails the test that caused it: warnings are bugs in waiting.
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(consoleError, 'console.error was called').not.toHaveBeenCalled();
  consoleError.mockRestore();
});
