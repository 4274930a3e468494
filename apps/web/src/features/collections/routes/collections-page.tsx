import type { CollectionDetail, CollectionItemType } from '@pageshelf/contracts/collections';
import type { App, Component, Flow, Screen } from '@pageshelf/contracts/content';
import { COLLECTION_ACCESS } from '@pageshelf/domain/collections';
import { checkAccess, permissionsOf } from '@pageshelf/domain/tiers';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { Button, ButtonLink, buttonClass } from '#components/ui/button';
import { GridSkeleton } from '#components/ui/grid-skeleton';
import { Icon, type IconName } from '#components/ui/icon';
import { PageHeader } from '#components/ui/page-header';
import { Skeleton } from '#components/ui/skeleton';
import { EmptyState, ErrorState } from '#components/ui/states';
import { paths } from '#config/paths';
import { isNotFound } from '#lib/api-client';
import { useSession } from '#lib/auth';
import { formatCount } from '#lib/format-count';
import { openModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { useDocumentTitle } from '#lib/use-document-title';
import { moved, useReorderItems, useSaveItem } from '../api/collection-items';
import { useCollection } from '../api/get-collection';
import { useSharedCollection } from '../api/get-shared-collection';
import { ArrangeByDrag, DraggableTile } from '../components/arrange-by-drag';
import { countsText } from '../components/collection-counts';
import { CollectionList } from '../components/collection-list';
import { NewCollectionModal } from '../components/new-collection-modal';

/** A kind's grid a page is handed (each kind's feature owns its cards; features do not import each other). */
export interface ItemGridProps<T> {
  label: string;
  items: readonly T[];
  /** What a tile shows around itself (the buttons that move and remove it, for who may edit). */
  decorate?: (item: T, tile: ReactNode) => ReactNode;
}

/** The grid of each kind a collection holds, composed by the app (app/routes/collections.tsx). */
export interface CollectionGrids {
  screens: (props: ItemGridProps<Screen>) => ReactNode;
  flows: (props: ItemGridProps<Flow>) => ReactNode;
  components: (props: ItemGridProps<Component>) => ReactNode;
  apps: (props: ItemGridProps<App>) => ReactNode;
}

type HeldItems = Pick<CollectionDetail, CollectionItemType>;

/** Who may edit a collection moves its items within their kind and takes them out, from the grid itself. */
interface Arranging {
  name: string;
  busy: boolean;
  onMove: (type: CollectionItemType, ids: number[]) => void;
  onRemove: (type: CollectionItemType, id: number) => void;
}

/** A round button over a tile: its name for assistive technology, its tooltip and its icon. */
function TileTool({
  label,
  title,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  title: string;
  icon: IconName;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" aria-label={label} title={title} disabled={disabled} onClick={onClick}>
      <Icon name={icon} size={14} />
    </button>
  );
}

/** One kind's section: its heading and its grid, each tile with the buttons that arrange it. */
function KindSection<T extends { id: number }>({
  type,
  title,
  items,
  grid,
  noun,
  arranging,
}: {
  type: CollectionItemType;
  title: string;
  items: readonly T[];
  grid: (props: ItemGridProps<T>) => ReactNode;
  /** How a button names an item: "this Ledger screen". */
  noun: (item: T) => string;
  arranging: Arranging | undefined;
}) {
  // The tiles the grid drew, by item: the copy that follows a dragged one is drawn from its tile.
  const tiles = useRef(new Map<number, ReactNode>()).current;
  if (items.length === 0) return null;
  const ids = items.map((item) => item.id);
  // An item removed since is forgotten with its tile.
  for (const id of tiles.keys()) if (!ids.includes(id)) tiles.delete(id);
  const decorate = arranging
    ? (item: T, tile: ReactNode) => {
        const index = ids.indexOf(item.id);
        const name = noun(item);
        tiles.set(item.id, tile);
        return (
          <DraggableTile id={item.id} index={index} ids={ids} disabled={ids.length < 2}>
            {tile}
            <div className="collection-item-tools">
              <TileTool
                label={`Move ${name} earlier`}
                title="Move earlier"
                icon="chevronLeft"
                disabled={index === 0}
                onClick={() => arranging.onMove(type, moved(ids, index, index - 1))}
              />
              <TileTool
                label={`Move ${name} later`}
                title="Move later"
                icon="chevronRight"
                disabled={index === ids.length - 1}
                onClick={() => arranging.onMove(type, moved(ids, index, index + 1))}
              />
              <TileTool
                label={`Remove ${name} from ${arranging.name}`}
                title="Remove from collection"
                icon="close"
                disabled={arranging.busy}
                onClick={() => arranging.onRemove(type, item.id)}
              />
            </div>
          </DraggableTile>
        );
      }
    : undefined;
  const shown = grid({ label: `Saved ${type}`, items, ...(decorate ? { decorate } : {}) });
  return (
    <section className="collection-section" aria-labelledby={`collection-${type}`}>
      <h2 id={`collection-${type}`} className="collection-section-title">
        {title} <span className="muted">{formatCount(items.length)}</span>
      </h2>
      {arranging ? (
        <ArrangeByDrag
          ids={ids}
          onMove={(order) => arranging.onMove(type, order)}
          tileOf={(id) => tiles.get(id)}
        >
          {shown}
        </ArrangeByDrag>
      ) : (
        shown
      )}
    </section>
  );
}

/**
 * A collection's items, a section per kind it holds (in the library's order: screens, flows, components,
 * apps), each in the order its editors gave. With `arranging`, a tile is dragged to its new place, and
 * carries "Move earlier", "Move later" and "Remove" buttons: plain buttons, so the keyboard and a screen
 * reader reach them as the pointer does.
 */
function CollectionSections({
  items,
  grids,
  arranging,
}: {
  items: HeldItems;
  grids: CollectionGrids;
  arranging?: Arranging;
}) {
  return (
    <div className="collection-sections">
      <KindSection
        type="screens"
        title="Screens"
        items={items.screens}
        grid={grids.screens}
        noun={(screen) => `this ${screen.app.title} screen`}
        arranging={arranging}
      />
      <KindSection
        type="flows"
        title="Flows"
        items={items.flows}
        grid={grids.flows}
        noun={(flow) => `${flow.app.title}: ${flow.title}`}
        arranging={arranging}
      />
      <KindSection
        type="components"
        title="Components"
        items={items.components}
        grid={grids.components}
        noun={(component) => `this ${component.app.title} component`}
        arranging={arranging}
      />
      <KindSection
        type="apps"
        title="Apps"
        items={items.apps}
        grid={grids.apps}
        noun={(app) => app.title}
        arranging={arranging}
      />
    </div>
  );
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
        lede="Screens, flows, components and apps kept for a project, shared with your team when you want."
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
 * owner's workspace, free or Pro; its owner and the workspace's Pro members (who edit it) get Settings and
 * arrange its items from the grids. Each kind's grid belongs to its feature, and features do not import
 * each other: the app hands them in (app/routes/collections.tsx).
 */
export function CollectionPage({ grids }: { grids: CollectionGrids }) {
  const { collectionUuid = '' } = useParams();
  const collection = useCollection(collectionUuid);
  const save = useSaveItem();
  const reorder = useReorderItems();
  const { viewer } = useSession();
  const data = collection.data;
  const name = data?.name ?? '';
  const arranging: Arranging | undefined = data?.editable
    ? {
        name,
        busy: save.isPending,
        onMove: (type, ids) => reorder.mutate({ uuid: collectionUuid, type, ids }),
        onRemove: (type, id) =>
          save.mutate(
            { uuid: collectionUuid, item: { type, id }, saved: false },
            { onSuccess: () => toast.success(`Removed from ${name}`) },
          ),
      }
    : undefined;
  const exportable = checkAccess(COLLECTION_ACCESS.export, viewer).allowed && (data?.itemCount ?? 0) > 0;
  useDocumentTitle(data?.name);
  if (isNotFound(collection.error)) return <NotFound />;
  return (
    <div className="page">
      <PageHeader
        eyebrow={<Link to={paths.collections.href()}>Collections</Link>}
        title={data ? data.name : <Skeleton width={240} height={34} />}
        lede={
          data ? (
            <>
              {data.description ? (
                <span className="shared-collection-description">{data.description}</span>
              ) : null}
              <span className="shared-collection-meta">{countsText(data.counts)}</span>
            </>
          ) : undefined
        }
        actions={
          <>
            {exportable ? (
              // A plain download: the browser saves the ZIP the API streams (the originals).
              <a
                className={buttonClass({})}
                href={`/api/collections/${encodeURIComponent(collectionUuid)}/export`}
                download
              >
                <Icon name="download" size={16} />
                Export ZIP
              </a>
            ) : null}
            {data?.editable ? (
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
      ) : !data ? (
        <ErrorState error={collection.error} onRetry={() => void collection.refetch()} />
      ) : data.itemCount > 0 ? (
        <CollectionSections items={data} grids={grids} {...(arranging ? { arranging } : {})} />
      ) : (
        <EmptyState
          icon="bookmark"
          title="Nothing saved yet"
          body="Choose Save on any screen, flow, component or app to add it here."
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
export function SharedCollectionPage({ grids }: { grids: CollectionGrids }) {
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
  const count = data ? countsText(data.counts) : null;
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
      ) : data && data.itemCount > 0 ? (
        <CollectionSections items={data} grids={grids} />
      ) : (
        <EmptyState
          icon="bookmark"
          title="Nothing here yet"
          body="Its owner hasn't saved anything to it yet."
        />
      )}
    </div>
  );
}
