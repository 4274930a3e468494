/**
 * What the marketing pages of a product's website share: the site's copy for each product category (its
 * navigation, calls to action, extra features, FAQ, testimonials), the facts every page agrees on (members,
 * rating, founding year, offices) and the web primitives the kit does not have yet (accordion, text area,
 * dropdown, tabs, rating, logo strip) plus small mocks of the app itself inside a
 * browser window or a phone, for heroes and feature rows.
 */

import { chart, mapTile } from '../art.js';
import { alpha, inkOn, mix } from '../color.js';
import { type Item, type ProductCategory, paidPlanOf } from '../content.js';
import type { ScreenContext } from '../context.js';
import { col, contain, h, lift, type Node, row, type Style, spacer, text, ui } from '../h.js';
import { brandMark, icon } from '../icons.js';
import { hashSeed, Random } from '../random.js';
import { font } from '../theme.js';

// ------------------------------------------------------------------------------------------ site copy

export interface SiteCopy {
  /** The header's navigation links. */
  nav: string[];
  /** The primary call to action. */
  cta: string;
  /** Who uses it, in a plural noun ("teams", "members"). */
  users: string;
  /** Business products show customer logos; consumer products show press and store ratings. */
  b2b: boolean;
  /** The headline of the features page. */
  featuresTitle: string;
  /** Three more features beside the content's three. */
  more: { icon: string; title: string; body: string }[];
  /** The company's mission in one sentence (about pages). */
  mission: string;
  /** Questions about getting started, specific to the domain ({app} and {plan} are filled in). */
  starters: [string, string][];
  /** What happy users say. */
  quotes: string[];
  /** What the page's stats count: [label of the users figure, a domain figure and its label]. */
  figure: [string, string];
}

