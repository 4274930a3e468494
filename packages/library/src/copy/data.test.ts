import { describe, expect, it } from 'vitest';
import { fill } from './data.js';

describe('fill', () => {
  it('fills every placeholder', () => {
    expect(fill('{app} sent {count} files', { app: 'Notara', count: 3 })).toBe('Notara sent 3 files');
  });
  it('throws on a placeholder without a value, naming it', () => {
    expect(() => fill('Hi {nmae}', { name: 'Ada' })).toThrow(/\{nmae\}.*name/);
  });
  it('leaves braces that are not placeholders', () => {
    expect(fill('{ } and {1}', {})).toBe('{ } and {1}');
  });
});
