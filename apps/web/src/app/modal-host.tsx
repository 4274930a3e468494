import type { CollectionItemType } from '@pageshelf/contracts/collections';
import type { Component, Flow, ScreenDetail } from '@pageshelf/contracts/content';
import { isUuid } from '@pageshelf/domain/routes';
import { permissionsOf } from '@pageshelf/domain/tiers';
import { Suspense, useCallback, useEffect, useLayoutEffect } from 'react';
import { type Location, matchPath, useLocation, useNavigate } from 'react-router';
import { Button } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { whenIdle } from '#lib/idle';
import { lazyNamed } from '#lib/lazy-named';
import { backgroundOf, type ModalRouteState } from '#lib/modal-route';
import { type ModalRequest, openModal, useOpenModal } from '#lib/modals';

// Every modal is a chunk of its own, fetched when it first opens: none is part of the first page.
const previews = {
  screen: () => import('#features/screens/components/screen-preview-modal'),
  flow: () => import('#features/flows/components/flow-preview-modal'),
  component: () => import('#features/ui-components/components/component-preview-modal'),
};
const billing = () => import('#features/billing/components/billing-modals');
const authPrompt = () => import('#features/auth/components/auth-prompt');
// Only the previews and detail pages show it: not part of the first page's JavaScript.
const FavoriteButton = lazyNamed(
  () => import('#features/favorites/components/favorite-button'),
  'FavoriteButton',
);
const ScreenPreviewModal = lazyNamed(previews.screen, 'ScreenPreviewModal');
const FlowPreviewModal = lazyNamed(previews.flow, 'FlowPreviewModal');
const ComponentPreviewModal = lazyNamed(previews.component, 'ComponentPreviewModal');
const PricingModal = lazyNamed(billing, 'PricingModal');
const PaywallModal = lazyNamed(billing, 'PaywallModal');
const VisitorPaywallModal = lazyNamed(billing, 'VisitorPaywallModal');
const SearchLimitModal = lazyNamed(billing, 'SearchLimitModal');
const AuthPromptModal = lazyNamed(authPrompt, 'AuthPromptModal');
const FeedbackModal = lazyNamed(
  () => import('#features/feedback/components/feedback-modal'),
  'FeedbackModal',
);
const DeleteAccountModal = lazyNamed(
  () => import('#features/account/components/delete-account-modal'),
  'DeleteAccountModal',
);
const SaveToCollectionModal = lazyNamed(
  () => import('#features/collections/components/save-to-collection-modal'),
  'SaveToCollectionModal',
);
const CollectionSettingsModal = lazyNamed(
  () => import('#features/collections/components/collection-settings-modal'),
  'CollectionSettingsModal',
);
const CommandPalette = lazyNamed(
  () => import('#features/search/components/command-palette'),
  'CommandPalette',
);

export type PreviewMatch =
  | { type: 'screen-preview'; uuid: string }
  | { type: 'flow-preview'; uuid: string }
  | { type: 'component-preview'; uuid: string };

const PREVIEW_ROUTES: { pattern: string; type: PreviewMatch['type'] }[] = [
  { pattern: '/n/pages/:uuid', type: 'screen-preview' },
  { pattern: '/pages/:uuid', type: 'screen-preview' },
  { pattern: '/n/flows/:uuid', type: 'flow-preview' },
  { pattern: '/flows/:uuid', type: 'flow-preview' },
  { pattern: '/n/components/:uuid', type: 'component-preview' },
  { pattern: '/components/:uuid', type: 'component-preview' },
];

/** The preview an address opens when it is shown over a background page (a valid UUID only). */
export function matchPreview(pathname: string): PreviewMatch | null {
  for (const route of PREVIEW_ROUTES) {
    const uuid = matchPath(route.pattern, pathname)?.params.uuid;
    if (uuid && isUuid(uuid)) return { type: route.type, uuid };
  }
  return null;
}

/**
 * The Save button of an item of the library (a screen, flow, component or app): it opens the save dialog
 * for Pro members, the paywall for free members, and sign-up for visitors. It belongs to the collections
 * feature's dialog, which other features do not import, so it is composed here.
 */
export function SaveButton({ item }: { item: { type: CollectionItemType; id: number; label: string } }) {
  const { viewer, signedIn } = useSession();
  return (
    <Button
      variant="secondary"
      icon={<Icon name="bookmark" size={16} />}
      onClick={() =>
        !signedIn
          ? openModal({ type: 'auth-prompt', message: 'Sign up to continue' })
          : permissionsOf(viewer).collections
            ? openModal({ type: 'save-to-collection', item })
            : openModal({
                type: 'paywall',
                message:
                  'Collections are part of Pro: save screens, flows, components and apps, and share them with your team.',
              })
      }
    >
      Save
    </Button>
  );
}