const SITE: Record<ProductCategory, SiteCopy> = {
  finance: {
    nav: ['Personal', 'Business', 'Features', 'Pricing', 'Security'],
    cta: 'Open an account',
    users: 'members',
    b2b: false,
    featuresTitle: 'Everything your money needs',
    more: [
      { icon: 'piggy-bank', title: 'Savings pots', body: 'Round up every purchase into a goal.' },
      { icon: 'bell', title: 'Bill reminders', body: 'A nudge before every direct debit.' },
      { icon: 'globe', title: 'Spend abroad', body: 'Real exchange rates in 40 currencies.' },
    ],
    mission:
      'We believe everyone deserves a clear view of their money, and the tools to do something about it.',
    starters: [
      [
        'How do I open an account?',
        'Download {app}, enter your details and verify your ID with a photo. Most accounts are ready in under 10 minutes.',
      ],
      [
        'Which banks can I connect?',
        'More than 2,400 banks and card providers, including credit cards, savings and pensions.',
      ],
      [
        'Is my money protected?',
        'Deposits are held with our partner banks and protected up to the legal limit.',
      ],
    ],
    quotes: [
      'I finally know where my salary goes. The budgets just work.',
      'Splitting rent with flatmates used to take an evening. Now it takes a tap.',
    ],
    figure: ['saved by members last year', '$180M'],
  },
  productivity: {
    nav: ['Product', 'Templates', 'Pricing', 'Customers', 'Changelog'],
    cta: 'Start for free',
    users: 'teams',
    b2b: true,
    featuresTitle: 'Everything your team needs to ship',
    more: [
      { icon: 'layout-template', title: 'Templates', body: 'Start from 120 ready-made workflows.' },
      { icon: 'zap', title: 'Automations', body: 'Move work forward without a click.' },
      { icon: 'chart-no-axes-column', title: 'Reports', body: 'Progress and workload at a glance.' },
    ],
    mission: 'We build calm software for focused teams, so the work gets more attention than the tools.',
    starters: [
      [
        'How do I bring my team over?',
        'Invite teammates by email or share a link. You can import projects from a CSV file in a few clicks.',
      ],
      ['Does it work offline?', 'Yes. Changes you make offline sync as soon as you are back online.'],
      ['Which platforms are supported?', '{app} runs in the browser and on Mac, Windows, iOS and Android.'],
    ],
    quotes: [
      'We replaced three tools with {app} and our planning meetings got half as long.',
      'The first project tool our engineers actually like opening.',
    ],
    figure: ['tasks completed every week', '4.2M'],
  },
  'health-fitness': {
    nav: ['Programs', 'Coaches', 'Pricing', 'Stories', 'Blog'],
    cta: 'Start your free week',
    users: 'members',
    b2b: false,
    featuresTitle: 'Everything you need to feel your best',
    more: [
      { icon: 'moon', title: 'Sleep insights', body: 'Understand what helps you recover.' },
      { icon: 'salad', title: 'Simple nutrition', body: 'Log meals with a photo in seconds.' },
      { icon: 'watch', title: 'Works with your watch', body: 'Syncs with the devices you own.' },
    ],
    mission: 'We want moving your body to feel like something you get to do, not something you have to do.',
    starters: [
      [
        'Do I need equipment?',
        'No. Every plan has a no-equipment version, and you can add weights or bands when you have them.',
      ],
      [
        'Does it connect to my watch?',
        'Yes. {app} syncs with Apple Health, Google Fit and most fitness watches.',
      ],
      [
        'Is it right for beginners?',
        'Plans start at your level and adapt every week to how your workouts felt.',
      ],
    ],
    quotes: [
      'Six months in and I have not missed a week. The plans adapt when life gets busy.',
      'It feels like having a coach in my pocket, without the price tag.',
    ],
    figure: ['workouts logged', '38M'],
  },
  social: {
    nav: ['Features', 'Safety', 'Creators', 'Download'],
    cta: 'Get the app',
    users: 'people',
    b2b: false,
    featuresTitle: 'Made for the people you love',
    more: [
      { icon: 'mic', title: 'Voice notes', body: 'Say it when typing is too slow.' },
      { icon: 'calendar-heart', title: 'Plans together', body: 'Pick a date everyone can make.' },
      { icon: 'shield-check', title: 'Safety tools', body: 'Mute, restrict and report in a tap.' },
    ],
    mission:
      'We are building a place online that feels like a good evening with friends: small, warm and yours.',
    starters: [
      [
        'Who can see what I post?',
        'Only the people you choose. Every post can go to everyone, your friends or a close-friends list.',
      ],
      [
        'How do I find my friends?',
        'Connect your contacts or search by username. We never message anyone without asking you.',
      ],
      [
        'Can I take a break?',
        'Pause your account at any time. Your posts and messages stay safe until you are back.',
      ],
    ],
    quotes: [
      'My group chats finally have a home that is not full of ads.',
      'It feels like the early internet, in the best way.',
    ],
    figure: ['moments shared every day', '12M'],
  },
  'e-commerce': {
    nav: ['Shop', 'New in', 'Bestsellers', 'Journal', 'Stores'],
    cta: 'Shop now',
    users: 'customers',
    b2b: false,
    featuresTitle: 'Shopping, the way it should be',
    more: [
      { icon: 'leaf', title: 'Made to last', body: 'Natural materials, tested for years.' },
      { icon: 'gift', title: 'Gift wrapping', body: 'Free on every order, with a note.' },
      { icon: 'store', title: 'Try in store', body: 'Reserve online, pick up today.' },
    ],
    mission: 'We make fewer, better things, and we want every one of them to be the last you need to buy.',
    starters: [
      [
        'How long does delivery take?',
        'Orders ship within one working day and arrive in 2 to 4 days. Express delivery arrives the next day.',
      ],
      [
        'What is your returns policy?',
        'Return anything within 30 days for a full refund. Returns are free from any drop-off point.',
      ],
      [
        'Do you ship internationally?',
        'We ship to 38 countries. Duties and taxes are shown at checkout, so there are no surprises.',
      ],
    ],
    quotes: [
      'The tote has been with me every day for two years and still looks new.',
      'Fast delivery, lovely packaging, and returns were painless.',
    ],
    figure: ['orders delivered', '2.4M'],
  },
  travel: {
    nav: ['Stays', 'Flights', 'Experiences', 'Gift cards'],
    cta: 'Plan a trip',
    users: 'travelers',
    b2b: false,
    featuresTitle: 'Everything for the trip, in one app',
    more: [
      { icon: 'calendar-check', title: 'Flexible dates', body: 'See the cheapest nights at a glance.' },
      { icon: 'users', title: 'Plan together', body: 'Share a wishlist and vote on stays.' },
      { icon: 'badge-check', title: 'Verified hosts', body: 'Every host is checked in person.' },
    ],
    mission:
      'We believe travel makes the world smaller and kinder, and that planning it should be half the fun.',
    starters: [
      [
        'Can I cancel a booking?',
        'Most stays offer free cancellation up to 48 hours before check-in. Each listing shows its policy.',
      ],
      ['When am I charged?', 'You pay when you book, and the host is paid 24 hours after you check in.'],
      [
        'What if something goes wrong?',
        'Our team is there 24/7. If a stay is not as described, we rebook you or refund you.',
      ],
    ],
    quotes: [
      'We booked our whole honeymoon in one evening. Every stay was better than the photos.',
      'Support rebooked us at midnight when our flight was cancelled. Lifesavers.',
    ],
    figure: ['nights booked', '9.6M'],
  },
  'developer-tools': {
    nav: ['Product', 'Docs', 'Pricing', 'Customers', 'Changelog'],
    cta: 'Start deploying',
    users: 'teams',
    b2b: true,
    featuresTitle: 'Everything you need to ship with confidence',
    more: [
      { icon: 'shield-check', title: 'Secure by default', body: 'Automatic TLS, DDoS protection, SSO.' },
      { icon: 'globe', title: 'Global edge', body: 'Served from 30 regions worldwide.' },
      { icon: 'undo-2', title: 'Instant rollbacks', body: 'Go back to any deploy in one click.' },
    ],
    mission: 'We want every developer to go from idea to production in minutes, without a platform team.',
    starters: [
      [
        'Which frameworks do you support?',
        'Any framework that builds to static files or a Node server, with zero config for the popular ones.',
      ],
      [
        'Can I use my own domain?',
        'Yes. Add a domain in Settings and we issue and renew the TLS certificate for you.',
      ],
      [
        'Where do my apps run?',
        'On our edge network in 30 regions, with functions in the region closest to your data.',
      ],
    ],
    quotes: [
      'Preview links changed how we review. Designers comment on the real thing now.',
      'We cut our deploy time from 20 minutes to 90 seconds.',
    ],
    figure: ['deploys every day', '1.1M'],
  },
  ai: {
    nav: ['Product', 'Use cases', 'Pricing', 'Research', 'Enterprise'],
    cta: 'Try it free',
    users: 'people',
    b2b: true,
    featuresTitle: 'A thinking partner for every task',
    more: [
      { icon: 'globe', title: 'Search the web', body: 'Fresh answers with their sources.' },
      { icon: 'image', title: 'Understands images', body: 'Ask about photos, charts and screens.' },
      { icon: 'users', title: 'Shared workspaces', body: 'Projects your whole team can use.' },
    ],
    mission: 'We build AI that helps people think more clearly, and we build it to be safe and honest.',
    starters: [
      [
        'Is my data used for training?',
        'No. Conversations and files you share are never used to train our models.',
      ],
      [
        'What files can I upload?',
        'PDFs, documents, spreadsheets and images up to 50 MB each, 20 files per conversation.',
      ],
      [
        'Are answers always right?',
        '{app} can make mistakes. It shows its sources, so you can check anything important.',
      ],
    ],
    quotes: [
      'It drafts the first version of everything I write, and the drafts are good.',
      'Our support team answers twice as fast with {app} in the loop.',
    ],
    figure: ['questions answered', '850M'],
  },
  education: {
    nav: ['Courses', 'For teams', 'Pricing', 'Stories'],
    cta: 'Start learning',
    users: 'learners',
    b2b: false,
    featuresTitle: 'Everything you need to keep learning',
    more: [
      { icon: 'flame', title: 'Daily streaks', body: 'Small habits that add up fast.' },
      { icon: 'download', title: 'Learn offline', body: 'Download lessons for the commute.' },
      { icon: 'message-circle', title: 'Ask a mentor', body: 'Real answers from real teachers.' },
    ],
    mission: 'We believe anyone can learn anything with ten focused minutes a day and the right teacher.',
    starters: [
      [
        'How long are the lessons?',
        'Most lessons take 5 to 10 minutes, so you can learn on a commute or a coffee break.',
      ],
      [
        'Do I get a certificate?',
        'Yes. Finish a course to earn a certificate you can add to your CV or profile.',
      ],
      ['Can I learn offline?', 'Download lessons with {plan} and keep learning without a connection.'],
    ],
    quotes: [
      'I learned enough Spanish for our trip in three months of commutes.',
      'The lessons are short enough that I actually finish them.',
    ],
    figure: ['lessons finished', '64M'],
  },
  media: {
    nav: ['Browse', 'Plans', 'Devices', 'Help'],
    cta: 'Try it free',
    users: 'listeners',
    b2b: false,
    featuresTitle: 'Stories and music, everywhere you are',
    more: [
      { icon: 'users', title: 'Family profiles', body: 'Everyone gets their own picks.' },
      { icon: 'audio-lines', title: 'Lossless audio', body: 'Studio quality on every plan.' },
      { icon: 'cast', title: 'Cast anywhere', body: 'From your phone to any screen.' },
    ],
    mission:
      'We connect artists and storytellers with the people who love their work, and pay them fairly for it.',
    starters: [
      [
        'Can I download to play offline?',
        'Yes. With {plan} you can download albums, episodes and films on up to 5 devices.',
      ],
      ['How many screens can I use?', '{plan} plays on 2 screens at once, and the family plan on up to 6.'],
      [
        'How often is there something new?',
        'New releases land every Friday, with mixes made for you every Monday.',
      ],
    ],
    quotes: [
      'The weekly mixes know my taste better than my friends do.',
      'Downloads saved every long flight I took this year.',
    ],
    figure: ['hours played last month', '410M'],
  },
};

