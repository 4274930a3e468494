import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DOMAINS, fill, readData } from './data.js';

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

describe('data files', () => {
  const root = fileURLToPath(new URL('../../data/', import.meta.url));
  it('has a folder per domain and nothing else', () => {
    const folders = readdirSync(root, { withFileTypes: true });
    expect(folders.every((entry) => entry.isDirectory())).toBe(true);
    expect(folders.map((entry) => entry.name).sort()).toEqual([...DOMAINS].sort());
  });
  it('names the file and the field a schema refuses', () => {
    expect(() => readData('finance/apps', z.array(z.object({ nothing: z.string() })))).toThrow(
      /data\/finance\/apps\.yaml[\s\S]*0\.nothing/,
    );
  });
});
