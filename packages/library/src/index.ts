/**
 * Pageshelf's library content, apart from the API: the demo library generator and the folder importer.
 * Both write through the port (`LibraryWriter` for rows, `MediaSink` for images) that the API implements;
 * the API's CLI (`pnpm library demo|import`) wires them to its database and media store.
 */

export * from './catalog/taxonomy.js';
export {
  type DemoOptions,
  type DemoResult,
  generateDemoLibrary,
  type Progress,
  profileOf,
} from './demo/generate-demo.js';
export { DEMO_SEED, isMarketing, LAYOUTS_PER_PATTERN, planDemoLibrary } from './demo/plan.js';
export { demoVocabulary, ZipfSampler } from './demo/vocabulary.js';
export {
  type ImportProblem,
  type ImportReport,
  importFolder,
  ManifestError,
  readManifest,
  stableUuid,
} from './import/import-folder.js';
export { ScreenReader } from './import/ocr.js';
export * from './likeness/index.js';
export {
  cropRaw,
  decodeRaw,
  type RawImage,
  type StoredImage,
  storeImageVariants,
} from './media/image-variants.js';
export * from './port.js';
export { Random } from './render/random.js';
export { renderScreen } from './render/screen.js';
export {
  renderSocialCard,
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  type SocialCard,
  type SocialCardPicture,
} from './render/social-card.js';