export function siteCopy(ctx: ScreenContext): SiteCopy {
  return SITE[ctx.app.category];
}

/** Six features: the content's three and the site's three more. */
export function allFeatures(ctx: ScreenContext): { icon: string; title: string; body: string }[] {
  return [...ctx.content.features, ...siteCopy(ctx).more];
}

// ------------------------------------------------------------------------------------------ facts

export interface Office {
  city: string;
  country: string;
  street: string;
  /** A lucide icon that suits the office (for cards). */
  hours: string;
}

const OFFICES: Office[] = [
  {
    city: 'San Francisco',
    country: 'United States',
    street: '535 Mission Street, 14th floor',
    hours: 'Mon–Fri, 9:00–18:00 PT',
  },
  {
    city: 'London',
    country: 'United Kingdom',
    street: '12 Hatton Garden, EC1N 8AN',
    hours: 'Mon–Fri, 9:00–18:00 GMT',
  },
  { city: 'Berlin', country: 'Germany', street: 'Torstraße 140, 10119', hours: 'Mon–Fri, 9:00–18:00 CET' },
  {
    city: 'New York',
    country: 'United States',
    street: '85 Broad Street, 17th floor',
    hours: 'Mon–Fri, 9:00–18:00 ET',
  },
  {
    city: 'Lisbon',
    country: 'Portugal',
    street: 'Rua da Prata 80, 1100-420',
    hours: 'Mon–Fri, 9:00–18:00 WET',
  },
  { city: 'Toronto', country: 'Canada', street: '220 King Street West', hours: 'Mon–Fri, 9:00–18:00 ET' },
];

const PHONES: Record<string, string> = {
  'San Francisco': '+1 (415) 555-0132',
  London: '+44 20 7946 0321',
  Berlin: '+49 30 9018 2040',
  'New York': '+1 (212) 555-0187',
  Lisbon: '+351 21 340 2210',
  Toronto: '+1 (416) 555-0164',
};

/** Figures every page of one app's site agrees on. */
export interface Facts {
  /** Users, e.g. "2.4M". */
  users: string;
  /** The store or review rating, e.g. "4.8". */
  rating: string;
  /** How many ratings, e.g. "120K". */
  ratings: string;
  founded: number;
  countries: number;
  team: number;
  openRoles: number;
  offices: Office[];
  phone: string;
}

export function factsOf(ctx: ScreenContext): Facts {
  const r = new Random(hashSeed(ctx.app.slug, 31));
  const users = r.pick(['1.2M', '2.4M', '3M', '850K', '5M', '12M']);
  const offices = r.sample(OFFICES, 3);
  return {
    users: siteCopy(ctx).b2b ? r.pick(['9,000', '14,000', '25,000', '40,000']) : users,
    rating: r.pick(['4.7', '4.8', '4.9']),
    ratings: r.pick(['48K', '120K', '260K', '31K']),
    founded: r.int(2014, 2021),
    countries: r.int(24, 160),
    team: r.int(60, 340),
    openRoles: r.int(6, 24),
    offices,
    phone: PHONES[offices[0]?.city ?? 'London'] ?? '+44 20 7946 0321',
  };
}

/** Fills {app}, {plan}, {monthly} and {yearly} of a sentence. */
export function fill(ctx: ScreenContext, sentence: string): string {
  const paid = paidPlanOf(ctx.content.prices);
  return sentence
    .replaceAll('{app}', ctx.app.title)
    .replaceAll('{plan}', paid.name)
    .replaceAll('{monthly}', ctx.kit.money(paid.monthly))
    .replaceAll('{yearly}', ctx.kit.money(paid.yearly));
}

export interface FaqGroup {
  title: string;
  icon: string;
  items: [string, string][];
}

/** The FAQ of the app's site, in groups: getting started, plans and billing, privacy, account. */
export function faqOf(ctx: ScreenContext): FaqGroup[] {
  const site = siteCopy(ctx);
  const team = ctx.content.prices.plans[2]?.name ?? 'Team';
  const groups: FaqGroup[] = [
    { title: 'Getting started', icon: 'rocket', items: site.starters },
    {
      title: 'Plans & billing',
      icon: 'credit-card',
      items: [
        [
          'How much does {app} cost?',
          '{app} is free to start. {plan} is {monthly} a month, or {yearly} a year when you pay yearly.',
        ],
        [
          'Can I cancel at any time?',
          'Yes. Cancel in Settings and you keep {plan} until the end of the period you paid for.',
        ],
        [
          `What is in the ${team} plan?`,
          `Everything in {plan} for up to 6 people, with shared spaces and admin controls.`,
        ],
      ],
    },
    {
      title: 'Privacy & security',
      icon: 'shield-check',
      items: [
        [
          'Is my data safe?',
          'Your data is encrypted in transit and at rest, and we never sell it to anyone.',
        ],
        ['Can I export my data?', 'Yes. Go to Settings, then Export, to download everything as CSV or JSON.'],
      ],
    },
    {
      title: 'Account',
      icon: 'user',
      items: [
        [
          'How do I change my email?',
          'Open Settings, then Account, and enter the new address. We send a link to confirm it.',
        ],
        [
          'How do I delete my account?',
          'Settings, then Account, then Delete account. Your data is erased within 30 days.',
        ],
      ],
    },
  ];
  return groups.map((group) => ({
    ...group,
    items: group.items.map(([q, a]) => [fill(ctx, q), fill(ctx, a)]),
  }));
}

/** Fictional customer wordmarks for business products, press for consumer ones. */
const CUSTOMERS: [string, string][] = [
  ['Northwind', 'wind'],
  ['Lumen', 'sun'],
  ['Pinecrest', 'mountain'],
  ['Halcyon', 'waves'],
  ['Orbital', 'orbit'],
  ['Fieldnote', 'feather'],
  ['Kitebase', 'triangle'],
  ['Arcadia', 'hexagon'],
];
const PRESS = ['Morning Post', 'TECHWIRE', 'The Column', 'Daylight', 'FRONTPAGE', 'Weekender'];

