import { isLockedFor } from '@pageshelf/domain/policy';
import type { Viewer } from '@pageshelf/domain/tiers';
import { mediaUrls, originalUrl } from '../lib/media-urls.js';
import type { CollectionRecord } from '../repositories/collections.repository.js';
import type {
  AppRecord,
  ComponentRecord,
  FlowRecord,
  ScreenRecord,
} from '../repositories/content.repository.js';

/**
 * Turn database records into API shapes. Entitlements are applied here, with the domain's locked rule
 * (`isLockedFor`): a locked screen's full image, original and text never reach the viewer; they get the
 * blurred preview.
 */
export function presentScreen(screen: ScreenRecord, viewer: Viewer) {
  const urls = mediaUrls(screen.imageKey);
  const locked = isLockedFor(screen, viewer);
  return {
    id: screen.id,
    uuid: screen.uuid,
    app: screen.app,
    platform: screen.platform,
    image: {
      thumb: locked ? urls.preview : urls.thumb,
      full: locked ? null : urls.full,
      original: locked || !screen.originalFormat ? null : originalUrl(screen.imageKey, screen.originalFormat),
      preview: urls.preview,
      width: screen.width,
      height: screen.height,
      dominantColor: screen.dominantColor,
    },
    screenType: screen.screenType,
    patternCategories: screen.patternCategories,
    textInScreen: locked ? null : screen.textInScreen,
    is_restricted: screen.isRestricted,
    position: screen.position,
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
  };
}

export function presentFlow(flow: FlowRecord, viewer: Viewer) {
  return {
    id: flow.id,
    uuid: flow.uuid,
    title: flow.title,
    app: flow.app,
    platform: flow.platform,
    flowCategories: flow.flowCategories,
    screens: flow.screens.map((screen) => presentScreen(screen, viewer)),
    screenCount: flow.screenCount,
  };
}

export function presentComponent(component: ComponentRecord, viewer: Viewer) {
  const urls = mediaUrls(component.imageKey);
  const locked = isLockedFor({ isRestricted: component.screenIsRestricted }, viewer);
  return {
    id: component.id,
    uuid: component.uuid,
    app: component.app,
    platform: component.platform,
    screenUuid: component.screenUuid,
    crop: component.crop,
    image: {
      thumb: locked ? urls.preview : urls.thumb,
      full: locked ? null : urls.full,
      original: null,
      preview: urls.preview,
      width: component.crop.width,
      height: component.crop.height,
      dominantColor: '#e5e7eb',
    },
    is_restricted: component.screenIsRestricted,
    componentCategories: component.componentCategories,
    tags: component.tags,
  };
}

export function presentCollection(collection: CollectionRecord, viewerId: number) {
  return {
    uuid: collection.uuid,
    name: collection.name,
    description: collection.description,
    screenCount: collection.screenCount,
    covers: collection.coverImageKeys.map((key) => mediaUrls(key).thumb),
    sharedWithTeam: collection.sharedWithTeam,
    owned: collection.userId === viewerId,
    createdAt: collection.createdAt.toISOString(),
    updatedAt: collection.updatedAt.toISOString(),
  };
}
