/**
 * What a layout is given: the screen's theme, the app's content, a seeded random source and the kit and
 * chrome bound to them. Types only, apart from the pipeline (`screen.ts`), so that the layouts the
 * pipeline registers do not import it back.
 */
import type { PatternSlug } from '../catalog/taxonomy.js';
import type { FrameOptions, NavBarOptions, SidebarOptions, WebHeaderOptions } from './chrome.js';
import type { AppContent, AppProfile } from './content.js';
import type { Node } from './h.js';
import type { Kit } from './kit.js';
import type { Random } from './random.js';
import type { Theme } from './theme.js';

/** Chrome helpers bound to the screen's theme (and the app's sections for tab bars and sidebars). */
export interface Chrome {
  frame: (options: FrameOptions) => Node;
  navBar: (options: NavBarOptions) => Node;
  /** The app's tab bar (iOS) or navigation bar (Android) with its sections; `active` is an index. */
  tabBar: (active?: number) => Node;
  webHeader: (options: Partial<WebHeaderOptions>) => Node;
  sidebar: (options: Partial<SidebarOptions>) => Node;
}

/** Everything a layout needs. */
export interface ScreenContext extends Theme {
  app: AppProfile;
  pattern: PatternSlug;
  variant: number;
  seed: number;
  content: AppContent;
  /** Seeded from the spec: the same spec draws the same screen. */
  random: Random;
  kit: Kit;
  chrome: Chrome;
}

/** A layout draws one screen of a pattern as a whole-screen node (use `ctx.chrome.frame`). */
export type Layout = (ctx: ScreenContext) => Node;