// ------------------------------------------------------------------------------------------ web primitives

const t = (ctx: ScreenContext, role: Parameters<typeof font>[1], value: string, style: Style = {}): Node =>
  text(value, { ...font(ctx, role), color: ctx.p.text, ...style });

/** A page section marked as the hero. */
export function hero(style: Style, ...children: (Node | null)[]): Node {
  return ui('hero', col(style, ...children));
}

/** A short label above a headline ("Features", "Our story"), in the brand colour. */
export function eyebrow(ctx: ScreenContext, value: string, style: Style = {}): Node {
  return t(ctx, 'label', value.toUpperCase(), {
    color: accentInk(ctx),
    fontWeight: 700,
    letterSpacing: 1.2,
    ...style,
  });
}

/** The brand colour as readable text on the page. */
export function accentInk(ctx: ScreenContext): string {
  const { p, ds } = ctx;
  if (p.primary === '#111111' || p.primary === '#f4f4f5') return p.text;
  return ds.dark ? mix(p.primary, '#ffffff', 0.2) : mix(p.primary, '#000000', 0.1);
}

/** An announcement pill: "New · Shared budgets →". */
export function announcement(
  ctx: ScreenContext,
  tag: string,
  message: string,
  options: { onDark?: boolean; center?: boolean } = {},
): Node {
  const { p, ds } = ctx;
  const fg = options.onDark ? '#ffffff' : p.text;
  return ui(
    'badge',
    row(
      {
        alignSelf: options.center ? 'center' : 'flex-start',
        height: 32,
        paddingLeft: 4,
        paddingRight: 12,
        gap: 10,
        borderRadius: 16,
        backgroundColor: options.onDark ? alpha('#ffffff', 0.14) : ds.dark ? p.surface : '#ffffff',
        border: `1px solid ${options.onDark ? alpha('#ffffff', 0.25) : p.border}`,
        flexShrink: 0,
      },
      row(
        { height: 24, paddingLeft: 10, paddingRight: 10, borderRadius: 12, backgroundColor: p.primary },
        t(ctx, 'caption', tag, { color: p.onPrimary, fontWeight: 600 }),
      ),
      t(ctx, 'label', message, { color: fg }),
      icon('arrow-right', 14, options.onDark ? alpha('#ffffff', 0.8) : p.textMuted),
    ),
  );
}

/** Five filled stars. */
export function stars(size = 16, color = '#f5a524'): Node {
  return ui('rating', row({ gap: 2 }, ...Array.from({ length: 5 }, () => starFill(size, color))));
}

function starFill(size: number, color: string): Node {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${color}" d="M11.5 2.3a.6.6 0 0 1 1 0l2.9 5.9 6.5.9a.6.6 0 0 1 .3 1l-4.7 4.6 1.1 6.4a.6.6 0 0 1-.8.6L12 18.7l-5.8 3a.6.6 0 0 1-.8-.6l1.1-6.4L1.8 10.1a.6.6 0 0 1 .3-1l6.5-.9z"/></svg>`;
  return {
    type: 'img',
    props: {
      src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      width: size,
      height: size,
      style: { width: size, height: size },
    },
  };
}

/** Avatars, stars and a line of proof ("Loved by 2.4M members"). */
export function socialProof(ctx: ScreenContext, options: { onDark?: boolean; center?: boolean } = {}): Node {
  const { kit, content, p } = ctx;
  const facts = factsOf(ctx);
  const site = siteCopy(ctx);
  return row(
    { gap: 14, justifyContent: options.center ? 'center' : 'flex-start' },
    kit.avatarGroup(content.people.slice(1, 5), 34),
    col(
      { gap: 3 },
      row(
        { gap: 8 },
        stars(15),
        t(ctx, 'label', facts.rating, { fontWeight: 700, color: options.onDark ? '#ffffff' : p.text }),
      ),
      t(ctx, 'caption', `Loved by ${facts.users}+ ${site.users}`, {
        color: options.onDark ? alpha('#ffffff', 0.8) : p.textMuted,
      }),
    ),
  );
}

/** A strip of customer wordmarks (business) or press names (consumer) under a caption. */
export function logoStrip(
  ctx: ScreenContext,
  options: { count?: number; caption?: string; center?: boolean } = {},
): Node {
  const { p } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const count = options.count ?? 6;
  const r = new Random(hashSeed(ctx.app.slug, 5));
  const ink = mix(p.textMuted, p.background, 0.15);
  const marks = site.b2b
    ? r
        .sample(CUSTOMERS, count)
        .map(([name, glyph]) =>
          row(
            { gap: 7 },
            icon(glyph, 22, ink, 2.4),
            t(ctx, 'headline', name, { fontSize: 19, fontWeight: 700, color: ink, letterSpacing: -0.4 }),
          ),
        )
    : r.sample(PRESS, count).map((name) =>
        t(ctx, 'title', name, {
          fontSize: name === name.toUpperCase() ? 17 : 21,
          letterSpacing: name === name.toUpperCase() ? 2 : -0.3,
          color: ink,
        }),
      );
  const caption =
    options.caption ??
    (site.b2b ? `Trusted by ${facts.users}+ teams, from startups to public companies` : `As featured in`);
  return col(
    { gap: 20, alignItems: options.center === false ? 'flex-start' : 'center', width: '100%' },
    t(ctx, 'label', caption, { color: p.textMuted }),
    row({ justifyContent: 'space-between', width: '100%', paddingLeft: 16, paddingRight: 16 }, ...marks),
  );
}

