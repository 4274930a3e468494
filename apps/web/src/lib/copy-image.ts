/** Copies a picture to the clipboard as PNG (the one image type every browser's clipboard takes). */
export async function copyImageToClipboard(url: string): Promise<void> {
  if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') {
    throw new Error('This browser cannot copy images');
  }
  const png = (async () => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`The image did not load (${response.status})`);
    const bitmap = await createImageBitmap(await response.blob());
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be converted'))),
        'image/png',
      ),
    );
  })();
  // Safari wants the ClipboardItem created synchronously within the click, with a promise inside.
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
}
