import { describe, expect, it } from 'vitest';
import {
  readSearch,
  SEARCH_SYNONYMS,
  type SearchConcept,
  type SearchConceptKind,
  searchAddress,
  searchChipValue,
  searchConcept,
  searchFiltersOf,
  searchVocabulary,
  suggestSearch,
} from './search.js';

// The demo library's taxonomy (packages/library/src/catalog/taxonomy.ts), as the API passes it in.
const PATTERNS: [string, string][] = [
  ['welcome', 'Welcome'],
  ['sign-up', 'Sign up'],
  ['log-in', 'Log in'],
  ['forgot-password', 'Forgot Password'],
  ['verification', 'Verification'],
  ['onboarding', 'Onboarding'],
  ['permissions', 'Permissions'],
  ['personalization', 'Personalization'],
  ['home', 'Home'],
  ['dashboard', 'Dashboard'],
  ['feed', 'Feed'],
  ['browse', 'Browse & Discover'],
  ['search', 'Search'],
  ['filter-sort', 'Filter & Sort'],
  ['detail', 'Detail'],
  ['article', 'Article'],
  ['media-player', 'Media Player'],
  ['gallery', 'Gallery'],
  ['map', 'Map'],
  ['paywall', 'Paywall'],
  ['pricing', 'Pricing'],
  ['cart', 'Cart'],
  ['checkout', 'Checkout'],
  ['payment-method', 'Payment Method'],
  ['order-confirmation', 'Order Confirmation'],
  ['profile', 'Profile'],
  ['edit-profile', 'Edit Profile'],
  ['settings', 'Settings'],
  ['subscription', 'Subscription Management'],
  ['delete-account', 'Delete Account'],
  ['chat', 'Chat'],
  ['inbox', 'Inbox'],
  ['notifications', 'Notifications'],
  ['comments', 'Comments'],
  ['share-sheet', 'Share Sheet'],
  ['calendar', 'Calendar'],
  ['composer', 'Compose & Create'],
  ['upload', 'Upload'],
  ['booking', 'Booking'],
  ['analytics', 'Charts & Analytics'],
  ['history', 'Activity & History'],
  ['empty-state', 'Empty State'],
  ['error', 'Error'],
  ['loading', 'Loading'],
  ['success', 'Success'],
  ['landing-page', 'Landing Page'],
  ['features', 'Features'],
  ['about', 'About'],
  ['faq', 'FAQ'],
  ['contact', 'Contact'],
];
const ELEMENTS: [string, string][] = [
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
];
const FLOWS: [string, string][] = [
  ['onboarding', 'Onboarding'],
  ['signing-up', 'Signing up'],
  ['logging-in', 'Logging in'],
  ['resetting-password', 'Resetting a password'],
  ['upgrading', 'Upgrading to premium'],
  ['checking-out', 'Checking out'],
  ['searching', 'Searching'],
  ['browsing', 'Browsing'],
  ['editing-profile', 'Editing a profile'],
  ['editing-settings', 'Editing settings'],
  ['messaging', 'Messaging'],
  ['commenting', 'Commenting'],
  ['creating', 'Creating and publishing'],
  ['booking', 'Booking'],
  ['scheduling', 'Scheduling'],
  ['reviewing-activity', 'Reviewing activity'],
  ['sharing', 'Sharing'],
  ['managing-subscription', 'Managing a subscription'],
  ['deleting-account', 'Deleting an account'],
  ['recovering-from-error', 'Recovering from an error'],
  ['enabling-notifications', 'Enabling notifications'],
  ['exploring-website', 'Exploring a website'],
];
const TAGS: [string, string][] = [
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
];

const PRODUCTS: [string, string][] = [
  ['finance', 'Finance'],
  ['productivity', 'Productivity'],
  ['health-fitness', 'Health & Fitness'],
  ['social', 'Social Networking'],
  ['e-commerce', 'E-commerce'],
  ['travel', 'Travel'],
  ['developer-tools', 'Developer Tools'],
  ['ai', 'AI'],
  ['education', 'Education'],
  ['media', 'Media & Entertainment'],
];

