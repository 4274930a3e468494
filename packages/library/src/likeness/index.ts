/**
 * `@pageshelf/library/likeness`: signatures of pictures and texts, and how alike two are (decision 12).
 * Apart from the root entry so that the API loads it without the demo generator's renderer.
 */

export type { RawImage } from '../media/image-variants.js';
export { decodeRaw } from '../media/image-variants.js';
export * from './likeness.js';
export { hashCopy, squareCopy, visualSignatureOf } from './picture.js';
export * from './signature.js';
