/**
 * The library's taxonomy, modelled on what Mobbin and Refero offer: screen patterns (grouped in families,
 * each drawn by one module of `render/patterns/`), flow categories (each a story told in order), UI
 * element kinds (what a component crop shows) and tags. The slugs are stable: the database keys
 * categories by them and addresses carry their ids.
 */

export type PatternFamily =
  | 'entry'
  | 'onboarding'
  | 'browse'
  | 'content'
  | 'commerce'
  | 'account'
  | 'communication'
  | 'productivity'
  | 'states'
  | 'marketing';

export interface PatternDefinition {
  slug: string;
  title: string;
  family: PatternFamily;
  /** Marketing patterns are the pages of a product's website; the rest are screens of the app. */
  screenType: 'app' | 'marketing';
}

const pattern = (
  slug: string,
  title: string,
  family: PatternFamily,
  screenType: 'app' | 'marketing' = 'app',
): PatternDefinition => ({ slug, title, family, screenType });

export const PATTERNS = [
  pattern('welcome', 'Welcome', 'entry'),
  pattern('sign-up', 'Sign up', 'entry'),
  pattern('log-in', 'Log in', 'entry'),
  pattern('forgot-password', 'Forgot Password', 'entry'),
  pattern('verification', 'Verification', 'entry'),
  pattern('onboarding', 'Onboarding', 'onboarding'),
  pattern('permissions', 'Permissions', 'onboarding'),
  pattern('personalization', 'Personalization', 'onboarding'),
  pattern('home', 'Home', 'browse'),
  pattern('dashboard', 'Dashboard', 'browse'),
  pattern('feed', 'Feed', 'browse'),
  pattern('browse', 'Browse & Discover', 'browse'),
  pattern('search', 'Search', 'browse'),
  pattern('filter-sort', 'Filter & Sort', 'browse'),
  pattern('detail', 'Detail', 'content'),
  pattern('article', 'Article', 'content'),
  pattern('media-player', 'Media Player', 'content'),
  pattern('gallery', 'Gallery', 'content'),
  pattern('map', 'Map', 'content'),
  pattern('paywall', 'Paywall', 'commerce'),
  pattern('pricing', 'Pricing', 'commerce', 'marketing'),
  pattern('cart', 'Cart', 'commerce'),
  pattern('checkout', 'Checkout', 'commerce'),
  pattern('payment-method', 'Payment Method', 'commerce'),
  pattern('order-confirmation', 'Order Confirmation', 'commerce'),
  pattern('profile', 'Profile', 'account'),
  pattern('edit-profile', 'Edit Profile', 'account'),
  pattern('settings', 'Settings', 'account'),
  pattern('subscription', 'Subscription Management', 'account'),
  pattern('delete-account', 'Delete Account', 'account'),
  pattern('chat', 'Chat', 'communication'),
  pattern('inbox', 'Inbox', 'communication'),
  pattern('notifications', 'Notifications', 'communication'),
  pattern('comments', 'Comments', 'communication'),
  pattern('share-sheet', 'Share Sheet', 'communication'),
  pattern('calendar', 'Calendar', 'productivity'),
  pattern('composer', 'Compose & Create', 'productivity'),
  pattern('upload', 'Upload', 'productivity'),
  pattern('booking', 'Booking', 'productivity'),
  pattern('analytics', 'Charts & Analytics', 'productivity'),
  pattern('history', 'Activity & History', 'productivity'),
  pattern('empty-state', 'Empty State', 'states'),
  pattern('error', 'Error', 'states'),
  pattern('loading', 'Loading', 'states'),
  pattern('success', 'Success', 'states'),
  pattern('landing-page', 'Landing Page', 'marketing', 'marketing'),
  pattern('features', 'Features', 'marketing', 'marketing'),
  pattern('about', 'About', 'marketing', 'marketing'),
  pattern('faq', 'FAQ', 'marketing', 'marketing'),
  pattern('contact', 'Contact', 'marketing', 'marketing'),
] as const satisfies readonly PatternDefinition[];

export type PatternSlug = (typeof PATTERNS)[number]['slug'];

/** UI element kinds a component crop is filed under. */
export const UI_ELEMENTS = [
  ['button', 'Button'],
  ['icon-button', 'Icon Button'],
  ['floating-action-button', 'Floating Action Button'],
  ['button-group', 'Button Group'],
  ['text-field', 'Text Field'],
  ['password-field', 'Password Field'],
  ['search-bar', 'Search Bar'],
  ['text-area', 'Text Area'],
  ['dropdown', 'Dropdown'],
  ['checkbox', 'Checkbox'],
  ['radio-button', 'Radio Button'],
  ['toggle', 'Toggle'],
  ['slider', 'Slider'],
  ['stepper', 'Stepper'],
  ['segmented-control', 'Segmented Control'],
  ['chip', 'Chip'],
  ['tag', 'Tag'],
  ['badge', 'Badge'],
  ['avatar', 'Avatar'],
  ['avatar-group', 'Avatar Group'],
  ['card', 'Card'],
  ['product-card', 'Product Card'],
  ['pricing-card', 'Pricing Card'],
  ['stat-card', 'Stat Card'],
  ['list-item', 'List Item'],
  ['list', 'List'],
  ['table', 'Table'],
  ['navigation-bar', 'Navigation Bar'],
  ['tab-bar', 'Tab Bar'],
  ['bottom-navigation', 'Bottom Navigation'],
  ['sidebar', 'Sidebar'],
  ['header', 'Header'],
  ['footer', 'Footer'],
  ['breadcrumb', 'Breadcrumb'],
  ['tabs', 'Tabs'],
  ['pagination', 'Pagination'],
  ['progress-bar', 'Progress Bar'],
  ['progress-indicator', 'Page Indicator'],
  ['spinner', 'Spinner'],
  ['skeleton', 'Skeleton'],
  ['modal', 'Modal'],
  ['bottom-sheet', 'Bottom Sheet'],
  ['alert', 'Alert'],
  ['banner', 'Banner'],
  ['toast', 'Toast'],
  ['tooltip', 'Tooltip'],
  ['menu', 'Menu'],
  ['date-picker', 'Date Picker'],
  ['calendar', 'Calendar'],
  ['chart', 'Chart'],
  ['map', 'Map'],
  ['media-controls', 'Media Controls'],
  ['carousel', 'Carousel'],
  ['image', 'Image'],
  ['illustration', 'Illustration'],
  ['empty-state', 'Empty State'],
  ['message-bubble', 'Message Bubble'],
  ['comment', 'Comment'],
  ['rating', 'Rating'],
  ['timeline', 'Timeline'],
  ['social-login', 'Social Login'],
  ['code-input', 'Code Input'],
  ['hero', 'Hero'],
  ['testimonial', 'Testimonial'],
  ['accordion', 'Accordion'],
] as const;