const APPS: [string, string][] = [
  ['ledgerly', 'Ledgerly'],
  ['notara', 'Notara'],
  ['chatter', 'Chatter'],
  ['pulsebeat', 'Pulsebeat'],
  ['tally-o', 'Tally O'],
];

let nextId = 1;
const concepts = (kind: SearchConceptKind, rows: [string, string][], count = 10): SearchConcept[] =>
  rows.map(([slug, title]) => ({ kind, id: nextId++, slug, title, count }));

const CONCEPTS: SearchConcept[] = [
  ...concepts('pattern', PATTERNS, 20),
  ...concepts('element', ELEMENTS, 15),
  ...concepts('flow', FLOWS, 5),
  ...concepts('tag', TAGS, 30),
  ...concepts('product', PRODUCTS, 4),
  ...APPS.map(([slug, title]) => ({
    kind: 'app' as const,
    id: nextId++,
    slug,
    title,
    count: 18,
    logo: `/media/logos/${slug}.webp`,
  })),
  { kind: 'platform', id: null, slug: 'ios', title: 'iOS', count: 300 },
  { kind: 'platform', id: null, slug: 'android', title: 'Android', count: 300 },
  { kind: 'platform', id: null, slug: 'web', title: 'Web', count: 300 },
  { kind: 'screen-type', id: null, slug: 'marketing', title: 'Marketing screens', count: 40 },
  { kind: 'screen-type', id: null, slug: 'application', title: 'Application screens', count: 700 },
];
const vocabulary = searchVocabulary(CONCEPTS);
const idOf = (kind: SearchConceptKind, slug: string) => searchConcept(vocabulary, kind, slug)?.id ?? null;

/** The chips of a reading as `kind:slug`. */
const chipsOf = (query: string, options = {}) =>
  readSearch(vocabulary, query, options).chips.map((chip) => `${chip.kind}:${chip.slug}`);

