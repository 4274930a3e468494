import { base64DecodedLength, MAX_SCREENSHOT_BYTES } from '@pageshelf/contracts/feedback';

/** Elements never in the picture: the dialogs over the page and the toasts. */
const OVERLAYS = ['modal-root', 'toaster', 'top-loading-bar'];

/** Whether an element shows inside the viewport now. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/** Bytes of the image a data URL carries. */
export const dataUrlBytes = (dataUrl: string) => base64DecodedLength(dataUrl.slice(dataUrl.indexOf(',') + 1));

/**
 * The JPEG of a canvas at the best quality that fits `maxBytes` (decoded), halving the size when even a
 * low quality does not; `null` if nothing fits.
 */
export function canvasToJpeg(
  canvas: HTMLCanvasElement,
  maxBytes: number = MAX_SCREENSHOT_BYTES,
): string | null {
  let source = canvas;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    for (const quality of [0.85, 0.7, 0.55, 0.4]) {
      const dataUrl = source.toDataURL('image/jpeg', quality);
      if (dataUrl.startsWith('data:image/jpeg') && dataUrlBytes(dataUrl) <= maxBytes) return dataUrl;
    }
    const smaller = document.createElement('canvas');
    smaller.width = Math.max(1, Math.round(source.width / 2));
    smaller.height = Math.max(1, Math.round(source.height / 2));
    smaller.getContext('2d')?.drawImage(source, 0, 0, smaller.width, smaller.height);
    source = smaller;
  }
  return null;
}

/**
 * Whether an element can be left out of the picture without moving anything that shows: it is outside
 * the viewport and out of the flow (a picture filling its box, a tile the masonry grid placed). A long
 * grid is then neither fetched again nor copied node by node, which is what makes a capture slow.
 */
function skippable(element: Element): boolean {
  if (inView(element)) return false;
  if (element instanceof HTMLImageElement) return true;
  const position = getComputedStyle(element).position;
  return position === 'absolute' || position === 'fixed';
}

const SHIFT = 'data-capture-shift';

/**
 * The copy of the page is drawn unscrolled and moved up by the scroll: a sticky header or a fixed bar
 * would move up with it. Each one is marked with how far to move it back to where it shows now; the
 * returned function removes the marks.
 */
function markPinnedElements(root: Element): () => void {
  const marked: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    const position = getComputedStyle(element).position;
    if (position !== 'sticky' && position !== 'fixed') continue;
    let shift = window.scrollY;
    if (position === 'sticky') {
      const shown = element.getBoundingClientRect().top;
      const inline = element.style.position;
      element.style.position = 'static';
      shift = shown - element.getBoundingClientRect().top;
      element.style.position = inline;
    }
    if (Math.abs(shift) < 0.5) continue;
    element.setAttribute(SHIFT, String(shift));
    marked.push(element);
  }
  return () => {
    for (const element of marked) element.removeAttribute(SHIFT);
  };
}

/** Moves a marked copy back to where the original shows (see `markPinnedElements`). */
function placePinned(cloned: Node): void {
  if (!(cloned instanceof Element) || !cloned.hasAttribute(SHIFT)) return;
  const shift = Number(cloned.getAttribute(SHIFT));
  cloned.removeAttribute(SHIFT);
  if (cloned instanceof HTMLElement || cloned instanceof SVGElement) {
    cloned.style.transform = `translateY(${shift}px)`;
    cloned.style.zIndex = '50';
  }
}

/**
 * A JPEG data URL (at most 2 MB) of what the person sees: the page in the viewport, without the dialog
 * open over it. The page is drawn from the DOM by `modern-screenshot` (loaded on first use).
 */
export async function captureView(): Promise<string> {
  const { domToCanvas } = await import('modern-screenshot');
  const root = document.getElementById('root') ?? document.body;
  const width = window.innerWidth;
  const height = window.innerHeight;
  const unmark = markPinnedElements(root);
  const canvas = await domToCanvas(root, {
    onCloneEachNode: placePinned,
    width,
    height,
    scale: 1,
    backgroundColor: getComputedStyle(document.body).backgroundColor || '#ffffff',
    style: { transform: `translate(${-window.scrollX}px, ${-window.scrollY}px)` },
    filter: (node) => {
      if (!(node instanceof Element)) return true;
      if (OVERLAYS.some((name) => node.classList.contains(name))) return false;
      return !skippable(node);
    },
    // The library waits for every picture of the page to load first, up to this long: lazy pictures
    // further down never do, so the wait is kept short (those in view have loaded already).
    timeout: 2000,
  }).finally(unmark);
  const jpeg = canvasToJpeg(canvas);
  if (jpeg === null) throw new Error('The screenshot is too large');
  return jpeg;
}
