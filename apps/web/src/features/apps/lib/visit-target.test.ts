import { describe, expect, it } from 'vitest';
import { visitTargetOf } from './visit-target';

describe('visitTargetOf', () => {
  it('follows an absolute http(s) website', () => {
    expect(visitTargetOf('https://linear.app')).toBe('https://linear.app/');
    expect(visitTargetOf('http://example.org/path?q=1')).toBe('http://example.org/path?q=1');
  });

  it('has no target without a website', () => {
    expect(visitTargetOf(null)).toBeNull();
    expect(visitTargetOf(undefined)).toBeNull();
    expect(visitTargetOf('')).toBeNull();
  });

  it('never follows another scheme or a relative address', () => {
    expect(visitTargetOf('javascript:alert(1)')).toBeNull();
    expect(visitTargetOf('JavaScript:alert(1)')).toBeNull();
    expect(visitTargetOf('data:text/html,hi')).toBeNull();
    expect(visitTargetOf('ftp://files.example.org')).toBeNull();
    expect(visitTargetOf('//evil.example')).toBeNull();
    expect(visitTargetOf('/apps/dayline')).toBeNull();
  });
});