describe('readSearch', () => {
  it('reads "dark onboarding ios" as the platform iOS, the tag Dark mode and the pattern Onboarding', () => {
    const read = readSearch(vocabulary, 'dark onboarding ios');
    expect(read.chips).toEqual([
      {
        kind: 'tag',
        id: idOf('tag', 'dark-mode'),
        slug: 'dark-mode',
        title: 'Dark mode',
        words: ['dark'],
        corrected: false,
      },
      {
        kind: 'pattern',
        id: idOf('pattern', 'onboarding'),
        slug: 'onboarding',
        title: 'Onboarding',
        words: ['onboarding'],
        corrected: false,
        also: [{ kind: 'flow', id: idOf('flow', 'onboarding'), slug: 'onboarding', title: 'Onboarding' }],
      },
      { kind: 'platform', id: null, slug: 'ios', title: 'iOS', words: ['ios'], corrected: false },
    ]);
    expect(read).toMatchObject({ text: '', correctedFrom: null, correctedTo: null });
  });

  it('keeps the words it does not understand as text, as typed', () => {
    expect(readSearch(vocabulary, 'Budget Groceries paywall')).toMatchObject({
      chips: [{ kind: 'pattern', slug: 'paywall' }],
      text: 'Budget Groceries',
    });
    expect(readSearch(vocabulary, 'zqxj')).toMatchObject({ chips: [], text: 'zqxj' });
    expect(readSearch(vocabulary, '   ')).toEqual({
      chips: [],
      text: '',
      correctedFrom: null,
      correctedTo: null,
    });
  });

  it('reads synonyms: paywall ~ upgrade, premium, subscribe; sign up ~ registration; settings ~ preferences', () => {
    for (const word of ['upgrade', 'premium', 'subscribe', 'Paywalls', 'go pro'])
      expect(chipsOf(word)).toEqual(['pattern:paywall']);
    for (const words of [
      'registration',
      'create account',
      'create an account',
      'register',
      'signup',
      'sign up',
    ])
      expect(chipsOf(words)).toEqual(['pattern:sign-up']);
    expect(chipsOf('preferences')).toEqual(['pattern:settings']);
    for (const words of ['login', 'log in', 'sign in', 'Sign-in'])
      expect(chipsOf(words)).toEqual(['pattern:log-in']);
    expect(chipsOf('dialog')).toEqual(['element:modal']);
    expect(chipsOf('snackbar')).toEqual(['element:toast']);
    expect(chipsOf('checkout flow')).toEqual(['flow:checking-out']);
    expect(chipsOf('banking')).toEqual(['product:finance']);
    expect(chipsOf('iphone')).toEqual(['platform:ios']);
    expect(chipsOf('desktop')).toEqual(['platform:web']);
  });

  it('reads the longest name first, multi-word titles and each side of "A & B"', () => {
    expect(chipsOf('forgot password')).toEqual(['pattern:forgot-password']);
    expect(chipsOf('search bar')).toEqual(['element:search-bar']);
    expect(chipsOf('search')).toEqual(['pattern:search']);
    expect(chipsOf('browse & discover')).toEqual(['pattern:browse']);
    expect(chipsOf('discover')).toEqual(['pattern:browse']);
    expect(chipsOf('fitness')).toEqual(['product:health-fitness']);
    expect(chipsOf('upgrading to premium')).toEqual(['flow:upgrading']);
    expect(chipsOf('marketing screens')).toEqual(['screen-type:marketing']);
  });

  it('reads a shared name as a title before a synonym, then by the weight of its kind', () => {
    // Pattern and flow "Onboarding", pattern and element "Calendar", element and tag "Modal".
    expect(chipsOf('onboarding')).toEqual(['pattern:onboarding']);
    expect(chipsOf('calendar')).toEqual(['pattern:calendar']);
    // ...and says what else the words name, for the groups that cannot show a pattern.
    expect(readSearch(vocabulary, 'calendar').chips[0]?.also).toEqual([
      { kind: 'element', id: idOf('element', 'calendar'), slug: 'calendar', title: 'Calendar' },
    ]);
    expect(readSearch(vocabulary, 'paywall').chips[0]?.also).toBeUndefined();
    expect(chipsOf('modal')).toEqual(['element:modal']);
    // "timeline" is an element's title and no pattern's.
    expect(chipsOf('timeline')).toEqual(['element:timeline']);
    // App names weigh most.
    expect(chipsOf('chatter')).toEqual(['app:chatter']);
    // But an app named like a word of the taxonomy does not hide it (the palette suggests the app).
    const withDark = searchVocabulary([
      ...CONCEPTS,
      { kind: 'app', id: 9001, slug: 'dark', title: 'Dark', count: 400 },
      { kind: 'app', id: 9002, slug: 'dark-sky', title: 'Dark Sky', count: 40 },
    ]);
    expect(readSearch(withDark, 'dark onboarding').chips.map((chip) => chip.kind)).toEqual([
      'tag',
      'pattern',
    ]);
    expect(readSearch(withDark, 'dark sky').chips.map((chip) => chip.slug)).toEqual(['dark-sky']);
    expect(suggestSearch(withDark, 'dark').map(({ concept }) => concept.slug)).toContain('dark');
    expect(chipsOf('tally o paywall')).toEqual(['app:tally-o', 'pattern:paywall']);
  });

  it('corrects a word one edit from a name and says so, with a link to the literal query', () => {
    const read = readSearch(vocabulary, 'Chekout');
    expect(read.chips).toEqual([
      expect.objectContaining({ kind: 'pattern', slug: 'checkout', words: ['Chekout'], corrected: true }),
    ]);
    expect(read).toMatchObject({ text: '', correctedFrom: 'Chekout', correctedTo: 'checkout' });
    expect(readSearch(vocabulary, 'onbaording ios')).toMatchObject({
      chips: [
        { slug: 'onboarding', corrected: true },
        { slug: 'ios', corrected: false },
      ],
      correctedTo: 'onboarding ios',
    });
    expect(chipsOf('ledgrly')).toEqual(['app:ledgerly']);
    expect(chipsOf('forgot pasword')).toEqual(['pattern:forgot-password']);
    expect(readSearch(vocabulary, 'chekout', { literal: true })).toMatchObject({
      chips: [],
      text: 'chekout',
      correctedFrom: null,
    });
  });

  it('corrects only long words the library does not know, and keeps a correction only when it names something', () => {
    // Three letters: too short to tell a typo from another word.
    expect(readSearch(vocabulary, 'mpa')).toMatchObject({ chips: [], text: 'mpa' });
    // A word the screens print is no typo, even one edit from a name ("feed").
    expect(readSearch(vocabulary, 'need', { screenWords: new Map([['need', 0.2]]) })).toMatchObject({
      chips: [],
      text: 'need',
      correctedTo: null,
    });
    expect(chipsOf('need')).toEqual(['pattern:feed']);
    // Digits are not misspelt letters.
    expect(readSearch(vocabulary, '20fa')).toMatchObject({ chips: [], text: '20fa' });
  });

  it('reads a leftover word one edit from a common screen word as that word', () => {
    const screenWords = new Map([
      ['budget', 0.02],
      ['budgets', 0.001],
      ['groceries', 0.01],
    ]);
    expect(readSearch(vocabulary, 'budgte paywall', { screenWords })).toEqual({
      chips: [expect.objectContaining({ slug: 'paywall', corrected: false })],
      text: 'budget',
      correctedFrom: 'budgte paywall',
      correctedTo: 'budget paywall',
    });
    expect(readSearch(vocabulary, 'budgte', { screenWords, literal: true }).text).toBe('budgte');
  });

  it('leaves out words that only say what kind of thing is wanted, and function words', () => {
    expect(readSearch(vocabulary, 'onboarding screens for ios apps')).toMatchObject({
      chips: [{ slug: 'onboarding' }, { slug: 'ios' }],
      text: '',
    });
    expect(readSearch(vocabulary, 'the budget of an app')).toMatchObject({ chips: [], text: 'budget' });
    // Nothing else asked: they are the search.
    expect(readSearch(vocabulary, 'screens')).toMatchObject({ chips: [], text: 'screens' });
    // Words that hold a sentence together are not searched either.
    expect(readSearch(vocabulary, 'how to cancel a subscription')).toMatchObject({
      chips: [{ kind: 'pattern', slug: 'subscription' }],
      text: '',
    });
    expect(readSearch(vocabulary, 'checkout on the web')).toMatchObject({
      chips: [{ slug: 'checkout' }, { slug: 'web' }],
      text: '',
    });
  });

  it('names each thing once, with every word it was read from', () => {
    expect(readSearch(vocabulary, 'paywall upgrade')).toMatchObject({
      chips: [{ slug: 'paywall', words: ['paywall', 'upgrade'] }],
    });
    expect(readSearch(vocabulary, 'paywal premium').chips).toEqual([
      expect.objectContaining({ slug: 'paywall', words: ['paywal', 'premium'], corrected: true }),
    ]);
  });

  it('reads at most twelve words and is safe on any text', () => {
    const long = Array.from({ length: 20 }, () => 'paywall').join(' ');
    expect(readSearch(vocabulary, long).chips[0]?.words).toHaveLength(12);
    expect(readSearch(vocabulary, 'café\u0000 ☃ —')).toMatchObject({ chips: [], text: 'café' });
    expect(readSearch(vocabulary, undefined as unknown as string)).toMatchObject({ chips: [], text: '' });
  });
});

