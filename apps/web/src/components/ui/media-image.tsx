import { IMAGE_VARIANT_WIDTHS } from '@pageshelf/contracts/screen';
import { createContext, useContext, useState } from 'react';
import { Icon } from './icon';
import './media-image.css';

export interface MediaImageSource {
  thumb: string;
  full: string | null;
  preview: string;
  width: number;
  height: number;
  dominantColor: string;
}

/** The width at which a grid lays its tiles out, in CSS pixels (provided by Masonry). */
export const TileWidthContext = createContext<number | null>(null);

/**
 * The two WebP variants as a srcset (the thumbnail, the large image), so a tile on a dense screen or
 * a wide column gets the sharper one; both are capped at the picture's own width.
 */
function srcSetOf(image: MediaImageSource, full: string): string {
  const thumbWidth = Math.min(IMAGE_VARIANT_WIDTHS.thumb, image.width);
  const fullWidth = Math.min(IMAGE_VARIANT_WIDTHS.full, image.width);
  return fullWidth > thumbWidth
    ? `${image.thumb} ${thumbWidth}w, ${full} ${fullWidth}w`
    : `${image.thumb} ${thumbWidth}w`;
}

interface MediaImageProps {
  image: MediaImageSource;
  alt: string;
  /** Which variant to show: the grid thumbnail or the full picture (falls back to thumb when null). */
  variant?: 'thumb' | 'full';
  restricted?: boolean;
  /** Load straight away (first tiles above the fold, previews). */
  eager?: boolean;
  /**
   * The page's likely largest paint (its first tiles, a detail's picture): fetched first
   * (`fetchpriority="high"`), and shown as soon as it is decoded, without the blurred preview (one
   * request less on the way) or the fade-in (which waits for a re-render).
   */
  priority?: boolean;
  className?: string;
}

/**
 * A library picture, always whole at its own aspect: its space is reserved from width/height, the
 * dominant colour and the blurred preview show while it loads, and it loads lazily. In a grid it offers
 * both variants (srcset) for the tile's width. Restricted pictures stay blurred with a lock.
 */
export function MediaImage({
  image,
  alt,
  variant = 'thumb',
  restricted = false,
  eager = false,
  priority = false,
  className,
}: MediaImageProps) {
  const [loaded, setLoaded] = useState(priority);
  const tileWidth = useContext(TileWidthContext);
  const src = variant === 'full' && image.full ? image.full : image.thumb;
  const responsive = variant === 'thumb' && !restricted && image.full && tileWidth ? image.full : null;
  const aspectRatio = `${image.width} / ${image.height}`;

  return (
    <div
      className={['media', restricted ? 'media-restricted' : '', loaded ? 'is-loaded' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={{ aspectRatio, backgroundColor: image.dominantColor }}
    >
      {priority ? null : (
        <img
          className="media-preview"
          src={image.preview}
          alt=""
          aria-hidden="true"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <img
        className="media-img"
        src={src}
        {...(responsive
          ? { srcSet: srcSetOf(image, responsive), sizes: `${Math.ceil(tileWidth ?? 0)}px` }
          : {})}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager || priority ? 'eager' : 'lazy'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        decoding="async"
        draggable={false}
        onLoad={() => setLoaded(true)}
      />
      {restricted ? (
        <span className="media-lock">
          <Icon name="lock" size={14} />
          Pro
        </span>
      ) : null}
    </div>
  );
}
