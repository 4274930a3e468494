import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choosePicture, forgetPicture, useSearchPicture } from './search-picture';

const png = (name = 'shot.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

afterEach(() => forgetPicture());

describe('the picture searched by', () => {
  it('is kept in memory for whoever reads it, each new picture with a new id', () => {
    const { result } = renderHook(() => useSearchPicture());
    expect(result.current).toBeNull();
    let first: ReturnType<typeof choosePicture> | undefined;
    act(() => {
      first = choosePicture(png('a.png'));
    });
    expect(first && 'picture' in first).toBe(true);
    expect(result.current?.file.name).toBe('a.png');
    expect(result.current?.url).toMatch(/^blob:/);
    const firstId = result.current?.id;
    act(() => {
      choosePicture(png('b.png'));
    });
    expect(result.current?.file.name).toBe('b.png');
    expect(result.current?.id).not.toBe(firstId);
  });

  it('keeps the picture it has when a file cannot be searched, and says why', () => {
    choosePicture(png('kept.png'));
    const gif = new File([new Uint8Array([71, 73, 70])], 'anim.gif', { type: 'image/gif' });
    expect(choosePicture(gif)).toEqual({
      problem: 'The picture must be a PNG, JPEG or WebP image, not GIF',
    });
    const { result } = renderHook(() => useSearchPicture());
    expect(result.current?.file.name).toBe('kept.png');
  });

  it('lets go of the address of a picture it no longer holds', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const chosen = choosePicture(png());
    const url = 'picture' in chosen ? chosen.picture.url : '';
    choosePicture(png('next.png'));
    expect(revoke).toHaveBeenCalledWith(url);
    forgetPicture();
    expect(revoke).toHaveBeenCalledTimes(2);
    const { result } = renderHook(() => useSearchPicture());
    expect(result.current).toBeNull();
  });
});
