/**
 * `@pageshelf/library/likeness`: signatures of pictures and texts, and how alike two are (decision 12).
 * Apart from the root entry so that the API loads it without the demo generator's renderer.
 */

export { decodeRaw } from '../media/image-variants.js';
export type { RawImage } from '../media/raw-image.js';
export * from './likeness.js';
export { hashCopy, squareCopy, visualSignatureOf } from './picture.js';
export * from './signature.js';
