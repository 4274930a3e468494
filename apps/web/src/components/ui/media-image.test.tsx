import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaImage, TileWidthContext } from './media-image';

const image = {
  thumb: '/media/a/thumb.webp',
  full: '/media/a/full.webp',
  preview: '/media/a/preview.webp',
  width: 1170,
  height: 2532,
  dominantColor: '#f4f4f5',
};

describe('MediaImage', () => {
  it('reserves its space from the stored size and loads lazily over the blurred preview', () => {
    const { container } = render(<MediaImage image={image} alt="Log in" />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.aspectRatio).toBe('1170 / 2532');
    expect(frame.style.backgroundColor).toBe('#f4f4f5');
    expect(screen.getByRole('img', { name: 'Log in' }).getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('.media-preview')?.getAttribute('src')).toBe(image.preview);
  });

  it('offers both variants for the tile width inside a grid', () => {
    render(
      <TileWidthContext.Provider value={259.5}>
        <MediaImage image={image} alt="Log in" />
      </TileWidthContext.Provider>,
    );
    const img = screen.getByRole('img', { name: 'Log in' });
    expect(img.getAttribute('srcset')).toBe('/media/a/thumb.webp 540w, /media/a/full.webp 1170w');
    expect(img.getAttribute('sizes')).toBe('260px');
  });

  it('offers one variant for a narrow picture and none for a restricted one', () => {
    render(
      <TileWidthContext.Provider value={220}>
        <MediaImage image={{ ...image, width: 390, height: 844 }} alt="Narrow" />
        <MediaImage image={{ ...image, thumb: image.preview, full: null }} alt="Locked" restricted />
      </TileWidthContext.Provider>,
    );
    expect(screen.getByRole('img', { name: 'Narrow' }).getAttribute('srcset')).toBe(
      '/media/a/thumb.webp 390w',
    );
    expect(screen.getByRole('img', { name: 'Locked' }).getAttribute('srcset')).toBeNull();
  });

  it('fetches a priority picture first and shows it without the blurred preview', () => {
    const { container } = render(<MediaImage image={image} alt="First" priority />);
    const img = screen.getByRole('img', { name: 'First' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(container.querySelector('.media-preview')).toBeNull();
    expect(container.firstElementChild?.classList.contains('is-loaded')).toBe(true);
  });
});
