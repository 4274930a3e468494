/**
 * Generated imagery that looks intentional: portraits, photo-like scenes, spot illustrations, app icons, map
 * tiles and charts. Each is an SVG drawn from a seed (the same seed draws the same picture) and returned as an
 * `img` node marked with its UI element kind and the tags it earns (`photography`, `illustration`,
 * `data-visualisation`). Soft shapes come from radial gradients, never blur filters: those are slow to raster.
 */
export { type AppIconStyle, appIcon, appIconSvg, iconStyleOf } from './app-icons.js';
export { type ChartKind, type ChartOptions, chart, chartSvg } from './charts.js';
export { type IllustrationKind, illustration, illustrationSvg } from './illustrations.js';
export { mapSvg, mapTile } from './maps.js';
export { avatarArt, portraitSvg } from './people.js';
export { PHOTO_KINDS, type PhotoKind, photo, photoSvg } from './photos.js';
