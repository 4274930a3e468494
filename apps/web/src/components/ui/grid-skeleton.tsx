import { useRef } from 'react';
import { useLayoutWidth } from '#lib/layout-width';
import { useElementWidth } from '#lib/use-element-width';
import { Skeleton } from './skeleton';

const RATIOS = [2.16, 1.6, 2.16, 0.62, 2.16, 1.3, 2.16, 0.75];

/**
 * Placeholder tiles in the shape of the grid that is loading. A page's grid (`fillWindow`, the default)
 * holds at least the window's height, so what follows it (the footer) stays out of view until the
 * tiles arrive rather than showing and then being pushed away.
 */
export function GridSkeleton({
  label,
  minColumnWidth = 220,
  rows = 2,
  fillWindow = true,
}: {
  label: string;
  minColumnWidth?: number;
  rows?: number;
  fillWindow?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, useLayoutWidth());
  const gap = 20;
  const columns = Math.max(1, Math.min(6, Math.floor((width + gap) / (minColumnWidth + gap))));
  return (
    <div
      ref={ref}
      aria-busy="true"
      role="status"
      style={fillWindow ? { minHeight: '100vh', overflow: 'hidden' } : undefined}
    >
      <span className="visually-hidden">{label}…</span>
      <div
        style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }}
        aria-hidden="true"
      >
        {Array.from({ length: columns * rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={index} style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
            <Skeleton
              radius={12}
              height="auto"
              style={{ aspectRatio: `1 / ${RATIOS[index % RATIOS.length] ?? 2}` }}
            />
            <Skeleton width="60%" height={12} />
          </div>
        ))}
      </div>
    </div>
  );
}
