/**
 * The content family (detail, article, media player, gallery, map) and the states family (empty, error,
 * loading, success). Three layouts per pattern, each drawn for iOS, Android and the web, with copy from
 * `data/<domain>/states.yaml` (read by `copy.ts`) and the app's own items so a finance app's detail page shows
 * a payment and a travel app's a stay.
 */
import type { PatternSlug } from '../../../catalog/taxonomy.js';
import type { Layout } from '../../context.js';
import { articleDoc, articleHero, articleReader } from './article.js';
import { detailHero, detailSummary } from './detail.js';
import { detailTabs } from './detail-tabs.js';
import { emptyCentered, emptyGuided, emptyInline } from './empty.js';
import { errorDialog, errorFull, errorInline } from './error.js';
import { galleryGrid, galleryMosaic, galleryViewer } from './gallery.js';
import { loadingProgress, loadingSkeleton, loadingSplash } from './loading.js';
import { mapRoute, mapSheet } from './map.js';
import { mapCarousel } from './map-carousel.js';
import { playerEpisode, playerFull, playerVideo } from './player.js';
import { successCentered, successNextSteps, successReceipt } from './success.js';

export const CONTENT_STATES_LAYOUTS: Partial<Record<PatternSlug, Layout[]>> = {
  detail: [detailHero, detailSummary, detailTabs],
  article: [articleHero, articleDoc, articleReader],
  'media-player': [playerFull, playerEpisode, playerVideo],
  gallery: [galleryGrid, galleryViewer, galleryMosaic],
  map: [mapSheet, mapRoute, mapCarousel],
  'empty-state': [emptyCentered, emptyGuided, emptyInline],
  error: [errorFull, errorInline, errorDialog],
  loading: [loadingSkeleton, loadingProgress, loadingSplash],
  success: [successCentered, successReceipt, successNextSteps],
};