/** An accordion item: the question and, when open, the answer. */
export function accordionItem(
  ctx: ScreenContext,
  question: string,
  answer: string,
  options: { open?: boolean; style?: 'chevron' | 'plus'; boxed?: boolean; last?: boolean } = {},
): Node {
  const { p, ds } = ctx;
  const plus = options.style === 'plus';
  const glyph = plus ? (options.open ? 'minus' : 'plus') : options.open ? 'chevron-up' : 'chevron-down';
  const boxed = options.boxed ?? false;
  return ui(
    'accordion',
    col(
      {
        width: '100%',
        paddingTop: boxed ? 18 : 20,
        paddingBottom: boxed ? 18 : 20,
        paddingLeft: boxed ? 22 : 0,
        paddingRight: boxed ? 22 : 0,
        gap: 10,
        borderRadius: boxed ? ds.radius.md : 0,
        backgroundColor: boxed
          ? options.open
            ? p.surface
            : ds.dark
              ? p.background
              : '#ffffff'
          : 'transparent',
        border: boxed
          ? `1px solid ${options.open && !ds.dark ? mix(p.border, p.primary, 0.15) : p.border}`
          : undefined,
        borderBottom: boxed ? undefined : options.last ? undefined : `1px solid ${p.border}`,
      },
      row(
        { gap: 16, width: '100%', justifyContent: 'space-between' },
        t(ctx, 'headline', question, { fontSize: 17, flexShrink: 1 }),
        plus
          ? row(
              {
                width: 28,
                height: 28,
                borderRadius: 14,
                justifyContent: 'center',
                backgroundColor: options.open ? p.primary : ds.dark ? p.surfaceAlt : p.surface,
                flexShrink: 0,
              },
              icon(glyph, 16, options.open ? p.onPrimary : p.text, 2.2),
            )
          : icon(glyph, 20, p.textMuted, 2),
      ),
      options.open ? t(ctx, 'body', answer, { color: p.textMuted, paddingRight: 44 }) : null,
    ),
  );
}

/** Pill tabs: the active one filled (segment-like filters of FAQ and feature pages). */
export function pillTabs(ctx: ScreenContext, labels: string[], active: number): Node {
  const { p, ds } = ctx;
  return ui(
    'tabs',
    row(
      {
        gap: 6,
        padding: 4,
        borderRadius: 999,
        backgroundColor: ds.dark ? p.surface : p.surface,
        border: `1px solid ${p.border}`,
      },
      ...labels.map((label, i) =>
        row(
          {
            height: 34,
            paddingLeft: 16,
            paddingRight: 16,
            borderRadius: 999,
            backgroundColor: i === active ? p.text : 'transparent',
          },
          t(ctx, 'label', label, { fontWeight: 600, color: i === active ? p.background : p.textMuted }),
        ),
      ),
    ),
  );
}

/** The box of a site form's field (text area, select): the radius, fill and border of the kit's fields. */
function fieldBox(ctx: ScreenContext): Style {
  const { p, ds } = ctx;
  return {
    borderRadius: ds.radius.sm,
    backgroundColor: ds.dark ? p.surface : p.background,
    border: `1px solid ${ds.dark ? p.border : mix(p.border, p.text, 0.06)}`,
    width: '100%',
  };
}

/** A labelled multi-line field. */
export function textArea(
  ctx: ScreenContext,
  label: string,
  value: string,
  options: { height?: number; placeholder?: boolean } = {},
): Node {
  const { p } = ctx;
  return ui(
    'text-area',
    col(
      { gap: 8, width: '100%' },
      t(ctx, 'label', label, { fontWeight: 500 }),
      col(
        { height: options.height ?? 110, padding: 14, ...fieldBox(ctx) },
        t(ctx, 'body', value, { fontSize: 14, color: options.placeholder ? p.textMuted : p.text }),
      ),
    ),
  );
}

/** A labelled select showing its value and a chevron. */
export function dropdown(ctx: ScreenContext, label: string, value: string): Node {
  const { p, m } = ctx;
  return ui(
    'dropdown',
    col(
      { gap: 8, width: '100%' },
      t(ctx, 'label', label, { fontWeight: 500 }),
      row(
        {
          height: m.control,
          paddingLeft: 14,
          paddingRight: 12,
          ...fieldBox(ctx),
          justifyContent: 'space-between',
        },
        t(ctx, 'body', value, { fontSize: 14 }),
        icon('chevron-down', 18, p.textMuted),
      ),
    ),
  );
}

/** The role of a quoted person: a job for business products, a member-since line otherwise. */
export function roleOf(ctx: ScreenContext, index: number): string {
  const site = siteCopy(ctx);
  if (site.b2b) {
    const jobs = ['Head of Product', 'Engineering Manager', 'Founder', 'Design Lead'];
    const company = CUSTOMERS[(index * 3 + 1) % CUSTOMERS.length]?.[0] ?? 'Northwind';
    return `${jobs[index % jobs.length]}, ${company}`;
  }
  return `Member since ${factsOf(ctx).founded + 1 + (index % 3)}`;
}

/** The site header: brand, links, "Log in" and the call to action. */
export function siteHeader(
  ctx: ScreenContext,
  options: { onDark?: boolean; transparent?: boolean } = {},
): Node {
  const { kit, chrome, content } = ctx;
  const site = siteCopy(ctx);
  const brand = options.onDark
    ? row(
        { gap: 10 },
        kit.logo(content.glyph, null, 32),
        t(ctx, 'headline', ctx.app.title, { fontSize: 16, fontWeight: 700, color: '#ffffff' }),
      )
    : undefined;
  const cta = options.onDark
    ? ui(
        'button',
        row(
          {
            height: 32,
            paddingLeft: 14,
            paddingRight: 14,
            borderRadius: ctx.ds.radius.sm,
            backgroundColor: '#ffffff',
          },
          t(ctx, 'callout', site.cta, { fontSize: 13, fontWeight: 600, color: '#111114' }),
        ),
      )
    : kit.button(site.cta, { size: 'sm' });
  const login = options.onDark
    ? t(ctx, 'callout', 'Log in', { fontWeight: 600, color: '#ffffff', paddingRight: 8 })
    : kit.button('Log in', { variant: 'ghost', size: 'sm' });
  return chrome.webHeader({
    ...(brand ? { brand } : {}),
    links: site.nav,
    onDark: options.onDark,
    transparent: options.transparent ?? options.onDark,
    actions: [login, cta],
  });
}

// ------------------------------------------------------------------------------------------ app mocks

type MockKind = 'dashboard' | 'gallery' | 'chat';

function mockKind(category: ProductCategory): MockKind {
  switch (category) {
    case 'travel':
    case 'e-commerce':
    case 'social':
    case 'media':
      return 'gallery';
    case 'ai':
      return 'chat';
    default:
      return 'dashboard';
  }
}

