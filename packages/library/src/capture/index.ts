export {
  type AddressGuard,
  type HostLookup,
  isInwardAddress,
  publicAddressGuard,
} from './address-guard.js';
export {
  type CapturedPage,
  CaptureError,
  DEFAULT_TIMEOUTS,
  DESKTOP,
  MAX_PAGE_HEIGHT,
  PageCapturer,
  PHONE,
} from './browser.js';
export {
  type CaptureDeps,
  type CaptureFailure,
  type CaptureOptions,
  type CaptureReport,
  captureApp,
  captureUuid,
  DEFAULT_MAX_PAGES,
  normalAddress,
} from './capture-app.js';
export { CHANGED_SHARE, changedWords, compareVersions, DIFF_WIDTH, isNewVersion, regionsOf } from './diff.js';
export { guessPatterns, guessScreenType, type PageOutline } from './guess.js';
export { readSignInScript, SignInScriptError, type SignInStep, signInScriptSchema } from './steps.js';
