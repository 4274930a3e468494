import type { CollectionSummary } from '@pageshelf/contracts/collections';
import { permissionsOf } from '@pageshelf/domain/tiers';
import { Link } from 'react-router';
import { Skeleton } from '#components/ui/skeleton';
import { EmptyState, ErrorState } from '#components/ui/states';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { useCollections } from '../api/get-collections';
import { countsText } from './collection-counts';
import './collections.css';

function CollectionCard({ collection }: { collection: CollectionSummary }) {
  return (
    <Link className="collection-card" to={paths.collection.href(collection.uuid)}>
      <div className="collection-covers" aria-hidden="true">
        {collection.covers.slice(0, 4).map((cover) => (
          <img key={cover} src={cover} alt="" loading="lazy" />
        ))}
      </div>
      <div>
        <h3>{collection.name}</h3>
        <p className="muted">
          {countsText(collection.counts)}
          {collection.sharedWithTeam ? ' · Shared with team' : ''}
          {collection.owned ? '' : ' · From a teammate'}
        </p>
      </div>
    </Link>
  );
}

/**
 * The member's collections and those shared with their workspace. A free member reads the shared ones
 * (creating and saving is Pro), so their empty list says where collections come from.
 */
export function CollectionList() {
  const { data, isPending, isError, refetch } = useCollections();
  const { viewer } = useSession();
  if (isPending) {
    return (
      <div className="collection-grid" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={index} height={200} radius={16} />
        ))}
      </div>
    );
  }
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (data.items.length === 0) {
    return permissionsOf(viewer).collections ? (
      <EmptyState
        icon="bookmark"
        title="No collections yet"
        body="Start one with “New collection”, or choose “Save” on any screen, flow, component or app."
      />
    ) : (
      <EmptyState
        icon="bookmark"
        title="No shared collections yet"
        body="Collections your workspace shares with you appear here. Saving screens into collections of your own is part of Pro."
      />
    );
  }
  return (
    <ul className="collection-grid">
      {data.items.map((collection) => (
        <li key={collection.uuid}>
          <CollectionCard collection={collection} />
        </li>
      ))}
    </ul>
  );
}