/** Three figures the app's own dashboard shows. */
export function dashboardStats(ctx: ScreenContext): { label: string; value: string; delta: string }[] {
  const symbol = ctx.content.prices.symbol;
  switch (ctx.app.category) {
    case 'finance':
      return [
        { label: 'Balance', value: `${symbol}12,480`, delta: '+4.2%' },
        { label: 'Spent in June', value: `${symbol}1,932`, delta: '−8%' },
        { label: 'Saved', value: `${symbol}640`, delta: '+12%' },
      ];
    case 'health-fitness':
      return [
        { label: 'Steps today', value: '8,432', delta: '+12%' },
        { label: 'Active minutes', value: '54', delta: '+9' },
        { label: 'Sleep', value: '7h 45m', delta: '+20m' },
      ];
    case 'developer-tools':
      return [
        { label: 'Deploys this week', value: '142', delta: '+18%' },
        { label: 'p95 latency', value: '84 ms', delta: '−12%' },
        { label: 'Uptime', value: '99.99%', delta: '+0.01%' },
      ];
    case 'ai':
      return [
        { label: 'Chats this week', value: '38', delta: '+12%' },
        { label: 'Hours saved', value: '12.5', delta: '+3.1' },
        { label: 'Files analysed', value: '64', delta: '+18%' },
      ];
    case 'education':
      return [
        { label: 'Day streak', value: '23', delta: '+1' },
        { label: 'Lessons this week', value: '14', delta: '+5' },
        { label: 'Minutes learned', value: '186', delta: '+22%' },
      ];
    default:
      return [
        { label: 'Open tasks', value: '24', delta: '−6' },
        { label: 'Due this week', value: '9', delta: '+2' },
        { label: 'Completed', value: '86%', delta: '+4%' },
      ];
  }
}

/** A series for the dashboard's chart, seeded by the app. */
export function series(ctx: ScreenContext, n = 12, salt = 1): number[] {
  const r = new Random(hashSeed(ctx.app.slug, salt));
  let v = r.range(40, 60);
  return Array.from({ length: n }, () => {
    v = Math.max(10, v + r.range(-8, 12));
    return Math.round(v);
  });
}

export function lineChart(ctx: ScreenContext, width: number, height: number, salt = 1): Node {
  return chart('line', series(ctx, 14, salt), width, height, { palette: ctx.p });
}

export function map(ctx: ScreenContext, width: number, height: number, style: Style = {}): Node {
  return mapTile(hashSeed(ctx.app.slug, 77), width, height, ctx.ds.dark, style);
}

/** A map pin in the brand colour. */
export function pin(ctx: ScreenContext, glyph = 'map-pin'): Node {
  const { p } = ctx;
  return row(
    {
      width: 40,
      height: 40,
      borderRadius: 20,
      justifyContent: 'center',
      backgroundColor: p.primary,
      border: '3px solid #ffffff',
      boxShadow: `0 6px 16px ${alpha('#000000', 0.3)}`,
    },
    icon(glyph, 18, p.onPrimary, 2.4),
  );
}

/** Small text inside mocks. */
const mt = (ctx: ScreenContext, value: string, size: number, style: Style = {}): Node =>
  text(value, {
    fontFamily: ctx.ds.fonts.body,
    fontSize: size,
    fontWeight: 500,
    color: ctx.p.text,
    lineHeight: 1.3,
    ...style,
  });

function mockItemRow(ctx: ScreenContext, item: Item, last: boolean, compact = false): Node {
  const { p, ds } = ctx;
  const positive = item.negative === false;
  return row(
    { gap: 10, height: 40, borderBottom: last ? undefined : `1px solid ${p.border}`, width: '100%' },
    row(
      {
        width: 26,
        height: 26,
        borderRadius: Math.min(ds.radius.sm, 8),
        justifyContent: 'center',
        backgroundColor: alpha(p.primary, ds.dark ? 0.2 : 0.1),
        flexShrink: 0,
      },
      icon(item.icon, 14, accentInk(ctx)),
    ),
    col(
      { flexGrow: 1, flexShrink: 1, gap: 1 },
      mt(ctx, compact && item.title.length > 16 ? `${item.title.slice(0, 14).trimEnd()}…` : item.title, 11, {
        fontWeight: 600,
      }),
      compact ? null : mt(ctx, item.subtitle, 9.5, { color: p.textMuted }),
    ),
    mt(ctx, compact ? item.value.replace(' night', '') : item.value, 11, {
      fontWeight: 600,
      color: positive ? p.success : p.text,
      flexShrink: 0,
    }),
  );
}

function mockStat(ctx: ScreenContext, stat: { label: string; value: string; delta: string }): Node {
  const { p, ds } = ctx;
  const down = stat.delta.startsWith('−');
  return col(
    {
      flexGrow: 1,
      flexBasis: 0,
      padding: 12,
      gap: 4,
      borderRadius: Math.min(ds.radius.md, 12),
      border: `1px solid ${p.border}`,
      backgroundColor: ds.dark ? p.surface : '#ffffff',
    },
    mt(ctx, stat.label, 9.5, { color: p.textMuted }),
    row(
      { gap: 6, alignItems: 'flex-end' },
      mt(ctx, stat.value, 17, { fontWeight: 700, letterSpacing: -0.3 }),
      mt(ctx, stat.delta, 9.5, { fontWeight: 600, color: down ? p.danger : p.success, paddingBottom: 2 }),
    ),
  );
}

