import type { LibraryInput } from '@pageshelf/library';
import type { Container } from '../../src/container.js';
import { LibraryWriter } from '../../src/repositories/library-writer.repository.js';

/** Deterministic uuid for fixture item `n` of a kind: 00000000-0000-4000-8000-<kind><n>. */
export const fixtureUuid = (kind: 'screen' | 'flow' | 'component', n: number) =>
  `00000000-0000-4000-8000-${{ screen: '1', flow: '2', component: '3' }[kind]}${String(n).padStart(11, '0')}`;

const pattern = (slug: string, title: string, featured = false) => ({
  kind: 'pattern' as const,
  slug,
  title,
  featured,
});

/**
 * A small library whose rows the tests know by heart:
 * apps ledger (finance, web), pulse (health, ios), chatter (social + productivity, android);
 * screens 1-12 in app order, 5 and 10 restricted; flows 1-2; components 1-3.
 */
export const FIXTURE_LIBRARY: LibraryInput = {
  categories: [
    { kind: 'product', slug: 'finance', title: 'Finance', featured: true },
    { kind: 'product', slug: 'health', title: 'Health & Fitness' },
    { kind: 'product', slug: 'social', title: 'Social' },
    { kind: 'product', slug: 'productivity', title: 'Productivity' },
    pattern('sign-up', 'Sign up', true),
    pattern('log-in', 'Log in'),
    pattern('onboarding', 'Onboarding', true),
    pattern('paywall', 'Paywall'),
    pattern('settings', 'Settings'),
    pattern('dashboard', 'Dashboard'),
    { kind: 'flow', slug: 'onboarding', title: 'Onboarding' },
    { kind: 'flow', slug: 'checkout', title: 'Checkout' },
    { kind: 'component', slug: 'button', title: 'Button' },
    { kind: 'component', slug: 'card', title: 'Card' },
    { kind: 'component', slug: 'modal', title: 'Modal' },
    { kind: 'screen-types', slug: 'marketing', title: 'Marketing screens' },
    { kind: 'screen-types', slug: 'application', title: 'Application screens' },
  ],
  apps: [
    {
      title: 'Ledger',
      slug: 'ledger',
      logo: '/media/logos/ledger.png',
      platform: 'web',
      website: 'https://ledger.example',
      productCategorySlugs: ['finance'],
    },
    {
      title: 'Pulse',
      slug: 'pulse',
      logo: '/media/logos/pulse.png',
      platform: 'ios',
      productCategorySlugs: ['health'],
    },
    {
      title: 'Chatter',
      slug: 'chatter',
      logo: '/media/logos/chatter.png',
      platform: 'android',
      productCategorySlugs: ['social', 'productivity'],
    },
  ],
  screens: [
    ['ledger', 'marketing', 'Budgeting made simple. Start free trial', ['sign-up']],
    ['ledger', 'application', 'Create your account Email Password Sign up', ['sign-up']],
    ['ledger', 'application', 'Welcome back Log in Forgot password', ['log-in']],
    ['ledger', 'application', 'Monthly spending Dashboard Groceries Rent', ['dashboard']],
    ['ledger', 'application', 'Upgrade to Ledger Plus Unlimited accounts', ['paywall']],
    ['pulse', 'marketing', 'Track every heartbeat Download on the App Store', []],
    ['pulse', 'application', 'Welcome to Pulse Set your daily goal', ['onboarding']],
    ['pulse', 'application', 'Connect Apple Health Allow access', ['onboarding']],
    ['pulse', 'application', 'Settings Notifications Units Privacy', ['settings']],
    ['pulse', 'application', 'Go premium Personal coaching plans', ['paywall']],
    ['chatter', 'application', 'Sign up with phone number Continue', ['sign-up']],
    ['chatter', 'application', 'Settings Account Chats Storage', ['settings']],
  ].map(([appSlug, screenType, text, patterns], index) => ({
    uuid: fixtureUuid('screen', index + 1),
    appSlug: appSlug as string,
    imageKey: `fixtures/screen-${index + 1}`,
    width: appSlug === 'ledger' ? 1440 : 390,
    height: appSlug === 'ledger' ? 900 : 844,
    screenType: screenType as 'marketing' | 'application',
    textInScreen: text as string,
    isRestricted: index + 1 === 5 || index + 1 === 10,
    position: index,
    patternCategorySlugs: patterns as string[],
  })),
  flows: [
    {
      uuid: fixtureUuid('flow', 1),
      appSlug: 'ledger',
      title: 'Signing up for Ledger',
      screenUuids: [1, 2, 4].map((n) => fixtureUuid('screen', n)),
      flowCategorySlugs: ['onboarding'],
    },
    {
      uuid: fixtureUuid('flow', 2),
      appSlug: 'pulse',
      title: 'Upgrading to Pulse Premium',
      screenUuids: [7, 10].map((n) => fixtureUuid('screen', n)),
      flowCategorySlugs: ['checkout'],
    },
  ],
  components: [
    {
      uuid: fixtureUuid('component', 1),
      screenUuid: fixtureUuid('screen', 2),
      crop: { x: 20, y: 600, width: 400, height: 56 },
      imageKey: 'fixtures/component-1',
      componentCategorySlugs: ['button'],
      tags: [{ title: 'Primary', slug: 'primary' }],
    },
    {
      uuid: fixtureUuid('component', 2),
      screenUuid: fixtureUuid('screen', 4),
      crop: { x: 40, y: 120, width: 600, height: 300 },
      imageKey: 'fixtures/component-2',
      componentCategorySlugs: ['card'],
    },
    {
      uuid: fixtureUuid('component', 3),
      screenUuid: fixtureUuid('screen', 10),
      crop: { x: 0, y: 200, width: 390, height: 500 },
      imageKey: 'fixtures/component-3',
      componentCategorySlugs: ['modal'],
      tags: [{ title: 'Primary', slug: 'primary' }],
    },
  ],
};

export async function loadFixtureLibrary(container: Container): Promise<void> {
  await new LibraryWriter(container.database.db).write(FIXTURE_LIBRARY);
}
