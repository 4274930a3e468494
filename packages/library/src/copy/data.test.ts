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
  it('has a folder per domain, each with the same files, and beside them only YAML files every domain shares', () => {
    const entries = readdirSync(root, { withFileTypes: true });
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual([...DOMAINS].sort());
    for (const entry of entries.filter((candidate) => !candidate.isDirectory()))
      expect(entry.name).toMatch(/^[a-z-]+\.yaml$/);
    const files = (domain: string) => readdirSync(`${root}${domain}`).sort();
    for (const domain of DOMAINS) expect(files(domain), domain).toEqual(files('finance'));
  });
  it('names the file and the field a schema refuses', () => {
    expect(() => readData('finance/apps', z.array(z.object({ nothing: z.string() })))).toThrow(
      /data\/finance\/apps\.yaml[\s\S]*0\.nothing/,
    );
  });
});
