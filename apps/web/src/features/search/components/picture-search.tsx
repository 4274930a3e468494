import type { ImageSearchResponse, ImageSearchResult } from '@pageshelf/contracts/image-search';
import { platformTitle } from '@pageshelf/domain/categories';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from '#components/ui/button';
import { CloseButton } from '#components/ui/close-button';
import { GridSkeleton } from '#components/ui/grid-skeleton';
import { Icon } from '#components/ui/icon';
import { EmptyState, ErrorState, RetryButton } from '#components/ui/states';
import { ApiError } from '#lib/api-client';
import { formatCount } from '#lib/format-count';
import { isPassingFailure, useImageSearch } from '../api/search-by-image';
import { PICTURE_ACCEPT, PICTURE_MAX_SIZE_LABEL } from '../lib/picture-check';
import type { SearchPicture } from '../lib/search-picture';
import './picture-search.css';

/** Words read from the picture shown at once; the rest behind "+N". */
const WORDS_SHOWN = 14;

/** A file picker for a picture: a visible button, the input itself hidden. */
export function PictureButton({
  onPicture,
  label = 'Search by picture',
  inputLabel = 'Choose a screenshot to search by',
  variant = 'secondary',
  className = '',
}: {
  onPicture: (file: File) => void;
  label?: string;
  /** The hidden input's name (a page with two buttons names them apart). */
  inputLabel?: string;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={`picture-button ${className}`}
        icon={<Icon name="image" size={18} />}
        onClick={() => input.current?.click()}
      >
        <span className="picture-button-label">{label}</span>
      </Button>
      <input
        ref={input}
        type="file"
        accept={PICTURE_ACCEPT}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file chosen again is a new search
          if (file) onPicture(file);
        }}
      />
    </>
  );
}

/** Over the whole page while a file is dragged over it. */
export function PictureDropOverlay({ dragging }: { dragging: boolean }) {
  if (!dragging) return null;
  return (
    <div className="picture-drop" data-testid="picture-drop">
      <div className="picture-drop-card">
        <span className="picture-drop-icon">
          <Icon name="image" size={28} />
        </span>
        <p className="picture-drop-title">Drop a screenshot to find screens like it</p>
        <p className="picture-drop-hint">PNG, JPEG or WebP, up to {PICTURE_MAX_SIZE_LABEL}</p>
      </div>
    </div>
  );
}

const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** The picture searched by, and what was read from it. */
function PicturePanel({
  picture,
  read,
  reading,
  onLeave,
}: {
  picture: SearchPicture;
  read: ImageSearchResponse | undefined;
  reading: boolean;
  onLeave: () => void;
}) {
  const headingId = useId();
  const query = read?.query;
  const moreWords = query ? query.words.length - WORDS_SHOWN : 0;
  return (
    <aside className="card stack picture-panel" aria-labelledby={headingId}>
      <div className="picture-panel-head">
        <h2 id={headingId} className="picture-panel-title">
          Your screenshot
        </h2>
        <CloseButton label="Leave picture search" className="picture-leave" size={16} onClick={onLeave} />
      </div>
      <div className={`picture-frame ${reading ? 'is-reading' : ''}`}>
        <img src={picture.url} alt={`Your screenshot, ${picture.file.name}`} />
      </div>
      {query ? (
        <dl className="picture-read">
          <div>
            <dt>Looks like</dt>
            <dd>
              {query.platform ? `${platformTitle(query.platform)} · ` : ''}
              {query.width}×{query.height}
            </dd>
          </div>
          <div>
            <dt>Main colours</dt>
            <dd className="picture-colors">
              {query.colors.map((color) => (
                <span key={color} className="swatch swatch-lg" style={{ background: color }} title={color}>
                  <span className="visually-hidden">{color}</span>
                </span>
              ))}
            </dd>
          </div>
          <div className="picture-read-words">
            <dt>Words read</dt>
            <dd>
              {query.words.length > 0 ? (
                <ul className="picture-words" aria-label="Words read from your screenshot">
                  {query.words.slice(0, WORDS_SHOWN).map((word) => (
                    <li key={word}>{word}</li>
                  ))}
                  {moreWords > 0 ? (
                    <li className="picture-words-more" title={query.words.slice(WORDS_SHOWN).join(', ')}>
                      +{moreWords}
                    </li>
                  ) : null}
                </ul>
              ) : (
                <span className="muted">None: matched by its look alone</span>
              )}
            </dd>
          </div>
        </dl>
      ) : reading ? (
        <p className="picture-reading" role="status">
          Reading your screenshot…
        </p>
      ) : null}
      {read ? (
        <p className="picture-timings">
          Read in {seconds(read.timings.readMs)} · matched in {seconds(read.timings.matchMs)}
        </p>
      ) : null}
    </aside>
  );
}

/** A failure to search: the server's words about the picture, or a refusal's way forward. */
function PictureError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!(error instanceof ApiError)) return <ErrorState error={error} onRetry={onRetry} />;
  // A refusal of the policy shows its way forward (ErrorState's own); else the server's words.
  return (
    <ErrorState
      error={error}
      title="This picture could not be searched"
      body={error.status === 0 ? `${error.message}. Check your connection.` : error.message}
      action={
        isPassingFailure(error) ? (
          <RetryButton onRetry={onRetry} />
        ) : (
          <p className="muted">Try another screenshot: drop it here, paste it or choose it.</p>
        )
      }
    />
  );
}

/**
 * The search by picture: the picture beside its results (a sticky panel on wide screens, above them on
 * phones), the results drawn by the caller (`renderResults`: the screen grid belongs to the screens
 * feature), and the reading, failed and empty states.
 */
export function PictureSearch({
  picture,
  onLeave,
  renderResults,
}: {
  picture: SearchPicture;
  onLeave: () => void;
  renderResults: (results: ImageSearchResult[], read: ImageSearchResponse['query']) => ReactNode;
}) {
  const search = useImageSearch(picture);
  const headingId = useId();
  const read = search.data;
  const results = read?.screens;
  return (
    <div className="picture-search">
      <PicturePanel picture={picture} read={search.data} reading={search.isFetching} onLeave={onLeave} />
      <section className="picture-results" aria-labelledby={headingId} aria-busy={search.isFetching}>
        <h2 id={headingId} className="section-title">
          Screens like it{' '}
          {results && results.items.length > 0 ? (
            <span className="muted">
              {results.items.length < results.total.value || !results.total.exact
                ? `${formatCount(results.items.length)} closest`
                : `${formatCount(results.items.length)} ${results.items.length === 1 ? 'match' : 'matches'}`}
            </span>
          ) : null}
        </h2>
        {search.isFetching ? (
          <GridSkeleton label="Finding screens like it" />
        ) : read && results ? (
          results.items.length > 0 ? (
            renderResults(results.items, read.query)
          ) : (
            <EmptyState
              icon="image"
              title="No screens look like this one yet"
              body="Try a screenshot of one whole screen, with its words readable, or search by words instead."
            />
          )
        ) : search.error ? (
          <PictureError error={search.error} onRetry={() => void search.refetch()} />
        ) : null}
      </section>
    </div>
  );
}
