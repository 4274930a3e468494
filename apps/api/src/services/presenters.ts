import { pixelScale } from '@pageshelf/domain/categories';
import { type ItemPlace, isLockedFor, servesWhole } from '@pageshelf/domain/policy';
import type { MediaView, TileVariant } from '../lib/media-links.js';
import type { CollectionRecord } from '../repositories/collections.repository.js';
import type { AppRecord, ComponentRecord, FlowRecord, ScreenRecord } from '../repositories/content-parts.js';

/**
 * Turn database records into API shapes. Entitlements are applied here, with the domain's rules:
 * - a locked item (`isLockedFor`) never shows its full image, original or text: its thumbnail is the
 *   blurred preview;
 * - an item shown `alongside` another (a detail's similar screens, the screens inside the flows of a
 *   list page) is a grid tile for capped viewers (`servesWhole`): thumbnail, no full image, no text.
 * Picture addresses come from the viewer's `MediaView`: tagged tiles, full images signed for the viewer.
 */
export function presentScreen(screen: ScreenRecord, media: MediaView, place: ItemPlace = 'counted') {
  const key = screen.imageKey;
  const locked = isLockedFor(screen, media.policy);
  const whole = !locked && servesWhole(media.policy, place);
  return {
    id: screen.id,
    uuid: screen.uuid,
    app: screen.app,
    platform: screen.platform,
    image: {
      thumb: media.tile(key, locked ? 'preview' : 'thumb'),
      full: whole ? media.full(key) : null,
      original: whole && screen.originalFormat ? media.original(key, screen.originalFormat) : null,
      preview: media.tile(key, 'preview'),
      width: screen.width,
      height: screen.height,
      dominantColor: screen.dominantColor,
    },
    screenType: screen.screenType,
    patternCategories: screen.patternCategories,
    textInScreen: whole ? screen.textInScreen : null,
    is_restricted: screen.isRestricted,
    position: screen.position,
    capturedAt: screen.capturedAt.toISOString(),
  };
}

/**
 * A screen of an editorial figure: its address, its app and its tiles at the figure addresses (`tile`,
 * see `MediaLinks.figureTiles`), never a full image, original or text, for whoever reads it. A figure
 * holds no restricted screen; one would show only its blurred preview.
 */
export function presentFigureScreen(
  screen: ScreenRecord,
  tile: (key: string, variant: TileVariant) => string,
) {
  const key = screen.imageKey;
  return {
    uuid: screen.uuid,
    app: screen.app,
    platform: screen.platform,
    image: {
      thumb: tile(key, screen.isRestricted ? 'preview' : 'thumb'),
      full: null,
      original: null,
      preview: tile(key, 'preview'),
      width: screen.width,
      height: screen.height,
      dominantColor: screen.dominantColor,
    },
  };
}

export function presentApp(app: AppRecord) {
  return {
    id: app.id,
    title: app.title,
    slug: app.slug,
    logo: app.logo,
    description: app.description,
    platform: app.platform,
    website: app.website,
    productCategories: app.productCategories,
    screenCount: app.screenCount,
    flowCount: app.flowCount,
    componentCount: app.componentCount,
    redesignedAt: app.redesignedAt?.toISOString() ?? null,
  };
}

/** A flow; its screens are tiles for capped viewers in a list (`place` alongside), whole in its detail. */
export function presentFlow(flow: FlowRecord, media: MediaView, place: ItemPlace = 'counted') {
  return {
    id: flow.id,
    uuid: flow.uuid,
    title: flow.title,
    app: flow.app,
    platform: flow.platform,
    flowCategories: flow.flowCategories,
    screens: flow.screens.map((screen) => presentScreen(screen, media, place)),
    screenCount: flow.screenCount,
  };
}

export function presentComponent(component: ComponentRecord, media: MediaView) {
  const key = component.imageKey;
  const locked = isLockedFor({ isRestricted: component.screenIsRestricted }, media.policy);
  return {
    id: component.id,
    uuid: component.uuid,
    app: component.app,
    platform: component.platform,
    screenUuid: component.screenUuid,
    crop: component.crop,
    scale: pixelScale(component.platform, component.screenWidth),
    image: {
      thumb: media.tile(key, locked ? 'preview' : 'thumb'),
      full: locked ? null : media.full(key),
      original: null,
      preview: media.tile(key, 'preview'),
      width: component.crop.width,
      height: component.crop.height,
      dominantColor: '#e5e7eb',
    },
    is_restricted: component.screenIsRestricted,
    componentCategories: component.componentCategories,
    tags: component.tags,
  };
}

/** How many items of each kind a collection holds. */
export const countsOf = ({ itemIds }: CollectionRecord) => ({
  screens: itemIds.screens.length,
  flows: itemIds.flows.length,
  components: itemIds.components.length,
  apps: itemIds.apps.length,
});

/** A collection for `viewerId`, who may edit it (`editable`: the domain's rule and the viewer's plan) or not. */
export function presentCollection(
  collection: CollectionRecord,
  viewerId: number,
  media: MediaView,
  editable: boolean,
) {
  return {
    uuid: collection.uuid,
    name: collection.name,
    description: collection.description,
    itemCount: collection.itemCount,
    counts: countsOf(collection),
    covers: collection.coverImageKeys.map((key) => media.tile(key, 'thumb')),
    sharedWithTeam: collection.sharedWithTeam,
    owned: collection.userId === viewerId,
    editable,
    // The link is the owner's to hand out: a teammate reading a shared collection does not get it.
    shareToken: collection.userId === viewerId ? collection.shareToken : null,
    createdAt: collection.createdAt.toISOString(),
    updatedAt: collection.updatedAt.toISOString(),
  };
}
