import { act, fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePictureDrop } from './use-picture-drop';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
/** What a drag of files from the desktop carries (happy-dom has no DataTransfer to fill). */
const files = (...list: File[]) => ({
  types: ['Files'],
  files: list,
  items: list.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
  dropEffect: 'none',
});

describe('usePictureDrop', () => {
  it('says a file is dragged over the page until it leaves it, however many elements it crosses', () => {
    const { result } = renderHook(() => usePictureDrop(() => {}));
    expect(result.current.dragging).toBe(false);
    act(() => {
      fireEvent.dragEnter(window, { dataTransfer: files(png) });
      fireEvent.dragEnter(window, { dataTransfer: files(png) });
    });
    expect(result.current.dragging).toBe(true);
    act(() => {
      fireEvent.dragLeave(window, { dataTransfer: files(png) });
    });
    expect(result.current.dragging).toBe(true);
    act(() => {
      fireEvent.dragLeave(window, { dataTransfer: files(png) });
    });
    expect(result.current.dragging).toBe(false);
  });

  it('takes the file dropped anywhere, instead of the browser opening it', () => {
    const onPicture = vi.fn();
    const { result } = renderHook(() => usePictureDrop(onPicture));
    act(() => {
      fireEvent.dragEnter(window, { dataTransfer: files(png) });
    });
    let dropped = true;
    act(() => {
      dropped = fireEvent.drop(window, { dataTransfer: files(png) });
    });
    expect(dropped).toBe(false); // default prevented
    expect(onPicture).toHaveBeenCalledWith(png);
    expect(result.current.dragging).toBe(false);
  });

  it('ignores a drag of text', () => {
    const { result } = renderHook(() => usePictureDrop(() => {}));
    act(() => {
      fireEvent.dragEnter(window, { dataTransfer: { types: ['text/plain'], files: [], items: [] } });
    });
    expect(result.current.dragging).toBe(false);
  });

  it('takes a pasted image, and leaves a paste of text to the field it goes to', () => {
    const onPicture = vi.fn();
    renderHook(() => usePictureDrop(onPicture));
    const text = { types: ['text/plain'], files: [], items: [{ kind: 'string', type: 'text/plain' }] };
    expect(fireEvent.paste(window, { clipboardData: text })).toBe(true);
    expect(onPicture).not.toHaveBeenCalled();
    expect(fireEvent.paste(window, { clipboardData: files(png) })).toBe(false);
    expect(onPicture).toHaveBeenCalledWith(png);
  });

  it('takes nothing while a dialog is open over the page, nor when switched off', () => {
    const onPicture = vi.fn();
    const { rerender } = renderHook(({ enabled }) => usePictureDrop(onPicture, enabled), {
      initialProps: { enabled: true },
    });
    const dialog = render(<div role="dialog" />);
    fireEvent.paste(window, { clipboardData: files(png) });
    dialog.unmount();
    rerender({ enabled: false });
    fireEvent.drop(window, { dataTransfer: files(png) });
    expect(onPicture).not.toHaveBeenCalled();
  });
});
