import type { ImageSearchResponse, ImageSearchResult } from '@pageshelf/contracts/image-search';
import { platformTitle } from '@pageshelf/domain/categories';
import { Icon } from '#components/ui/icon';

/** Words in common shown on a result; the rest are counted. */
const WORDS_SHOWN = 3;

/**
 * The height a result's reasons add under its tile, in pixels (the block's fixed height and the tile's
 * gap, picture-search.css): the grid places tiles by their height before their images load.
 */
export const MATCH_REASONS_HEIGHT = 62;

export const percent = (share: number) => `${Math.round(share * 100)}%`;

type PicturePlatform = ImageSearchResponse['query']['platform'];

/**
 * What the platform note says: the platform, or the kind of screen both are. The server's
 * `samePlatform` compares shapes (a tall phone screen, a wide web page), so an Android screen matches
 * an iPhone screenshot: the platform is named only when the picture was read as that very platform.
 */
export function platformNote(result: ImageSearchResult, picturePlatform: PicturePlatform): string | null {
  if (!result.match.samePlatform) return null;
  if (result.platform === picturePlatform) return platformTitle(result.platform);
  return result.platform === 'web' ? 'Web page' : 'Phone';
}

/**
 * Why a screen matched the picture: the words both say (highlighted), how alike the layouts look,
 * the colours both use, and whether the screen is of the platform the picture looks like.
 */
export function MatchReasons({
  result,
  picturePlatform,
}: {
  result: ImageSearchResult;
  /** The platform the picture was read as (null when its shape did not say). */
  picturePlatform: PicturePlatform;
}) {
  const { match } = result;
  const platform = platformNote(result, picturePlatform);
  const more = match.words.length - WORDS_SHOWN;
  return (
    <div className="match">
      <div className="match-row">
        <span className="match-likeness" title="How alike the layouts are">
          Looks alike {percent(match.layout)}
        </span>
        {match.sharedColors.length > 0 ? (
          <span className="match-colors" title="Colours in common">
            <span className="visually-hidden">Colours in common: {match.sharedColors.join(', ')}</span>
            {match.sharedColors.slice(0, 4).map((color) => (
              <span key={color} className="swatch" style={{ background: color }} aria-hidden="true" />
            ))}
          </span>
        ) : null}
        {platform ? (
          <span className="match-platform" title={`${platform}, like your screenshot`}>
            <Icon name="check" size={13} />
            {platform}
            <span className="visually-hidden">, like yours</span>
          </span>
        ) : null}
      </div>
      {match.words.length > 0 ? (
        <ul className="match-words" aria-label="Words in common">
          {match.words.slice(0, WORDS_SHOWN).map((word) => (
            <li key={word} className="match-word">
              {word}
            </li>
          ))}
          {more > 0 ? (
            <li className="match-more" title={match.words.slice(WORDS_SHOWN).join(', ')}>
              +{more}
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="match-words-none">No words in common</p>
      )}
    </div>
  );
}
