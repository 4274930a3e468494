/**
 * Search by picture under a crowd (issue 25, row 6): 40 Pro members send a large picture at the same
 * moment, through the BFF, to the built API. A picture of 6324×6324 pixels (just under the 40-megapixel
 * limit, several MB of PNG) is 120 MB once decoded; the API must refuse what it cannot take before
 * reading it, so its peak memory (VmHWM of the API process) rises by at most 500 MB, and every answer is
 * a result (200) or a refusal to come back in a moment (429), never a 5xx.
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Answer, Client, freshAddress, signIn } from './support/client.js';
import { errorBody } from './support/error-shape.js';
import { type Product, startProduct } from './support/product.js';

const SIDE = 6324;
const UPLOADS = 40;
const MAX_RISE_MB = 500;

let product: Product;
let pro: Client;

/**
 * A 6324×6324 PNG that does not compress to nothing: gradients with a sprinkle of one-bit noise, about
 * 7 MB (under the 10 MB limit); decoded, 120 MB of pixels.
 */
async function largePicture(): Promise<Buffer> {
  const raw = Buffer.alloc(SIDE * SIDE * 3);
  let seed = 12_345;
  for (let y = 0; y < SIDE; y += 1) {
    for (let x = 0; x < SIDE; x += 1) {
      const at = (y * SIDE + x) * 3;
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      raw[at] = (x * 255) / SIDE;
      raw[at + 1] = (y * 255) / SIDE;
      raw[at + 2] = ((x + y) * 127) / SIDE + (((seed >> 16) & 15) === 0 ? (seed >> 20) & 1 : 0);
    }
  }
  return sharp(raw, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .png()
    .toBuffer();
}

/** A multipart form with one file in the field `image`. */
function pictureForm(picture: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----picture-crowd';
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="large.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A line of `/proc/<pid>/status` in megabytes (`VmHWM`: the peak resident memory; `VmRSS`: now). */
async function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kilobytes) / 1024;
}

beforeAll(async () => {
  product = await startProduct(inject('template'));
  pro = new Client(product.bffUrl, {
    address: freshAddress(),
    cookies: { ps_session: await signIn(product.bffUrl, 'pro@pageshelf.dev') },
  });
}, 600_000);

afterAll(async () => {
  await product?.close();
});

describe('search by picture under a crowd', () => {
  it('answers 40 uploads of a 6324×6324 PNG at once with 200 or 429, its memory rising by at most 500 MB', async () => {
    const picture = await largePicture();
    expect(picture.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(picture.length).toBeLessThan(10 * 1024 * 1024);
    const form = pictureForm(picture);
    const search = () => pro.call('POST', '/api/search/image?limit=6', form);

    // One picture first, so the text reader and the signatures are loaded before the peak is read.
    const small = await sharp(picture).resize({ width: 400 }).png().toBuffer();
    const warm = await pro.call('POST', '/api/search/image?limit=6', pictureForm(small));
    expect(warm.status, warm.text).toBe(200);

    const pid = product.api.pid;
    if (pid === undefined) throw new Error('the API is not running');
    // The peak is set back to the memory in use now (Linux: 5 in clear_refs), so the rise is this crowd's.
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    const before = await memoryMb(pid, 'VmHWM');
    const answers: Answer[] = await Promise.all(Array.from({ length: UPLOADS }, search));
    const after = await memoryMb(pid, 'VmHWM');

    const statuses = answers.map((answer) => answer.status);
    const count = (status: number) => statuses.filter((value) => value === status).length;
    process.stdout.write(
      `API peak memory ${before.toFixed(0)} MB → ${after.toFixed(0)} MB (+${(after - before).toFixed(0)} MB) ` +
        `for ${UPLOADS} uploads of ${(picture.length / 1024 / 1024).toFixed(1)} MB: ` +
        `${count(200)} × 200, ${count(429)} × 429, others: ${statuses.filter((s) => s !== 200 && s !== 429).join(', ') || 'none'}\n`,
    );
    for (const answer of answers) {
      expect([200, 429], answer.text.slice(0, 300)).toContain(answer.status);
      if (answer.status === 429) expect(errorBody(answer)).toMatchObject({ code: 'rate_limited' });
    }
    expect(count(200)).toBeGreaterThan(0);
    expect(after - before).toBeLessThanOrEqual(MAX_RISE_MB);
  });
});
