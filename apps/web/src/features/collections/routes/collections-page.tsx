import type { Screen } from '@pageshelf/contracts/content';
import { COLLECTION_ACCESS } from '@pageshelf/domain/collections';
import { checkAccess, permissionsOf } from '@pageshelf/domain/tiers';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { Button, ButtonLink, buttonClass } from '#components/ui/button';
import { GridSkeleton } from '#components/ui/grid-skeleton';
import { Icon } from '#components/ui/icon';
import { PageHeader } from '#components/ui/page-header';
import { Skeleton } from '#components/ui/skeleton';
import { EmptyState, ErrorState } from '#components/ui/states';
import { paths } from '#config/paths';
import { isNotFound } from '#lib/api-client';
import { useSession } from '#lib/auth';
import { openModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { useDocumentTitle } from '#lib/use-document-title';
import { useSaveScreen } from '../api/collection-screens';
import { useCollection } from '../api/get-collection';
import { useSharedCollection } from '../api/get-shared-collection';
import { CollectionList } from '../components/collection-list';
import { NewCollectionModal } from '../components/new-collection-modal';

/** The screens' grid a page is handed (the screens feature's; features do not import each other). */
interface ScreenGridProps {
  label: string;
  screens: readonly Screen[];
  /** What a tile shows around itself (a remove button, for who may edit the collection). */
  decorate?: (screen: Screen, tile: ReactNode) => ReactNode;
}

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
 * owner's workspace, free or Pro; its owner and the workspace's Pro members (who edit it) get Settings. The screens' grid belongs to the screens
 * feature, and features do not import each other: the app hands it in (app/routes/collections.tsx).
 */
export function CollectionPage({ screenGrid }: { screenGrid: (props: ScreenGridProps) => ReactNode }) {
  const { collectionUuid = '' } = useParams();
  const collection = useCollection(collectionUuid);
  const save = useSaveScreen();
  const name = collection.data?.name ?? '';
  // Who may edit the collection takes a screen out from the grid itself, without opening it.
  const decorate = collection.data?.editable
    ? (screen: Screen, tile: ReactNode) => (
        <div className="collection-item">
          {tile}
          <button
            type="button"
            className="collection-item-remove"
            aria-label={`Remove this ${screen.app.title} screen from ${name}`}
            title="Remove from collection"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(
                { uuid: collectionUuid, screenUuid: screen.uuid, saved: false },
                { onSuccess: () => toast.success(`Removed from ${name}`) },
              )
            }
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      )
    : undefined;
  const { viewer } = useSession();
  const exportable =
    checkAccess(COLLECTION_ACCESS.export, viewer).allowed && (collection.data?.screenCount ?? 0) > 0;
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
          <>
            {exportable ? (
              // A plain download: the browser saves the ZIP the API streams (the screens' originals).
              <a
                className={buttonClass({})}
                href={`/api/collections/${encodeURIComponent(collectionUuid)}/export`}
                download
              >
                <Icon name="download" size={16} />
                Export ZIP
              </a>
            ) : null}
            {collection.data?.editable ? (
              <Button
                icon={<Icon name="settings" size={16} />}
                onClick={() => openModal({ type: 'collection-settings', collectionUuid })}
              >
                Settings
              </Button>
            ) : null}
          </>
        }
      />
      {collection.isPending ? (
        <GridSkeleton label="Loading the collection" />
      ) : screens.length > 0 ? (
        screenGrid({ label: 'Saved screens', screens, ...(decorate ? { decorate } : {}) })
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

/**
 * `/shared/{shareToken}`: a collection read through the link its owner handed out, by anyone who has it,
 * signed in or not (each opening is a view of the library, as any page). Read only: no settings, and
 * nothing of the owner but the name they gave. A link turned off reads as such, with the way on.
 */
export function SharedCollectionPage({ screenGrid }: { screenGrid: (props: ScreenGridProps) => ReactNode }) {
  const { shareToken = '' } = useParams();
  const shared = useSharedCollection(shareToken);
  useDocumentTitle(shared.data?.name ?? (shared.error ? 'Shared collection' : undefined));
  const { viewer } = useSession();
  const browse = (
    <ButtonLink to={paths.screens.href(viewer.tier === 'visitor' ? 'public' : 'member')}>
      Browse the library
    </ButtonLink>
  );
  if (isNotFound(shared.error))
    return (
      <div className="page">
        <EmptyState
          icon="globe"
          title="This link doesn't open a collection"
          body="Its owner may have turned it off or deleted the collection. Ask them for a new link."
          action={browse}
        />
      </div>
    );
  const data = shared.data;
  const count = data ? `${data.screenCount} ${data.screenCount === 1 ? 'screen' : 'screens'}` : null;
  return (
    <div className="page">
      <PageHeader
        eyebrow="Shared collection"
        title={data ? data.name : <Skeleton width={240} height={34} />}
        lede={
          data ? (
            <>
              {data.description ? (
                <span className="shared-collection-description">{data.description}</span>
              ) : null}
              <span className="shared-collection-meta">
                {data.sharedBy ? `Shared by ${data.sharedBy} · ${count}` : count}
              </span>
            </>
          ) : undefined
        }
        actions={browse}
      />
      {shared.isPending ? (
        <GridSkeleton label="Loading the collection" />
      ) : shared.error ? (
        <ErrorState error={shared.error} onRetry={() => void shared.refetch()} />
      ) : data && data.screens.length > 0 ? (
        screenGrid({ label: 'Screens in this collection', screens: data.screens })
      ) : (
        <EmptyState
          icon="bookmark"
          title="Nothing here yet"
          body="Its owner hasn't saved any screens to it."
        />
      )}
    </div>
  );
}
