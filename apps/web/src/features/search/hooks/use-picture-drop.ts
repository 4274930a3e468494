import { useEffect, useRef, useState } from 'react';

/** Files dragged over the page, and no dialog over it (a dialog over the page has its own business). */
const carriesFiles = (transfer: DataTransfer | null) =>
  transfer !== null &&
  Array.from(transfer.types).includes('Files') &&
  document.querySelector('[role="dialog"]') === null;

/** The first file a drop or a paste carries (a picture copied in a browser or a screenshot tool is one). */
function firstFile(transfer: DataTransfer | null, images = false): File | null {
  if (transfer === null) return null;
  for (const item of Array.from(transfer.items ?? [])) {
    if (item.kind !== 'file' || (images && !item.type.startsWith('image/'))) continue;
    const file = item.getAsFile();
    if (file) return file;
  }
  const file = transfer.files?.[0] ?? null;
  return file && (!images || file.type.startsWith('image/')) ? file : null;
}

/**
 * A picture given to the whole page: a file dragged from anywhere and dropped anywhere, or an image
 * pasted (Ctrl/Cmd+V). `dragging` says a file is being dragged over the page (to show where it goes).
 * A paste of text is left alone, so the page's text fields paste as usual; nothing is taken while a
 * dialog is open over the page.
 */
export function usePictureDrop(onPicture: (file: File) => void, enabled = true): { dragging: boolean } {
  const [dragging, setDragging] = useState(false);
  const handler = useRef(onPicture);
  useEffect(() => {
    handler.current = onPicture;
  });

  useEffect(() => {
    if (!enabled) return;
    // dragenter and dragleave fire for every element crossed: the page is left when they even out.
    let depth = 0;
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault(); // allows the drop
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = (event: DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault(); // the browser would open the file in place of the app
      depth = 0;
      setDragging(false);
      const file = firstFile(event.dataTransfer);
      if (file) handler.current(file);
    };
    const onPaste = (event: ClipboardEvent) => {
      if (document.querySelector('[role="dialog"]') !== null) return;
      const file = firstFile(event.clipboardData, true);
      if (!file) return;
      event.preventDefault();
      handler.current(file);
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
      window.removeEventListener('paste', onPaste);
      setDragging(false);
    };
  }, [enabled]);

  return { dragging };
}
