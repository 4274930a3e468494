import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeModal } from '#lib/modals';
import { clearToasts } from '#lib/toast';
import { clearCookies } from './cookies';

// An unexpected console.error is a bug in waiting: it fails the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  clearCookies();
  clearToasts();
  closeModal();
  vi.useRealTimers();
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(' ') ?? '';
    throw new Error(`console.error was called ${errors.length} time(s): ${first}`);
  }
});
