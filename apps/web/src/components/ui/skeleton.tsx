import type { CSSProperties } from 'react';
import './skeleton.css';

interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
  style?: CSSProperties;
}

/** A shimmering placeholder in place of content that is loading. */
export function Skeleton({ width, height = 14, radius, className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['skeleton', className ?? ''].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius, ...style }}
    />
  );
}
