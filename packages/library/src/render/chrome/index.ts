/**
 * Platform chrome: iOS (status bar, large-title navigation bar, tab bar, home indicator), Android (status
 * bar, Material 3 top app bar, navigation bar with its pill, gesture bar) and web (a site header or an app
 * sidebar; no browser window). `frame` puts a screen together.
 */
export { type NavBarOptions, navBar, tabBar } from './bars.js';
export { type FrameOptions, frame } from './frame.js';
export { homeIndicator, statusBar } from './phone.js';
export { type SidebarOptions, sidebar, type WebHeaderOptions, webHeader } from './web.js';
