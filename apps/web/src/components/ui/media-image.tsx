import { useState } from 'react';
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

interface MediaImageProps {
  image: MediaImageSource;
  alt: string;
  /** Which variant to show: the grid thumbnail or the full picture (falls back to thumb when null). */
  variant?: 'thumb' | 'full';
  restricted?: boolean;
  /** Load straight away (first tiles above the fold, previews). */
  eager?: boolean;
  className?: string;
  /** Crop to a fixed ratio instead of the picture's own (height / width). */
  fixedRatio?: number;
}

/**
 * A library picture: its space is reserved from width/height, the dominant colour and the blurred
 * preview show while it loads, and it loads lazily. Restricted pictures stay blurred with a lock.
 */
export function MediaImage({
  image,
  alt,
  variant = 'thumb',
  restricted = false,
  eager = false,
  className,
  fixedRatio,
}: MediaImageProps) {
  const [loaded, setLoaded] = useState(false);
  const src = variant === 'full' && image.full ? image.full : image.thumb;
  const aspectRatio = fixedRatio ? `1 / ${fixedRatio}` : `${image.width} / ${image.height}`;

  return (
    <div
      className={['media', restricted ? 'media-restricted' : '', loaded ? 'is-loaded' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={{ aspectRatio, backgroundColor: image.dominantColor }}
    >
      <img className="media-preview" src={image.preview} alt="" aria-hidden="true" decoding="async" />
      <img
        className="media-img"
        src={src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
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