describe('searchVocabulary', () => {
  it('finds concepts by kind and id or slug', () => {
    const paywall = searchConcept(vocabulary, 'pattern', 'paywall');
    expect(paywall).toMatchObject({ kind: 'pattern', title: 'Paywall' });
    expect(searchConcept(vocabulary, 'pattern', paywall?.id ?? 0)).toBe(paywall);
    expect(searchConcept(vocabulary, 'platform', 'ios')?.title).toBe('iOS');
    expect(searchConcept(vocabulary, 'tag', 'paywall')).toBeUndefined();
  });

  it('keeps a concept once and leaves out those without a name', () => {
    const twice = searchVocabulary([
      { kind: 'tag', id: 1, slug: 'form', title: 'Form', count: 1 },
      { kind: 'tag', id: 1, slug: 'form', title: 'Form', count: 1 },
      { kind: 'tag', id: 2, slug: 'dash', title: '—', count: 1 },
    ]);
    expect(twice.concepts).toHaveLength(1);
  });

  it('has a synonym list only for slugs of the taxonomy, each name once', () => {
    const slugs = new Set([
      ...PATTERNS.map(([slug]) => `pattern:${slug}`),
      ...ELEMENTS.map(([slug]) => `element:${slug}`),
      ...FLOWS.map(([slug]) => `flow:${slug}`),
      ...TAGS.map(([slug]) => `tag:${slug}`),
      ...PRODUCTS.map(([slug]) => `product:${slug}`),
      'platform:ios',
      'platform:android',
      'platform:web',
      'screen-type:marketing',
      'screen-type:application',
    ]);
    for (const [key, names] of Object.entries(SEARCH_SYNONYMS)) {
      expect(slugs.has(key), key).toBe(true);
      expect(new Set(names).size, key).toBe(names.length);
    }
  });
});

