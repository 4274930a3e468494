/** Decoded pixels: images are decoded once and every variant is cut from the same buffer. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}
