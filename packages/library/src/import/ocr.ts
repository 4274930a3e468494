import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

/**
 * Reads the text on screenshots with tesseract.js. The English model comes from the npm package
 * @tesseract.js-data/eng and is loaded from local files: nothing is downloaded at run time.
 */
export class ScreenReader {
  private constructor(private readonly worker: Worker) {}

  static async open(cacheDir: string): Promise<ScreenReader> {
    const require = createRequire(import.meta.url);
    const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
    const worker = await createWorker('eng', 1, { langPath, cachePath: cacheDir, gzip: true });
    // Screenshots carry no resolution, or a wrong one: text is read as at 2x on a 72 dpi screen.
    await worker.setParameters({ user_defined_dpi: '144' });
    return new ScreenReader(worker);
  }

  /** The words recognised on an image, one space between them. */
  async read(image: Buffer): Promise<string> {
    const { data } = await this.worker.recognize(image);
    return data.text
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]{2,}/u.test(word))
      .join(' ')
      .slice(0, 20_000);
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
