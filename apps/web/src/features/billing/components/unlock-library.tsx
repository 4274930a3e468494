import type { LibraryStats } from '@pageshelf/contracts/library';
import type { PlanId } from '@pageshelf/domain/billing';
import { PageHeader } from '#components/ui/page-header';
import { formatCount } from '#lib/format-count';
import { useLibraryStats } from '#lib/library-stats';
import { useDocumentTitle } from '#lib/use-document-title';
import { PricingTable } from './pricing-table';
import './billing.css';

const count = formatCount;

/** The library's numbers shown on the page, each named as the kind it counts. */
const FIGURES = ['screens', 'apps', 'flows', 'components'] as const satisfies readonly (keyof LibraryStats)[];

/** "12,345 screens from 120 apps, 800 flows; 4,000 of them locked on the free plan." */
export function libraryStatsSentence(stats: LibraryStats): string {
  const locked =
    stats.lockedScreens > 0 ? `; ${count(stats.lockedScreens)} of them locked on the free plan` : '';
  return `${count(stats.screens)} screens from ${count(stats.apps)} apps, ${count(stats.flows)} flows${locked}.`;
}

/** `/unlock-library` (signed in, not premium): what Pro opens, in the library's own numbers. */
export function UnlockLibraryPage({ onChoose }: { onChoose?: (plan: PlanId) => void }) {
  useDocumentTitle('Unlock the library');
  const stats = useLibraryStats();
  return (
    <div className="page pricing-page">
      <PageHeader
        eyebrow="Pro"
        title="Unlock the whole library"
        lede={
          stats.data ? (
            <>
              <span className="unlock-stats">{libraryStatsSentence(stats.data)}</span> Pro opens every one of
              them, with unlimited searches, favorites and collections.
            </>
          ) : (
            'Locked screens, unlimited searches, favorites and collections — everything at once.'
          )
        }
      />
      {stats.data ? (
        <ul className="unlock-figures" aria-label="The library in numbers">
          {FIGURES.map((kind) => (
            <li key={kind} className="card">
              <strong>{count(stats.data[kind])}</strong> {kind}
            </li>
          ))}
          {stats.data.lockedScreens > 0 ? (
            <li className="card is-locked">
              <strong>{count(stats.data.lockedScreens)}</strong> locked on Free
            </li>
          ) : null}
        </ul>
      ) : null}
      <PricingTable {...(onChoose ? { onChoose } : {})} />
    </div>
  );
}
