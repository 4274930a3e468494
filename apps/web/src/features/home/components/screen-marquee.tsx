import type { Screen } from '@pageshelf/contracts/content';
import { MediaImage } from '#components/ui/media-image';
import { Skeleton } from '#components/ui/skeleton';
import { isLocked } from '#lib/locked';

interface ScreenMarqueeProps {
  screens: readonly Screen[] | undefined;
  direction?: 'left' | 'right';
  label: string;
}

/** A slowly moving row of real screens from the library (still when reduced motion is asked for). */
export function ScreenMarquee({ screens, direction = 'left', label }: ScreenMarqueeProps) {
  if (!screens) {
    return (
      <div className="marquee" aria-hidden="true">
        <div className="marquee-track marquee-still">
          {Array.from({ length: 10 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={index} width={180} height={390} radius={18} />
          ))}
        </div>
      </div>
    );
  }
  // Two copies side by side: the track slides by half its width and starts over without a jump.
  const loop = [
    ...screens.map((screen) => ({ screen, copy: 0 })),
    ...screens.map((screen) => ({ screen, copy: 1 })),
  ];
  return (
    <section className="marquee" aria-label={label}>
      <ul className={`marquee-track marquee-${direction}`}>
        {loop.map(({ screen, copy }, index) => (
          <li key={`${copy}-${screen.uuid}`} className="marquee-item" aria-hidden={copy === 1 || undefined}>
            <MediaImage
              image={screen.image}
              alt={
                copy === 0 ? `${screen.app.title} — ${screen.patternCategories[0]?.title ?? 'screen'}` : ''
              }
              restricted={isLocked(screen)}
              eager={index < 8}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