/** The main area of the app's desktop UI, in miniature. */
function mockMain(ctx: ScreenContext, width: number, height: number): Node {
  const { p, content, ds, kit } = ctx;
  const kind = mockKind(ctx.app.category);
  const section = content.sections[0]?.label ?? 'Home';
  const top = row(
    { justifyContent: 'space-between', width: '100%' },
    mt(ctx, kind === 'chat' ? 'New chat' : section, 15, { fontWeight: 700, letterSpacing: -0.2 }),
    row(
      { gap: 8 },
      row(
        { height: 24, width: 130, paddingLeft: 8, gap: 6, borderRadius: 6, border: `1px solid ${p.border}` },
        icon('search', 11, p.textMuted),
        mt(ctx, 'Search', 10, { color: p.textMuted }),
      ),
      kit.avatar(content.user, 24),
    ),
  );
  if (kind === 'gallery') {
    const cardW = Math.floor((width - 32 - 24) / 3);
    const items = content.items.slice(0, 6);
    return col(
      { width, height, padding: 16, gap: 12 },
      top,
      row(
        { gap: 6 },
        ...['All', ...content.items.slice(0, 3).map((i) => i.subtitle.split(/[ ,·]/)[0] ?? '')]
          .slice(0, 4)
          .map((label, i) =>
            row(
              {
                height: 22,
                paddingLeft: 10,
                paddingRight: 10,
                borderRadius: 11,
                backgroundColor: i === 0 ? p.text : 'transparent',
                border: `1px solid ${i === 0 ? p.text : p.border}`,
              },
              mt(ctx, label, 9.5, { color: i === 0 ? p.background : p.text, fontWeight: 600 }),
            ),
          ),
      ),
      row(
        { gap: 12, flexWrap: 'wrap', width: '100%' },
        ...items.map((item, i) =>
          col(
            { width: cardW, gap: 4 },
            kit.photo(item.photo, hashSeed(item.title, i), cardW, Math.round(cardW * 0.62), {
              borderRadius: Math.min(ds.radius.md, 10),
            }),
            row(
              { justifyContent: 'space-between', width: '100%', gap: 4 },
              mt(ctx, item.title, 10.5, { fontWeight: 600, flexShrink: 1 }),
              mt(ctx, item.value.replace(' night', ''), 10, { fontWeight: 600, flexShrink: 0 }),
            ),
            mt(ctx, item.subtitle, 9, { color: p.textMuted }),
          ),
        ),
      ),
    );
  }
  if (kind === 'chat') {
    const item = content.items[0];
    const bubble = (value: string, mine: boolean) =>
      row(
        { justifyContent: mine ? 'flex-end' : 'flex-start', width: '100%' },
        col(
          {
            maxWidth: width * 0.72,
            padding: 10,
            borderRadius: 12,
            backgroundColor: mine ? p.primary : ds.dark ? p.surfaceAlt : p.surface,
          },
          mt(ctx, value, 10.5, { color: mine ? p.onPrimary : p.text, fontWeight: 400, lineHeight: 1.45 }),
        ),
      );
    return col(
      { width, height, padding: 16, gap: 12 },
      top,
      bubble(`Help me with this: ${item?.title.toLowerCase() ?? 'a plan for the week'}.`, true),
      row(
        { gap: 8, alignItems: 'flex-start', width: '100%' },
        row(
          {
            width: 22,
            height: 22,
            borderRadius: 11,
            justifyContent: 'center',
            backgroundColor: p.primary,
            flexShrink: 0,
          },
          icon(content.glyph, 12, p.onPrimary),
        ),
        col(
          { gap: 6, flexShrink: 1 },
          mt(ctx, 'Here is a first draft. I kept it short and put the most important part first:', 10.5, {
            fontWeight: 400,
            lineHeight: 1.45,
          }),
          ...[
            'Start with the goal and the deadline',
            'List three options with their trade-offs',
            'End with the one you recommend',
          ].map((line, i) =>
            row(
              { gap: 6 },
              mt(ctx, `${i + 1}.`, 10.5, { fontWeight: 600 }),
              mt(ctx, line, 10.5, { fontWeight: 400 }),
            ),
          ),
        ),
      ),
      bubble('Make it friendlier and add a subject line.', true),
      spacer(),
      row(
        {
          height: 36,
          paddingLeft: 12,
          paddingRight: 6,
          borderRadius: 10,
          border: `1px solid ${p.border}`,
          width: '100%',
          backgroundColor: ds.dark ? p.surface : '#ffffff',
        },
        mt(ctx, `Message ${ctx.app.title}…`, 10.5, { color: p.textMuted }),
        spacer(),
        row(
          { width: 24, height: 24, borderRadius: 6, justifyContent: 'center', backgroundColor: p.primary },
          icon('arrow-up', 13, p.onPrimary, 2.4),
        ),
      ),
    );
  }
  const stats = dashboardStats(ctx);
  const chartW = width - 32;
  return col(
    { width, height, padding: 16, gap: 12 },
    top,
    row({ gap: 10, width: '100%' }, ...stats.map((stat) => mockStat(ctx, stat))),
    col(
      {
        padding: 12,
        gap: 8,
        borderRadius: Math.min(ds.radius.md, 12),
        border: `1px solid ${p.border}`,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
      },
      row(
        { justifyContent: 'space-between', width: '100%' },
        mt(ctx, 'Last 14 days', 10.5, { fontWeight: 600 }),
        mt(ctx, 'Weekly', 9.5, { color: p.textMuted }),
      ),
      lineChart(ctx, chartW - 26, 74),
    ),
    col(
      { width: '100%' },
      ...content.items
        .slice(0, Math.max(0, Math.floor((height - 284) / 40)))
        .map((item, i, all) => mockItemRow(ctx, item, i === all.length - 1)),
    ),
  );
}

/** The app's desktop UI in a browser window: sidebar and main area. */
export function browserMock(ctx: ScreenContext, width: number, height: number, style: Style = {}): Node {
  const { p, ds, content } = ctx;
  const bar = 34;
  const side = Math.round(width * 0.24);
  const sidebarNode = col(
    {
      width: side,
      height: height - bar - 2,
      padding: 12,
      gap: 3,
      borderBottomLeftRadius: 11,
      backgroundColor: ds.dark ? mix(p.background, '#000000', 0.25) : p.surface,
      borderRight: `1px solid ${p.border}`,
    },
    row(
      { gap: 7, paddingBottom: 10, paddingLeft: 4 },
      row(
        { width: 20, height: 20, borderRadius: 6, justifyContent: 'center', backgroundColor: p.primary },
        icon(content.glyph, 12, p.onPrimary, 2.2),
      ),
      mt(ctx, ctx.app.title, 11.5, { fontWeight: 700 }),
    ),
    ...content.sections.map((section, i) =>
      row(
        {
          height: 26,
          paddingLeft: 8,
          gap: 8,
          borderRadius: 6,
          backgroundColor:
            i === 0 ? (ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.88)) : 'transparent',
        },
        icon(section.icon, 12, i === 0 ? accentInk(ctx) : p.textMuted),
        mt(ctx, section.label, 10.5, {
          color: i === 0 ? p.text : p.textMuted,
          fontWeight: i === 0 ? 600 : 500,
        }),
      ),
    ),
    spacer(),
    row(
      { gap: 7, paddingLeft: 4 },
      ctx.kit.avatar(content.user, 20),
      mt(ctx, content.user.name, 10, { color: p.textMuted }),
    ),
  );
  const frameColor = ds.dark ? mix(p.border, '#ffffff', 0.08) : mix(p.border, p.text, 0.05);
  const window = ui(
    'image',
    contain(
      col(
        {
          width,
          height,
          borderRadius: 12,
          backgroundColor: p.background,
          border: `1px solid ${frameColor}`,
          flexShrink: 0,
        },
        row(
          {
            height: bar,
            paddingLeft: 14,
            paddingRight: 14,
            gap: 6,
            width: '100%',
            borderTopLeftRadius: 12,
            borderTopRightRadius: 12,
            backgroundColor: ds.dark ? p.surface : mix(p.surface, p.text, 0.03),
            borderBottom: `1px solid ${p.border}`,
          },
          ...['#ff5f57', '#febc2e', '#28c840'].map((c) =>
            h('div', { width: 10, height: 10, borderRadius: 5, backgroundColor: c }),
          ),
          spacer(),
          row(
            {
              height: 22,
              width: Math.round(width * 0.4),
              borderRadius: 6,
              justifyContent: 'center',
              gap: 5,
              backgroundColor: ds.dark ? p.surfaceAlt : p.background,
            },
            icon('lock', 10, p.textMuted),
            mt(ctx, `app.${content.domain.replace(/\.app$/, '.com')}`, 10, { color: p.textMuted }),
          ),
          spacer(),
          h('div', { width: 46 }),
        ),
        row(
          { width: '100%', flexGrow: 1, alignItems: 'stretch' },
          sidebarNode,
          mockMain(ctx, width - side - 2, height - bar - 2),
        ),
      ),
    ),
  );
  return h('div', { display: 'flex', ...style }, lift(window, 12, { depth: 3, opacity: ds.dark ? 2 : 1.4 }));
}

