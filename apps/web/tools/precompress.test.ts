import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes brotli and gzip beside text assets of 1 KB or more, each decoding to the original', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'nested'));
    const script = `export const words = ${JSON.stringify('screen flow component '.repeat(400))};\n`;
    await writeFile(join(dir, 'nested', 'app.js'), script);
    await writeFile(join(dir, 'tiny.css'), 'a{color:red}');
    await writeFile(join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    const written = await precompressDirectory(dir);

    expect(written.map((entry) => entry.file)).toEqual([join(dir, 'nested', 'app.js')]);
    const [entry] = written;
    expect(entry?.raw).toBe(Buffer.byteLength(script));
    expect(entry?.br).toBeLessThan(entry?.gz ?? 0);
    expect(entry?.gz).toBeLessThan((entry?.raw ?? 0) / 10);
    const br = await readFile(join(dir, 'nested', 'app.js.br'));
    const gz = await readFile(join(dir, 'nested', 'app.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    // Too small to gain, or not text: left alone.
    await expect(readFile(join(dir, 'tiny.css.br'))).rejects.toThrow();
    await expect(readFile(join(dir, 'logo.png.gz'))).rejects.toThrow();
  });
});
