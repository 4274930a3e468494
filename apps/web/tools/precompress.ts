import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The build outputs worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
/** Below this, compression saves less than the headers it adds. */
const MIN_BYTES = 1024;

/** What precompressing a file gave: its size as is, with brotli and with gzip (bytes). */
export interface Precompressed {
  readonly file: string;
  readonly raw: number;
  readonly br: number;
  readonly gz: number;
}

/**
 * Writes `file.br` (brotli, highest quality) and `file.gz` (gzip level 9) beside each compressible file
 * of `directory` (recursively) of at least 1 KB, unless compressing does not make it smaller. Done
 * once at build time, so the server never compresses on the fly: `@fastify/static`'s `preCompressed`
 * serves them with `Content-Encoding` to browsers that accept them.
 */
export async function precompressDirectory(directory: string): Promise<Precompressed[]> {
  const written: Precompressed[] = [];
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const source = await readFile(file);
    if (source.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    if (br.length < source.length) await writeFile(`${file}.br`, br);
    if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    written.push({ file, raw: source.length, br: br.length, gz: gz.length });
  }
  return written;
}

/** Vite plugin: precompresses the build's `assets/` once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pageshelf-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDirectory(join(outDir, 'assets'));
      const sum = (key: 'raw' | 'br' | 'gz') => files.reduce((total, file) => total + file[key], 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      this.info?.(
        `precompressed ${files.length} assets: ${kb(sum('raw'))} → brotli ${kb(sum('br'))}, gzip ${kb(sum('gz'))}`,
      );
    },
  };
}