export type UiElementSlug = (typeof UI_ELEMENTS)[number][0];

interface FlowDefinition {
  slug: string;
  title: string;
  steps: readonly PatternSlug[];
}

const flow = <const Slug extends string>(slug: Slug, title: string, ...steps: PatternSlug[]) => ({
  slug,
  title,
  steps,
});

/**
 * Flow categories, each a story: the patterns of its steps in order (a log-in flow goes from welcome to
 * signed in, an upgrade flow from paywall to receipt). Steps are drawn for the flow, so they follow on.
 */
export const FLOWS = [
  flow('onboarding', 'Onboarding', 'welcome', 'onboarding', 'personalization', 'permissions', 'home'),
  flow('signing-up', 'Signing up', 'welcome', 'sign-up', 'verification', 'personalization', 'home'),
  flow('logging-in', 'Logging in', 'welcome', 'log-in', 'verification', 'home'),
  flow('resetting-password', 'Resetting a password', 'log-in', 'forgot-password', 'verification', 'success'),
  flow('upgrading', 'Upgrading to premium', 'paywall', 'payment-method', 'checkout', 'order-confirmation'),
  flow('checking-out', 'Checking out', 'detail', 'cart', 'checkout', 'payment-method', 'order-confirmation'),
  flow('searching', 'Searching', 'home', 'search', 'filter-sort', 'detail'),
  flow('browsing', 'Browsing', 'home', 'browse', 'detail', 'gallery'),
  flow('editing-profile', 'Editing a profile', 'profile', 'edit-profile', 'success'),
  flow('editing-settings', 'Editing settings', 'profile', 'settings', 'notifications'),
  flow('messaging', 'Messaging', 'inbox', 'chat', 'share-sheet'),
  flow('commenting', 'Commenting', 'feed', 'detail', 'comments'),
  flow('creating', 'Creating and publishing', 'home', 'composer', 'upload', 'success'),
  flow('booking', 'Booking', 'browse', 'detail', 'booking', 'checkout', 'order-confirmation'),
  flow('scheduling', 'Scheduling', 'calendar', 'composer', 'success'),
  flow('reviewing-activity', 'Reviewing activity', 'dashboard', 'analytics', 'history', 'detail'),
  flow('sharing', 'Sharing', 'detail', 'share-sheet', 'success'),
  flow('managing-subscription', 'Managing a subscription', 'settings', 'subscription', 'paywall'),
  flow('deleting-account', 'Deleting an account', 'settings', 'delete-account', 'verification', 'welcome'),
  flow('recovering-from-error', 'Recovering from an error', 'loading', 'error', 'home'),
  flow('enabling-notifications', 'Enabling notifications', 'settings', 'permissions', 'notifications'),
  flow('exploring-website', 'Exploring a website', 'landing-page', 'features', 'pricing', 'sign-up'),
] as const satisfies readonly FlowDefinition[];

export type FlowSlug = (typeof FLOWS)[number]['slug'];

/**
 * Tags, computed from what a screen shows (never drawn at random): the renderer reports which apply.
 */
export const TAGS = [
  ['dark-mode', 'Dark mode'],
  ['light-mode', 'Light mode'],
  ['illustration', 'Illustration'],
  ['photography', 'Photography'],
  ['data-visualisation', 'Data visualisation'],
  ['form', 'Form'],
  ['modal', 'Modal'],
  ['bottom-sheet', 'Bottom sheet'],
  ['empty', 'Empty'],
  ['social-login', 'Social login'],
  ['tab-bar', 'Tab bar'],
  ['sidebar', 'Sidebar'],
] as const;

export type TagSlug = (typeof TAGS)[number][0];

/** The tag a screen or a component earns by showing a UI element of a kind. */
export const TAG_OF_ELEMENT: Partial<Record<UiElementSlug, TagSlug>> = {
  'text-field': 'form',
  'password-field': 'form',
  'text-area': 'form',
  'code-input': 'form',
  dropdown: 'form',
  modal: 'modal',
  'bottom-sheet': 'bottom-sheet',
  'social-login': 'social-login',
  'tab-bar': 'tab-bar',
  'bottom-navigation': 'tab-bar',
  sidebar: 'sidebar',
  'empty-state': 'empty',
  illustration: 'illustration',
  chart: 'data-visualisation',
};
