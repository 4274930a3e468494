import type { Screen } from '@pageshelf/contracts/content';
import { permissionsOf } from '@pageshelf/domain/tiers';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { Button } from '#components/ui/button';
import { GridSkeleton } from '#components/ui/grid-skeleton';
import { Icon } from '#components/ui/icon';
import { PageHeader } from '#components/ui/page-header';
import { Skeleton } from '#components/ui/skeleton';
import { EmptyState } from '#components/ui/states';
import { paths } from '#config/paths';
import { isNotFound } from '#lib/api-client';
import { useSession } from '#lib/auth';
import { openModal } from '#lib/modals';
import { useDocumentTitle } from '#lib/use-document-title';
import { useCollection } from '../api/get-collection';
import { CollectionList } from '../components/collection-list';
import { NewCollectionModal } from '../components/new-collection-modal';

/** `/collections`: a member's collections and those shared with their workspace (free members read those). */
export function CollectionsPage() {
  useDocumentTitle('Collections');
  const { viewer } = useSession();
  const [creating, setCreating] = useState(false);
  return (
    <div className="page">
      <PageHeader
        title="Collections"
        lede="Screens saved for a project, shared with your team when you want."
        actions={
          permissionsOf(viewer).collections ? (
            <Button variant="primary" icon={<Icon name="plus" size={16} />} onClick={() => setCreating(true)}>
              New collection
            </Button>
          ) : undefined
        }
      />
      <CollectionList />
      {creating ? <NewCollectionModal onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

/**
 * `/collections/{collectionUuid}`: one collection, for its owner and, once shared, every member of the
 * owner's workspace, free or Pro; only its owner gets Settings. The screens' grid belongs to the screens
 * feature, and features do not import each other: the app hands it in (app/routes/collections.tsx).
 */
export function CollectionPage({
  screenGrid,
}: {
  screenGrid: (props: { label: string; screens: readonly Screen[] }) => ReactNode;
}) {
  const { collectionUuid = '' } = useParams();
  const collection = useCollection(collectionUuid);
  const screens = collection.data?.screens ?? [];
  useDocumentTitle(collection.data?.name);
  if (isNotFound(collection.error)) return <NotFound />;
  return (
    <div className="page">
      <PageHeader
        eyebrow={<Link to={paths.collections.href()}>Collections</Link>}
        title={collection.data ? collection.data.name : <Skeleton width={240} height={34} />}
        lede={collection.data?.description ?? undefined}
        actions={
          collection.data?.owned ? (
            <Button
              icon={<Icon name="settings" size={16} />}
              onClick={() => openModal({ type: 'collection-settings', collectionUuid })}
            >
              Settings
            </Button>
          ) : null
        }
      />
      {collection.isPending ? (
        <GridSkeleton label="Loading the collection" />
      ) : screens.length > 0 ? (
        screenGrid({ label: 'Saved screens', screens })
      ) : (
        <EmptyState
          icon="bookmark"
          title="Nothing saved yet"
          body="Open a screen and choose Save to add it here."
        />
      )}
    </div>
  );
}
