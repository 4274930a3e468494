/**
 * Writes the judged set of the search (`judged.json` beside this file): queries a designer would type,
 * written from the demo library's taxonomy (patterns, UI elements, flows, apps, app categories, tags,
 * platforms), misspelt ones, words printed on screens, and two- and three-concept queries; each with what
 * a relevant result is in the library's own facts (`relevance.ts`) and how many the demo library holds.
 * A query with nothing relevant in the demo library is left out (and said so).
 *
 * Usage: pnpm --filter @pageshelf/api exec tsx bench/search-quality/write-judged.ts
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FLOWS, PATTERNS, planDemoLibrary, UI_ELEMENTS } from '@pageshelf/library';
import { openDemoLibrary } from './demo-library.js';
import { type Group, type JudgedQuery, type Relevant, relevantKeys } from './relevance.js';

type Candidate = Omit<JudgedQuery, 'relevantCount'>;
const candidates: Candidate[] = [];
const add = (klass: string, group: Group, q: string, relevant: Relevant) =>
  candidates.push({ q, class: klass, group, relevant });

// Patterns by their titles, as typed (lower case), each judged on the screens.
for (const { slug, title } of PATTERNS) add('pattern', 'screens', title.toLowerCase(), { patterns: [slug] });

// Patterns, UI elements and flows by the other names designers give them.
const synonyms: [Group, string, Relevant][] = [
  ['screens', 'upgrade', { patterns: ['paywall'] }],
  ['screens', 'premium', { patterns: ['paywall'] }],
  ['screens', 'subscribe', { patterns: ['paywall'] }],
  ['screens', 'registration', { patterns: ['sign-up'] }],
  ['screens', 'create account', { patterns: ['sign-up'] }],
  ['screens', 'login', { patterns: ['log-in'] }],
  ['screens', 'sign in', { patterns: ['log-in'] }],
  ['screens', 'preferences', { patterns: ['settings'] }],
  ['screens', 'walkthrough', { patterns: ['onboarding'] }],
  ['screens', 'reset password', { patterns: ['forgot-password'] }],
  ['screens', 'receipt', { patterns: ['order-confirmation'] }],
  ['screens', 'basket', { patterns: ['cart'] }],
  ['screens', 'stats', { patterns: ['analytics'] }],
  ['screens', '404', { patterns: ['error'] }],
  ['screens', 'homepage', { patterns: ['landing-page'] }],
  ['components', 'dialog', { elements: ['modal'] }],
  ['components', 'switch', { elements: ['toggle'] }],
  ['components', 'snackbar', { elements: ['toast'] }],
  ['components', 'navbar', { elements: ['navigation-bar'] }],
  ['components', 'input', { elements: ['text-field'] }],
  ['components', 'drawer', { elements: ['sidebar'] }],
];
for (const [group, q, relevant] of synonyms) add('synonym', group, q, relevant);

// UI elements by their titles, judged on the components.
for (const [slug, title] of UI_ELEMENTS.filter((_, index) => index % 3 === 0))
  add('element', 'components', title.toLowerCase(), { elements: [slug] });

// Flows, as designers ask for them.
const flows: [string, string][] = [
  ['onboarding flow', 'onboarding'],
  ['checkout flow', 'checking-out'],
  ['login flow', 'logging-in'],
  ['sign up flow', 'signing-up'],
  ['password reset flow', 'resetting-password'],
  ['upgrading to premium', 'upgrading'],
  ['deleting an account', 'deleting-account'],
  ['editing a profile', 'editing-profile'],
  ['messaging', 'messaging'],
  ['scheduling', 'scheduling'],
];
for (const [q, slug] of flows) add('flow', 'flows', q, { flows: [slug] });
for (const { slug, title } of FLOWS.filter((flow) => !flows.some(([, known]) => known === flow.slug)).slice(
  0,
  4,
))
  add('flow', 'flows', `${title.toLowerCase()} flow`, { flows: [slug] });

// Apps by name: their screens.
const plan = planDemoLibrary();
for (const app of plan.apps.filter((_, index) => index % 4 === 0))
  add('app', 'screens', app.title.toLowerCase(), { apps: [app.slug] });

// Platforms, tags and app categories.
for (const [q, platform] of [
  ['ios', 'ios'],
  ['android', 'android'],
  ['web', 'web'],
  ['iphone', 'ios'],
  ['website', 'web'],
] as const)
  add('platform', 'screens', q, { platforms: [platform] });
for (const [q, tag] of [
  ['dark', 'dark-mode'],
  ['light mode', 'light-mode'],
  ['photography', 'photography'],
  ['data visualisation', 'data-visualisation'],
  ['form', 'form'],
] as const)
  add('tag', 'screens', q, { tags: [tag] });
for (const [q, product] of [
  ['finance', 'finance'],
  ['travel apps', 'travel'],
  ['fitness', 'health-fitness'],
  ['e-commerce', 'e-commerce'],
  ['developer tools', 'developer-tools'],
] as const)
  add('app category', 'apps', q, { products: [product] });

// Misspellings (one edit), judged as what was meant.
const typos: [Group, string, Relevant][] = [
  ['screens', 'chekout', { patterns: ['checkout'] }],
  ['screens', 'paywal', { patterns: ['paywall'] }],
  ['screens', 'onbaording', { patterns: ['onboarding'] }],
  ['screens', 'setings', { patterns: ['settings'] }],
  ['screens', 'dashbaord', { patterns: ['dashboard'] }],
  ['screens', 'notifcations', { patterns: ['notifications'] }],
  ['screens', 'calender', { patterns: ['calendar'] }],
  ['screens', 'profle', { patterns: ['profile'] }],
  ['screens', 'serach', { patterns: ['search'] }],
  ['screens', 'galery', { patterns: ['gallery'] }],
  ['screens', 'ledgrly', { apps: ['ledgerly'] }],
  ['screens', 'stridekt', { apps: ['stridekit'] }],
  ['screens', 'andriod', { platforms: ['android'] }],
  ['components', 'toogle', { elements: ['toggle'] }],
  ['components', 'carousl', { elements: ['carousel'] }],
];
for (const [group, q, relevant] of typos) add('typo', group, q, relevant);

// Words printed on screens (the apps' nouns): screens that print them.
for (const word of ['budget', 'portfolio', 'invoice', 'workout', 'itinerary', 'playlist'])
  add('screen text', 'screens', word, { text: word });

// Phrased as a designer would say it: concepts inside a sentence.
const phrased: [Group, string, Relevant][] = [
  ['screens', 'sign up screens on android', { patterns: ['sign-up'], platforms: ['android'] }],
  ['screens', 'paywalls for ios apps', { patterns: ['paywall'], platforms: ['ios'] }],
  ['screens', 'checkout on the web', { patterns: ['checkout'], platforms: ['web'] }],
  ['screens', 'pricing table', { patterns: ['pricing'] }],
  ['screens', 'how to cancel a subscription', { patterns: ['subscription'] }],
  [
    'screens',
    'dark mode settings on android',
    { patterns: ['settings'], tags: ['dark-mode'], platforms: ['android'] },
  ],
  ['screens', 'show me empty states', { patterns: ['empty-state'] }],
  ['components', 'login with google', { elements: ['social-login'] }],
  ['components', 'bottom sheet on android', { elements: ['bottom-sheet'], platforms: ['android'] }],
  ['flows', 'onboarding flows of finance apps', { flows: ['onboarding'], products: ['finance'] }],
  ['apps', 'banking apps on android', { products: ['finance'], platforms: ['android'] }],
];
for (const [group, q, relevant] of phrased) add('phrased', group, q, relevant);

// Two concepts.
const two: [Group, string, Relevant][] = [
  ['screens', 'paywall ios', { patterns: ['paywall'], platforms: ['ios'] }],
  ['screens', 'dark settings', { patterns: ['settings'], tags: ['dark-mode'] }],
  ['screens', 'ledgerly onboarding', { patterns: ['onboarding'], apps: ['ledgerly'] }],
  ['screens', 'ledgerly paywall', { patterns: ['paywall'], apps: ['ledgerly'] }],
  ['screens', 'hangly profile', { patterns: ['profile'], apps: ['hangly'] }],
  ['screens', 'android login', { patterns: ['log-in'], platforms: ['android'] }],
  ['screens', 'finance dashboard', { patterns: ['dashboard'], products: ['finance'] }],
  ['screens', 'checkout android', { patterns: ['checkout'], platforms: ['android'] }],
  ['screens', 'light profile', { patterns: ['profile'], tags: ['light-mode'] }],
  ['screens', 'web pricing', { patterns: ['pricing'], platforms: ['web'] }],
  ['screens', 'dark chat', { patterns: ['chat'], tags: ['dark-mode'] }],
  ['screens', 'notara settings', { patterns: ['settings'], apps: ['notara'] }],
  ['screens', 'taskloom home', { patterns: ['home'], apps: ['taskloom'] }],
  ['screens', 'ios sign up', { patterns: ['sign-up'], platforms: ['ios'] }],
  ['screens', 'travel map', { patterns: ['map'], products: ['travel'] }],
  ['components', 'dark button', { elements: ['button'], tags: ['dark-mode'] }],
  ['components', 'android toggle', { elements: ['toggle'], platforms: ['android'] }],
  ['flows', 'onboarding flow android', { flows: ['onboarding'], platforms: ['android'] }],
  ['apps', 'finance ios', { products: ['finance'], platforms: ['ios'] }],
];
for (const [group, q, relevant] of two) add('two concepts', group, q, relevant);

// Three concepts.
const three: [Group, string, Relevant][] = [
  ['screens', 'dark onboarding ios', { patterns: ['onboarding'], tags: ['dark-mode'], platforms: ['ios'] }],
  ['screens', 'dark onboarding web', { patterns: ['onboarding'], tags: ['dark-mode'], platforms: ['web'] }],
  ['screens', 'dark home android', { patterns: ['home'], tags: ['dark-mode'], platforms: ['android'] }],
  [
    'screens',
    'light paywall android',
    { patterns: ['paywall'], tags: ['light-mode'], platforms: ['android'] },
  ],
  [
    'screens',
    'finance dashboard web',
    { patterns: ['dashboard'], products: ['finance'], platforms: ['web'] },
  ],
  ['screens', 'dark login android', { patterns: ['log-in'], tags: ['dark-mode'], platforms: ['android'] }],
  ['screens', 'ios dark settings', { patterns: ['settings'], tags: ['dark-mode'], platforms: ['ios'] }],
  ['screens', 'light sign up web', { patterns: ['sign-up'], tags: ['light-mode'], platforms: ['web'] }],
  [
    'screens',
    'fitness onboarding ios',
    { patterns: ['onboarding'], products: ['health-fitness'], platforms: ['ios'] },
  ],
  ['screens', 'dark chat ios', { patterns: ['chat'], tags: ['dark-mode'], platforms: ['ios'] }],
  ['screens', 'android light feed', { patterns: ['feed'], tags: ['light-mode'], platforms: ['android'] }],
  ['screens', 'web dark pricing', { patterns: ['pricing'], tags: ['dark-mode'], platforms: ['web'] }],
  ['screens', 'ledgerly dark paywall', { patterns: ['paywall'], tags: ['dark-mode'], apps: ['ledgerly'] }],
  ['screens', 'light home ios', { patterns: ['home'], tags: ['light-mode'], platforms: ['ios'] }],
  [
    'components',
    'dark android button',
    { elements: ['button'], tags: ['dark-mode'], platforms: ['android'] },
  ],
];
for (const [group, q, relevant] of three) add('three concepts', group, q, relevant);

const { database } = await openDemoLibrary();
const judged: JudgedQuery[] = [];
const dropped: string[] = [];
for (const candidate of candidates) {
  const relevantCount = (await relevantKeys(database.db, candidate.group, candidate.relevant)).size;
  if (relevantCount === 0) dropped.push(`${candidate.q} (${candidate.class})`);
  else judged.push({ ...candidate, relevantCount });
}
await database.close();
const file = fileURLToPath(new URL('judged.json', import.meta.url));
await writeFile(file, `${JSON.stringify(judged, null, 2)}\n`);
// In the repository's format, so that the lint passes on the file as written.
execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'ignore' });
console.log(`${judged.length} queries written to ${file}`);
if (dropped.length > 0) console.log(`left out, nothing relevant in the demo library: ${dropped.join('; ')}`);