describe('suggestSearch', () => {
  const suggest = (text: string, options = {}) =>
    suggestSearch(vocabulary, text, options).map(
      ({ concept, corrected }) => `${concept.kind}:${concept.slug}${corrected ? '~' : ''}`,
    );

  it('suggests by prefix as one types, apps first among equals, at most eight', () => {
    expect(suggest('led')).toEqual(['app:ledgerly']);
    expect(suggest('pay')).toEqual(['pattern:payment-method', 'pattern:paywall', 'pattern:checkout']);
    expect(suggest('s').length).toBe(8);
    expect(suggest('onboarding')).toEqual(['pattern:onboarding', 'flow:onboarding']);
  });

  it('finds a later word of a name, a synonym, and a misspelt start', () => {
    expect(suggest('password')).toEqual([
      'element:password-field',
      'pattern:forgot-password',
      'flow:resetting-password',
      'pattern:verification',
    ]);
    expect(suggest('premium')).toContain('pattern:paywall');
    expect(suggest('chekou')).toEqual(['pattern:checkout~', 'flow:checking-out~']);
    expect(suggest('onbo')).toContain('pattern:onboarding');
  });

  it('tries the last word alone after the whole text', () => {
    expect(suggest('dark onbo')).toEqual(['pattern:onboarding', 'flow:onboarding']);
  });

  it('keeps to the kinds asked and suggests nothing for nothing', () => {
    expect(suggest('ios', { kinds: ['pattern'] })).toEqual([]);
    expect(suggest('')).toEqual([]);
    expect(suggest('paywall', { limit: 0 })).toEqual([]);
    expect(suggestSearch(vocabulary, null as unknown as string)).toEqual([]);
  });
});

describe('searchFiltersOf and searchAddress', () => {
  it('turns a reading into the filters of the address', () => {
    const read = readSearch(vocabulary, 'dark onboarding ios Budget ledgerly');
    const search = searchFiltersOf(read.chips, read.text);
    expect(search.tags).toEqual(['dark-mode']);
    expect(search.filters).toMatchObject({
      platforms: ['ios'],
      patternCategories: [idOf('pattern', 'onboarding')],
      products: [idOf('app', 'ledgerly')],
      textInScreen: 'Budget',
    });
    expect(searchAddress(search)).toEqual({
      textInScreen: 'Budget',
      platforms: 'ios',
      patternCategories: String(idOf('pattern', 'onboarding')),
      products: String(idOf('app', 'ledgerly')),
      tags: 'dark-mode',
    });
  });

  it('maps every kind to its key', () => {
    const read = readSearch(vocabulary, 'modal checkout flow finance marketing screens android sidebar');
    const address = searchAddress(searchFiltersOf(read.chips, read.text));
    expect(Object.keys(address).sort()).toEqual(
      ['componentCategories', 'flowCategories', 'platforms', 'productCategories', 'screenTypes'].sort(),
    );
    expect(address.screenTypes).toBe('marketing');
    expect(searchChipValue({ kind: 'tag', id: 4, slug: 'form' })).toBe('form');
    expect(searchChipValue({ kind: 'pattern', id: 4, slug: 'feed' })).toBe('4');
  });
});
