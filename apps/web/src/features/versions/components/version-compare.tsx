import type { ScreenVersion, VersionChanges } from '@pageshelf/contracts/versions';
import { useId, useState } from 'react';
import { versionDate } from '#lib/capture-dates';

export type CompareMode = 'side' | 'swipe' | 'changes';

const MODES: { mode: CompareMode; label: string }[] = [
  { mode: 'side', label: 'Side by side' },
  { mode: 'swipe', label: 'Swipe' },
  { mode: 'changes', label: 'Changes' },
];

/** A page far taller than wide (a full-page capture) scrolls inside the view rather than shrinking to a strip. */
const TALL = 0.5;

const caption = (version: ScreenVersion) => `Version ${version.number} · ${versionDate(version.capturedAt)}`;

/** The picture of a version, at the width of the view, top-aligned as the comparison aligns them. */
function VersionPicture({ version, className }: { version: ScreenVersion; className?: string }) {
  return (
    <img
      className={className}
      src={version.image.full}
      alt={caption(version)}
      width={version.image.width}
      height={version.image.height}
      style={{ backgroundColor: version.image.dominantColor }}
      draggable={false}
    />
  );
}

/** The mode switch: a radio group (arrow keys move between modes, as a segmented control does). */
export function CompareModes({
  mode,
  onChange,
}: {
  mode: CompareMode;
  onChange: (mode: CompareMode) => void;
}) {
  const name = useId();
  return (
    <fieldset className="compare-modes">
      <legend className="visually-hidden">Compare as</legend>
      {MODES.map((option) => (
        <label key={option.mode} className="compare-mode">
          <input
            type="radio"
            name={name}
            value={option.mode}
            checked={mode === option.mode}
            onChange={() => onChange(option.mode)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Two versions of a screen compared: side by side, as a swipe (the older on the left of the handle, the
 * newer on its right; the handle is a range input, so it drags and takes arrow keys), or as the newer
 * with the changed regions outlined.
 */
export function VersionCompare({
  before,
  after,
  changes,
  mode,
}: {
  before: ScreenVersion;
  after: ScreenVersion;
  /** What changed from `before` to `after` (null while it is being compared). */
  changes: VersionChanges | null;
  mode: CompareMode;
}) {
  const [split, setSplit] = useState(50);
  const aspect = after.image.width / after.image.height;
  const frame = aspect < TALL ? 'compare-frame compare-frame-tall' : 'compare-frame';
  const width = aspect < TALL ? 'min(100%, 720px)' : `min(100%, calc(70vh * ${aspect}))`;

  if (mode === 'side')
    return (
      <div className="compare-side">
        {[before, after].map((version) => (
          <figure key={version.number} className="compare-side-figure">
            <div className={frame}>
              <VersionPicture version={version} className="compare-picture" />
            </div>
            <figcaption>{caption(version)}</figcaption>
          </figure>
        ))}
      </div>
    );

  const regions = changes?.regions ?? [];
  return (
    <figure className="compare-single" style={{ width }}>
      <div className={frame}>
        <div
          className="compare-stack"
          style={{ aspectRatio: `${after.image.width} / ${after.image.height}` }}
        >
          <VersionPicture version={after} className="compare-picture" />
          {mode === 'swipe' ? (
            <>
              <div className="compare-before" style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}>
                <VersionPicture version={before} className="compare-picture" />
              </div>
              <div className="compare-handle" style={{ left: `${split}%` }} aria-hidden="true" />
              <input
                className="compare-slider"
                type="range"
                min={0}
                max={100}
                step={1}
                value={split}
                onChange={(event) => setSplit(Number(event.target.value))}
                aria-label={`Swipe between version ${before.number} (left) and version ${after.number} (right)`}
                aria-valuetext={`${split}% of version ${before.number} shown`}
              />
            </>
          ) : (
            <ul className="compare-regions" aria-label={`${regions.length} changed regions`}>
              {regions.map((box) => (
                <li
                  key={`${box.x},${box.y},${box.width},${box.height}`}
                  className="compare-region"
                  style={{
                    left: `${(box.x / after.image.width) * 100}%`,
                    top: `${(box.y / after.image.height) * 100}%`,
                    width: `${(box.width / after.image.width) * 100}%`,
                    height: `${(box.height / after.image.height) * 100}%`,
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
      <figcaption>
        {mode === 'swipe'
          ? `Version ${before.number} (left) against version ${after.number} (right)`
          : `${caption(after)}: changes from version ${before.number} outlined`}
      </figcaption>
    </figure>
  );
}
