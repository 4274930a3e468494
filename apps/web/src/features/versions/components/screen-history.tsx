import type { ScreenVersion, VersionChanges } from '@pageshelf/contracts/versions';
import { useState } from 'react';
import { useSession } from '#lib/auth';
import { versionDate } from '#lib/capture-dates';
import { useScreenVersions, useVersionComparison } from '../api/get-screen-versions';
import { type CompareMode, CompareModes, VersionCompare } from './version-compare';
import '../versions.css';

const percent = (share: number) =>
  share >= 0.1 ? `${Math.round(share * 100)} %` : `${(share * 100).toFixed(share >= 0.001 ? 1 : 2)} %`;

/** What a version changed, in a few words: "4.1 % changed · +3 −1 words", "30 % changed · −1 word". */
export function changeSummary(version: ScreenVersion): string {
  return version.changes ? changesSummary(version.changes) : 'First version';
}

/** What changed between two versions, in a few words. */
function changesSummary(changes: VersionChanges): string {
  const added = changes.wordsAdded.length;
  const removed = changes.wordsRemoved.length;
  const counts = [added > 0 ? `+${added}` : '', removed > 0 ? `−${removed}` : ''].filter(Boolean).join(' ');
  const words = counts ? ` · ${counts} ${added + removed === 1 ? 'word' : 'words'}` : '';
  return `${percent(changes.difference)} changed${words}`;
}

function WordList({ label, words, kind }: { label: string; words: string[]; kind: 'added' | 'removed' }) {
  if (words.length === 0) return null;
  return (
    <div className="compare-words">
      <h3 className="compare-words-heading">{label}</h3>
      <ul className={`compare-word-list compare-words-${kind}`}>
        {words.map((word) => (
          <li key={word}>{kind === 'removed' ? <del>{word}</del> : <ins>{word}</ins>}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A screen's history on its page, for Pro members: its versions as a timeline (newest first), and the
 * chosen version compared with the one before it, or with any older one (chosen beside the comparison). Nothing shows for a screen with one version, nor for
 * those who may not browse versions (the server refuses them; the latest version is the screen itself).
 */
export function ScreenHistory({ uuid }: { uuid: string }) {
  const { viewer } = useSession();
  const premium = viewer.tier === 'premium';
  const query = useScreenVersions(uuid, premium);
  const [chosen, setChosen] = useState<number | null>(null);
  const [against, setAgainst] = useState<number | null>(null);
  const [mode, setMode] = useState<CompareMode>('swipe');
  const versions = query.data?.versions ?? [];
  const index = Math.max(
    0,
    versions.findIndex((version) => version.number === chosen),
  );
  const after = versions[index];
  const older = versions.slice(index + 1);
  const before = older.find((version) => version.number === against) ?? older[0];
  const adjacent = before !== undefined && before === older[0];
  const comparison = useVersionComparison(
    uuid,
    before?.number ?? 0,
    after?.number ?? 0,
    premium && before !== undefined && !adjacent,
  );
  if (!premium || versions.length < 2 || !after) return null;
  const changes = adjacent ? after.changes : (comparison.data?.changes ?? null);
  const oldest = versions[versions.length - 1] as ScreenVersion;

  return (
    <section className="card screen-history" aria-labelledby="screen-history-heading">
      <header className="screen-history-head">
        <h2 id="screen-history-heading" className="section-title">
          History
        </h2>
        <p className="muted">
          {versions.length} versions since {versionDate(oldest.capturedAt)}
          {query.data?.sourceUrl ? (
            <>
              {' · '}
              <a href={query.data.sourceUrl} rel="noopener noreferrer nofollow" target="_blank">
                {new URL(query.data.sourceUrl).host}
              </a>
            </>
          ) : null}
        </p>
      </header>
      <ol className="history-timeline" aria-label="Versions, newest first">
        {versions.map((version) => (
          <li key={version.number}>
            <button
              type="button"
              className="history-version"
              aria-pressed={version === after}
              onClick={() => {
                setChosen(version.number);
                setAgainst(null);
              }}
            >
              <img
                src={version.image.thumb}
                alt=""
                width={40}
                height={Math.round((40 * version.image.height) / version.image.width)}
              />
              <span>
                <strong>
                  Version {version.number}
                  {version === versions[0] ? ' (current)' : ''}
                </strong>
                <span className="muted">{versionDate(version.capturedAt)}</span>
                <span className="muted">{changeSummary(version)}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
      {before ? (
        <div className="compare">
          <div className="compare-bar">
            <p>
              Version {after.number} against{' '}
              {older.length > 1 ? (
                <select
                  className="compare-against"
                  aria-label={`Compare version ${after.number} against`}
                  value={before.number}
                  onChange={(event) => setAgainst(Number(event.target.value))}
                >
                  {older.map((version) => (
                    <option key={version.number} value={version.number}>
                      version {version.number} · {versionDate(version.capturedAt)}
                    </option>
                  ))}
                </select>
              ) : (
                `version ${before.number}`
              )}
              :{' '}
              {changes ? (
                <>
                  <strong>{changesSummary(changes)}</strong>
                  {changes.regions.length > 0
                    ? ` in ${changes.regions.length} ${changes.regions.length === 1 ? 'place' : 'places'}`
                    : ''}
                </>
              ) : comparison.isError ? (
                'the two could not be compared'
              ) : (
                'comparing…'
              )}
            </p>
            <CompareModes mode={mode} onChange={setMode} />
          </div>
          <VersionCompare before={before} after={after} changes={changes} mode={mode} />
          <div className="compare-word-lists">
            <WordList label="Words added" words={changes?.wordsAdded ?? []} kind="added" />
            <WordList label="Words removed" words={changes?.wordsRemoved ?? []} kind="removed" />
          </div>
        </div>
      ) : (
        <p className="muted compare-first">
          Version {after.number} is the first version of this screen: choose a later one to see what changed.
        </p>
      )}
    </section>
  );
}