/** The app's phone UI in a phone: status bar, a summary card, items and its tab bar. */
export function phoneMock(ctx: ScreenContext, width: number, options: { page?: number } = {}): Node {
  const { p, ds, content, kit } = ctx;
  const height = Math.round(width * 2.05);
  const inner = width - 14;
  const page = options.page ?? 0;
  const kind = mockKind(ctx.app.category);
  const stat = dashboardStats(ctx)[page % 3];
  const items = content.items.slice(kind === 'gallery' ? page + 1 : page, page + 4);
  const summary =
    kind === 'gallery'
      ? col(
          { gap: 6 },
          kit.photo(
            content.items[page]?.photo ?? content.heroPhoto,
            hashSeed(ctx.app.slug, page),
            inner - 24,
            Math.round((inner - 24) * 0.7),
            { borderRadius: 12 },
          ),
          mt(ctx, content.items[page]?.title ?? ctx.app.title, 12, { fontWeight: 700 }),
          mt(ctx, content.items[page]?.subtitle ?? '', 10, { color: p.textMuted }),
        )
      : col(
          {
            padding: 12,
            gap: 4,
            borderRadius: 14,
            backgroundImage: `linear-gradient(135deg, ${mix(p.primary, '#ffffff', 0.12)}, ${mix(p.primary, '#000000', 0.18)})`,
          },
          mt(ctx, kind === 'chat' ? 'Today' : (stat?.label ?? ''), 10, { color: alpha(p.onPrimary, 0.8) }),
          mt(ctx, kind === 'chat' ? `${content.items.length} chats` : (stat?.value ?? ''), 20, {
            fontWeight: 700,
            color: p.onPrimary,
            letterSpacing: -0.4,
          }),
          chart('line', series(ctx, 10, page + 3), inner - 48, 34, {
            palette: { ...p, primary: p.onPrimary, background: p.primary, border: alpha(p.onPrimary, 0.2) },
          }),
        );
  const screenRadius = Math.round(width * 0.14);
  const device = ui(
    'image',
    col(
      {
        width,
        height,
        padding: 7,
        borderRadius: Math.round(width * 0.16),
        backgroundColor: '#0d0d10',
        flexShrink: 0,
      },
      contain(
        col(
          {
            width: inner,
            height: height - 14,
            borderRadius: screenRadius,
            backgroundColor: p.background,
          },
          row(
            { height: 30, paddingLeft: 22, paddingRight: 18, justifyContent: 'space-between', width: '100%' },
            mt(ctx, '9:41', 10.5, { fontWeight: 700 }),
            h('div', { width: 56, height: 16, borderRadius: 8, backgroundColor: '#0d0d10' }),
            row({ gap: 3 }, icon('signal', 10, p.text, 2.5), icon('battery-full', 12, p.text, 2)),
          ),
          col(
            { paddingLeft: 12, paddingRight: 12, paddingTop: 6, gap: 10, flexGrow: 1 },
            row(
              { justifyContent: 'space-between', width: '100%' },
              mt(ctx, content.sections[page % content.sections.length]?.label ?? 'Home', 17, {
                fontWeight: 700,
                letterSpacing: -0.3,
              }),
              kit.avatar(content.user, 22),
            ),
            summary,
            col(
              { width: '100%' },
              ...items
                .slice(0, kind === 'gallery' ? 2 : 3)
                .map((item, i, all) => mockItemRow(ctx, item, i === all.length - 1, true)),
            ),
          ),
          row(
            {
              height: 44,
              width: '100%',
              justifyContent: 'space-around',
              borderTop: `1px solid ${p.border}`,
              borderBottomLeftRadius: screenRadius,
              borderBottomRightRadius: screenRadius,
              backgroundColor: ds.dark ? p.surface : '#ffffff',
            },
            ...content.sections.map((section, i) =>
              icon(section.icon, 15, i === page % content.sections.length ? accentInk(ctx) : p.textMuted),
            ),
          ),
        ),
      ),
    ),
  );
  return lift(device, Math.round(width * 0.16), { depth: 3, opacity: 1.6 });
}

/** A floating UI card for heroes: an icon tile, a line and a value (a notification from the app). */
export function floatingCard(
  ctx: ScreenContext,
  item: Item,
  options: { width?: number; caption?: string } = {},
): Node {
  const { p, ds, kit } = ctx;
  const card = ui(
    'card',
    row(
      {
        width: options.width ?? 240,
        padding: 14,
        gap: 12,
        borderRadius: ds.radius.lg,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
        border: `1px solid ${p.border}`,
      },
      kit.iconTile(item.icon, { size: 38 }),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        t(ctx, 'label', item.title, { fontWeight: 600 }),
        t(ctx, 'caption', options.caption ?? item.subtitle),
      ),
      t(ctx, 'label', item.value, {
        fontWeight: 700,
        color: item.negative === false ? p.success : p.text,
        flexShrink: 0,
      }),
    ),
  );
  return lift(card, ds.radius.lg, { opacity: ds.dark ? 2 : 0.8 });
}

/** Store badges ("Download on the App Store", "Get it on Google Play"). */
export function storeBadges(ctx: ScreenContext, options: { onDark?: boolean } = {}): Node {
  const bg = options.onDark ? '#ffffff' : '#0d0d10';
  const fg = inkOn(bg);
  const badge = (glyph: string, small: string, big: string) =>
    ui(
      'button',
      row(
        { height: 46, paddingLeft: 14, paddingRight: 18, gap: 10, borderRadius: 10, backgroundColor: bg },
        glyph === 'apple' ? brandMark('apple', 22, fg) : icon(glyph, 22, fg, 2),
        col(
          { gap: 0 },
          text(small, { fontFamily: ctx.ds.fonts.body, fontSize: 10, color: fg, lineHeight: 1.1 }),
          text(big, {
            fontFamily: ctx.ds.fonts.body,
            fontSize: 16,
            fontWeight: 600,
            color: fg,
            lineHeight: 1.15,
          }),
        ),
      ),
    );
  return row(
    { gap: 12 },
    badge('apple', 'Download on the', 'App Store'),
    badge('play', 'Get it on', 'Google Play'),
  );
}
