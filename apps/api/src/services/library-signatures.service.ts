import { buffer } from 'node:stream/consumers';
import {
  decodeRaw,
  likenessWords,
  textSketch,
  type VisualSignature,
  visualSignatureOf,
} from '@pageshelf/library/likeness';
import type { MediaStore } from '../media/media-store.js';
import type { SignaturesRepository } from '../repositories/signatures.repository.js';

const PAGE = 500;

/**
 * Signs the screens of a library written before signatures were stored (search by picture): the visual
 * signature from the stored thumbnail (the picture the demo generator and the importer sign too), the
 * sketch from the text. Screens that share a picture are read once. Run by `library signatures` and by
 * `library demo --if-empty` on a library that already has apps, so an upgraded installation searches
 * its whole library by picture.
 */
export async function signUnsignedScreens(
  signatures: SignaturesRepository,
  media: MediaStore,
  onProgress?: (done: number, total: number) => void,
): Promise<{ signed: number; withoutPicture: number }> {
  const total = await signatures.countUnsigned();
  if (total === 0) return { signed: 0, withoutPicture: 0 };
  const read = new Map<string, VisualSignature | null>();
  let after = 0;
  let signed = 0;
  let withoutPicture = 0;
  for (;;) {
    const rows = await signatures.unsigned(after, PAGE);
    if (rows.length === 0) break;
    for (const row of rows) {
      let visual: VisualSignature | null = null;
      if (row.needsVisual) {
        if (!read.has(row.imageKey)) {
          const stored = (await media.get(row.imageKey, 'thumb')) ?? (await media.get(row.imageKey, 'full'));
          read.set(
            row.imageKey,
            stored
              ? await visualSignatureOf(await decodeRaw(await buffer(stored.body))).catch(() => null)
              : null,
          );
        }
        visual = read.get(row.imageKey) ?? null;
        if (visual === null) withoutPicture += 1;
      }
      await signatures.sign(row.id, visual, textSketch(likenessWords(row.text)));
      signed += 1;
    }
    after = rows[rows.length - 1]?.id ?? after;
    onProgress?.(signed, total);
    if (rows.length < PAGE) break;
  }
  return { signed, withoutPicture };
}
