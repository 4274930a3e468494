import type { AppHistoryEntry } from '@pageshelf/contracts/versions';
import { Link } from 'react-router';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { shortDate, versionDate } from '#lib/capture-dates';
import { countOf } from '#lib/format-count';
import { useAppHistory } from '../api/get-app-history';
import '../versions.css';

/** "14 screens changed, 3 new, 2 gone" (the parts that are not zero). */
export function redesignSummary(version: Pick<AppHistoryEntry, 'changed' | 'added' | 'gone'>): string {
  const parts = [
    version.changed > 0 ? `${countOf(version.changed, 'screen')} changed` : '',
    version.added > 0 ? `${version.added} new` : '',
    version.gone > 0 ? `${version.gone} gone` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

/** The newest version that changed something of what the app had: its last redesign. */
export function lastRedesign(versions: readonly AppHistoryEntry[]): AppHistoryEntry | undefined {
  return versions.find((version) => version.number > 1 && version.changed + version.added + version.gone > 0);
}

/**
 * On an app page, for Pro members: "Redesigned on 12 Mar: 14 screens changed, 3 new, 2 gone" with the
 * changed screens, and the app's dated versions. Nothing for an app never redesigned.
 */
export function AppRedesign({ slug }: { slug: string }) {
  const { viewer, signedIn } = useSession();
  const premium = viewer.tier === 'premium';
  const query = useAppHistory(slug, premium);
  const versions = query.data?.versions ?? [];
  const redesign = lastRedesign(versions);
  if (!premium || !redesign) return null;
  const area = signedIn ? 'member' : 'public';
  return (
    <section className="card app-redesign" aria-labelledby="app-redesign-heading">
      <div className="app-redesign-head">
        <h2 id="app-redesign-heading" className="app-redesign-title">
          Redesigned on {shortDate(redesign.capturedAt)}: {redesignSummary(redesign)}
        </h2>
        <ol className="app-versions-list" aria-label="Versions of the app, newest first">
          {versions.map((version) => (
            <li key={version.number}>
              <strong>Version {version.number}</strong> · {versionDate(version.capturedAt)}
              {version.number > 1
                ? ` · ${redesignSummary(version) || 'no change'}`
                : ` · ${countOf(version.added, 'screen')}`}
            </li>
          ))}
        </ol>
      </div>
      {redesign.changedScreens.length > 0 ? (
        <ul className="app-redesign-screens" aria-label="Screens that changed">
          {redesign.changedScreens.slice(0, 12).map((screen) => (
            <li key={screen.uuid}>
              <Link to={paths.screen.href(screen.uuid, area)} className="app-redesign-screen">
                <img
                  src={screen.thumb}
                  alt="A screen that changed"
                  width={screen.width}
                  height={screen.height}
                  loading="lazy"
                  style={{ backgroundColor: screen.dominantColor }}
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