/** The Favorite and Save buttons of an item (they belong to other features, so they are composed here). */
function ItemActions({ item }: { item: { type: CollectionItemType; id: number; label: string } }) {
  return (
    <>
      <Suspense fallback={null}>
        <FavoriteButton type={item.type} id={item.id} label={item.label} />
      </Suspense>
      <SaveButton item={item} />
    </>
  );
}

export const renderScreenActions = (screen: ScreenDetail) => (
  <ItemActions item={{ type: 'screens', id: screen.id, label: `${screen.app.title} screen` }} />
);

export const renderFlowActions = (flow: Flow) => (
  <ItemActions item={{ type: 'flows', id: flow.id, label: `${flow.app.title}: ${flow.title}` }} />
);

export const renderComponentActions = (component: Component) => (
  <ItemActions item={{ type: 'components', id: component.id, label: `${component.app.title} component` }} />
);

function PreviewModal({
  preview,
  background,
  location,
}: {
  preview: PreviewMatch;
  background: Location;
  location: Location;
}) {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const area = signedIn ? 'member' : 'public';
  const state = location.state as ModalRouteState;

  const close = useCallback(() => {
    // Back to the page underneath, exactly as it was: one step back when the preview was pushed on it.
    if (state.pushed && window.history.state?.idx > 0) void navigate(-1);
    else void navigate(background, { replace: true });
  }, [navigate, background, state.pushed]);

  const step = useCallback(
    (to: string) => void navigate(to, { replace: true, state, preventScrollReset: true }),
    [navigate, state],
  );

  // Until its chunk has arrived the preview is a dimmed page with a spinner, which Escape or a click
  // closes like the preview itself (a key pressed at once after the click is not lost).
  return (
    <Suspense fallback={<PreviewLoading onClose={close} />}>
      <PreviewContent preview={preview} close={close} step={step} area={area} />
    </Suspense>
  );
}

function PreviewLoading({ onClose }: { onClose: () => void }) {
  // Listening from the commit on, before the browser paints the button: a passive effect would start
  // listening only after the paint, and Escape pressed as soon as the button showed was lost (CI saw it).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <button
      type="button"
      className="preview-loading"
      aria-label="Opening the preview; close it"
      onClick={onClose}
    >
      <span className="preview-loading-spinner" />
    </button>
  );
}

function PreviewContent({
  preview,
  close,
  step,
  area,
}: {
  preview: PreviewMatch;
  close: () => void;
  step: (to: string) => void;
  area: 'member' | 'public';
}) {
  switch (preview.type) {
    case 'screen-preview':
      return (
        <ScreenPreviewModal
          uuid={preview.uuid}
          onClose={close}
          onNavigate={(uuid) => step(paths.screen.href(uuid, area))}
          actions={renderScreenActions}
        />
      );
    case 'flow-preview':
      return (
        <FlowPreviewModal
          key={preview.uuid}
          uuid={preview.uuid}
          onClose={close}
          actions={renderFlowActions}
        />
      );
    case 'component-preview':
      return (
        <ComponentPreviewModal
          uuid={preview.uuid}
          onClose={close}
          onNavigate={(uuid) => step(paths.component.href(uuid, area))}
          actions={renderComponentActions}
        />
      );
  }
}

function StoreModal({ request }: { request: ModalRequest }) {
  switch (request.type) {
    case 'pricing':
      return <PricingModal />;
    case 'feedback':
      return <FeedbackModal />;
    case 'delete-account':
      return <DeleteAccountModal />;
    case 'save-to-collection':
      return <SaveToCollectionModal item={request.item} />;
    case 'collection-settings':
      return <CollectionSettingsModal collectionUuid={request.collectionUuid} />;
    case 'paywall':
      return <PaywallModal {...(request.message ? { message: request.message } : {})} />;
    case 'auth-prompt':
      return (
        <AuthPromptModal
          {...(request.message ? { message: request.message } : {})}
          {...(request.redirectTo ? { redirectTo: request.redirectTo } : {})}
        />
      );
    case 'visitor-paywall':
      return <VisitorPaywallModal />;
    case 'search-limit':
      return <SearchLimitModal message={request.message} />;
    case 'command-palette':
      return <CommandPalette {...(request.query ? { initialQuery: request.query } : {})} />;
  }
}

/**
 * The one host of the thirteen modals: ten opened through the modal store, and the three previews
 * opened by navigating to their address over a background page.
 */
export function ModalHost() {
  const location = useLocation();
  const request = useOpenModal();
  const background = backgroundOf(location.state);
  const preview = background ? matchPreview(location.pathname) : null;

  // The previews open from any grid tile: their chunks are fetched once the page is idle, so the
  // first click does not wait for them.
  useEffect(
    () =>
      whenIdle(() => {
        for (const load of Object.values(previews)) void load().catch(() => undefined);
      }),
    [],
  );

  return (
    <>
      <Suspense fallback={null}>
        {preview && background ? (
          <PreviewModal key={preview.type} preview={preview} background={background} location={location} />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {request ? <StoreModal key={request.type} request={request} /> : null}
      </Suspense>
    </>
  );
}
