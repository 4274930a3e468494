/**
 * The words of the content and states screens, per kind of app: what a detail page says about one item,
 * the article a reader opens, what plays in the player, the places on a map, and what empty, error, loading
 * and success screens tell the user. Short on purpose: every line fits its control on a phone.
 */
import type { PhotoKind } from '../art.js';
import type { ProductCategory } from '../content.js';

export interface Fact {
  icon: string;
  label: string;
  value: string;
}

export interface DetailCopy {
  /** What the item is ("Stay", "Transaction"): the nav bar's title on phones. */
  kind: string;
  /** Items of the domain that have a detail page of this kind (by their icon), others are skipped. */
  skip?: string[];
  facts: Fact[];
  about: string;
  cta: string;
  secondary: string;
  tabs: [string, string, string];
  /** A status shown as a badge. */
  badge: string;
  /** Show a rating under the title. */
  rating?: { value: string; count: string };
}

export interface ArticleCopy {
  kicker: string;
  title: string;
  dek: string;
  minutes: number;
  sections: { heading: string; body: string[] }[];
  quote: string;
  bullets: string[];
  tags: string[];
  /** Titles of other stories, for "more to read". */
  more: string[];
}

export interface MediaCopy {
  kind: 'music' | 'podcast' | 'video';
  title: string;
  by: string;
  from: string;
  /** Length as m:ss (or h:mm:ss), and how far in. */
  length: string;
  elapsed: string;
  progress: number;
  photo: PhotoKind;
  queue: { title: string; sub: string; length: string }[];
  about: string;
}

export interface PlaceCopy {
  name: string;
  sub: string;
  /** A short value on the pin (a price, a pace, a distance). */
  pin: string;
  photo: PhotoKind;
}

export interface MapCopy {
  search: string;
  filters: string[];
  places: PlaceCopy[];
  /** A route: what it is, the stats under it. */
  route: { title: string; from: string; to: string; stats: [string, string][]; cta: string };
}

export interface GalleryCopy {
  album: string;
  count: number;
  filters: string[];
  photos: PhotoKind[];
  captions: string[];
}

export interface EmptyCopy {
  /** The section of the app the empty screen is (matches a tab or sidebar item when possible). */
  section: string;
  icon: string;
  title: string;
  body: string;
  action: string;
  /** Three ways to fill the screen. */
  steps: Fact[];
  /** Column headings of the web table that is still empty. */
  columns: string[];
}

export interface ErrorCopy {
  /** A failure dialog of the app's domain. */
  title: string;
  body: string;
  action: string;
  /** The section that failed to load inline. */
  failed: string;
}

export interface LoadingCopy {
  title: string;
  body: string;
  steps: string[];
}

export interface SuccessCopy {
  title: string;
  body: string;
  action: string;
  secondary: string;
  next: Fact[];
}

export interface ContentStatesCopy {
  detail: DetailCopy;
  article: ArticleCopy;
  media: MediaCopy;
  map: MapCopy;
  gallery: GalleryCopy;
  empty: EmptyCopy;
  error: ErrorCopy;
  loading: LoadingCopy;
  success: SuccessCopy;
}

const TECH_ARTICLE: ArticleCopy = {
  kicker: 'Engineering',
  title: 'How we cut cold starts by 60%',
  dek: 'Smaller bundles, warm pools and one surprising cache header.',
  minutes: 7,
  sections: [
    {
      heading: 'Where the time went',
      body: [
        'Every cold start paid for the same three things: loading a large bundle, opening database connections and compiling routes we never used.',
        'We traced a week of requests and found that half of the wait happened before our code ran at all.',
      ],
    },
    {
      heading: 'What we changed',
      body: [
        'We split the bundle by route, kept a small pool of warm instances and moved connection set-up out of the request path.',
      ],
    },
  ],
  quote: 'The fastest code is the code you never load.',
  bullets: ['Split bundles by route', 'Keep two instances warm', 'Cache compiled templates'],
  tags: ['Performance', 'Infrastructure'],
  more: ['Postgres at the edge, a year later', 'Our incident review template', 'Shipping on Fridays, safely'],
};

const ARTICLES: Partial<Record<ProductCategory, ArticleCopy>> = {
  'developer-tools': TECH_ARTICLE,
  productivity: {
    kicker: 'Ways of working',
    title: 'The case for a quieter week',
    dek: 'Fewer meetings, longer blocks, and a team that ships more.',
    minutes: 6,
    sections: [
      {
        heading: 'Start with the calendar',
        body: [
          'Most teams do not lack time. They lack time that is not broken into thirty-minute pieces.',
          'We moved every recurring meeting to two afternoons and kept mornings for focused work.',
        ],
      },
      {
        heading: 'Write it down first',
        body: [
          'A short written update replaced our daily stand-up. Questions moved to comments, decisions into the project.',
        ],
      },
    ],
    quote: 'A calm week is a plan, not a mood.',
    bullets: ['Two meeting afternoons', 'Written updates by 10:00', 'One owner per project'],
    tags: ['Teams', 'Focus'],
    more: ['Writing a one-page plan', 'How we run retros', 'The no-meeting Wednesday'],
  },
  ai: {
    kicker: 'Guides',
    title: 'Write better prompts in five minutes',
    dek: 'Give context, show an example, and ask for the format you want.',
    minutes: 5,
    sections: [
      {
        heading: 'Context beats cleverness',
        body: [
          'The best prompts read like a note to a smart colleague who just joined: who it is for, what good looks like, and what to avoid.',
          'Paste the material you want it to use instead of describing it.',
        ],
      },
      {
        heading: 'Show one example',
        body: ['One short example of the tone or format you want is worth a paragraph of instructions.'],
      },
    ],
    quote: 'Ask for the answer you would want to receive.',
    bullets: ['Say who the answer is for', 'Paste the source material', 'Name the format'],
    tags: ['Prompting', 'Writing'],
    more: ['Summarize a PDF in one step', 'Ten prompts for planning a trip', 'When to start a new chat'],
  },
  education: {
    kicker: 'Study tips',
    title: 'Why ten minutes a day works',
    dek: 'Spaced practice beats long sessions, and the research agrees.',
    minutes: 4,
    sections: [
      {
        heading: 'The forgetting curve',
        body: [
          'We forget most of a new lesson within a day unless we see it again. Short reviews at growing intervals keep it.',
          'That is why your review queue brings back words just before you would lose them.',
        ],
      },
      {
        heading: 'Make it a habit',
        body: [
          'Tie your lesson to something you already do every day, like your morning coffee or your commute.',
        ],
      },
    ],
    quote: 'Little and often beats long and rare.',
    bullets: ['Review before you learn', 'Say answers out loud', 'Stop while it is still fun'],
    tags: ['Learning', 'Habits'],
    more: ['How to never break a streak', 'Speaking practice for shy learners', 'Learning with friends'],
  },
  media: {
    kicker: 'Culture',
    title: 'The quiet return of the long album',
    dek: 'Artists are making records meant to be heard start to finish.',
    minutes: 8,
    sections: [
      {
        heading: 'Against the shuffle',
        body: [
          'For a decade, singles ruled and albums became playlists with a cover. This year, the most talked-about releases ask for an hour of your time.',
          'Listeners are giving it: full-album plays are up for the third year running.',
        ],
      },
      {
        heading: 'Made for one sitting',
        body: ['Track lengths are growing, interludes are back, and sequencing matters again.'],
      },
    ],
    quote: 'An album is a room you walk through, not a pile of songs.',
    bullets: ['Full-album plays up 18%', 'Average track up to 4:12', 'Vinyl sales still rising'],
    tags: ['Music', 'Essays'],
    more: ['Ten albums to hear in one sitting', 'Inside a seaside studio', 'The year of the slow song'],
  },
  finance: {
    kicker: 'Money basics',
    title: 'Build an emergency fund without noticing',
    dek: 'Round-ups, payday transfers and a pot you cannot see.',
    minutes: 5,
    sections: [
      {
        heading: 'Start small',
        body: [
          'Three months of spending sounds like a lot. A round-up on every card payment gets you a first hundred without trying.',
          'Then add a fixed transfer on payday, before you have a chance to spend it.',
        ],
      },
      {
        heading: 'Hide it from yourself',
        body: ['Keep the fund in a separate pot that does not show in your balance.'],
      },
    ],
    quote: 'Pay yourself first, then pay everyone else.',
    bullets: ['Turn on round-ups', 'Move 10% on payday', 'Hide the pot from Home'],
    tags: ['Saving', 'Guides'],
    more: ['What a round-up really saves', 'Budgets that survive December', 'Your first pension, explained'],
  },
  travel: {
    kicker: 'City guides',
    title: '48 hours in Lisbon',
    dek: 'Tiled streets, long lunches and the best sunset in the city.',
    minutes: 6,
    sections: [
      {
        heading: 'Day one: Alfama',
        body: [
          'Start early before the trams fill up. Walk up to the castle, then get lost on the way down.',
          'Lunch is grilled sardines and a glass of vinho verde at a counter with no menu.',
        ],
      },
      {
        heading: 'Day two: Belém',
        body: ['Take the river path west for pastries, the monastery and the tower at golden hour.'],
      },
    ],
    quote: 'Lisbon rewards the people who walk uphill.',
    bullets: ['Buy a 24-hour transit pass', 'Book dinner by 19:00', 'Bring shoes with grip'],
    tags: ['Portugal', 'Weekend'],
    more: ['A slow week in Kyoto', 'Where to stay in Santorini', 'Five lakes worth the detour'],
  },
  'health-fitness': {
    kicker: 'Training',
    title: 'Run easy to run fast',
    dek: 'Why most of your runs should feel slower than you think.',
    minutes: 5,
    sections: [
      {
        heading: 'The 80/20 rule',
        body: [
          'Elite runners spend about eighty percent of their time at an easy, conversational pace. Most of us do the opposite.',
          'Easy runs build the engine; hard sessions only sharpen it.',
        ],
      },
      {
        heading: 'How easy is easy?',
        body: ['If you can speak in full sentences, you are in the right zone.'],
      },
    ],
    quote: 'Easy days easy, hard days hard.',
    bullets: ['Four easy runs a week', 'One session of intervals', 'A rest day you keep'],
    tags: ['Running', 'Guides'],
    more: ['Your first 10K plan', 'Sleep is training too', 'Stretch less, move more'],
  },
  social: {
    kicker: 'Community',
    title: 'How our book club grew to 400',
    dek: 'One group chat, one rule, and a picnic every month.',
    minutes: 4,
    sections: [
      {
        heading: 'It started with six',
        body: [
          'We were six friends who kept recommending the same books to each other. A shared circle made it easy to invite others.',
          'Within a year, strangers were hosting meetups in three cities.',
        ],
      },
      {
        heading: 'The one rule',
        body: ['Nobody has to finish the book to come. That rule alone doubled the turnout.'],
      },
    ],
    quote: 'Make it easy to show up, and people will.',
    bullets: ['Pick the next book by poll', 'Meet in a park', 'Share notes in the circle'],
    tags: ['Circles', 'Stories'],
    more: ['Hosting your first meetup', 'Keeping a group chat kind', 'The photo-a-day challenge'],
  },
  'e-commerce': {
    kicker: 'The journal',
    title: 'Caring for linen, the slow way',
    dek: 'Wash cool, dry flat, and let it get softer every year.',
    minutes: 4,
    sections: [
      {
        heading: 'Wash less, wash cool',
        body: [
          'Linen gets softer with every wash, but heat weakens the fibres. Thirty degrees and a gentle cycle are enough.',
          'Skip the fabric softener: it coats the fibres and stops them breathing.',
        ],
      },
      {
        heading: 'Dry it flat',
        body: ['Shake it out and dry it flat or on a line. A little crease is part of the charm.'],
      },
    ],
    quote: 'Good things get better with use.',
    bullets: ['Wash at 30°', 'No softener', 'Iron while damp'],
    tags: ['Care', 'Materials'],
    more: ['Why we chose stoneware', 'A guide to our sizes', 'Packaging without plastic'],
  },
};

const DETAILS: Record<ProductCategory, DetailCopy> = {
  finance: {
    kind: 'Transaction',
    facts: [
      { icon: 'calendar', label: 'Date', value: 'June 12, 09:41' },
      { icon: 'credit-card', label: 'Card', value: 'Visa •• 4821' },
      { icon: 'map-pin', label: 'Location', value: 'London, UK' },
      { icon: 'circle-check', label: 'Status', value: 'Completed' },
    ],
    about: 'Contactless payment. It counts towards this month’s budget for the category below.',
    cta: 'Split this payment',
    secondary: 'Report a problem',
    tabs: ['Details', 'Receipt', 'Notes'],
    badge: 'Completed',
  },
  productivity: {
    kind: 'Task',
    facts: [
      { icon: 'user', label: 'Assignee', value: 'You' },
      { icon: 'calendar', label: 'Due', value: 'June 14' },
      { icon: 'flag', label: 'Priority', value: 'High' },
      { icon: 'folder', label: 'Project', value: 'Q3 launch' },
    ],
    about: 'Collect input from design and engineering, then share a first draft with the team before Friday.',
    cta: 'Mark complete',
    secondary: 'Add subtask',
    tabs: ['Overview', 'Subtasks', 'Activity'],
    badge: 'In progress',
  },
  'health-fitness': {
    kind: 'Workout',
    skip: ['utensils', 'salad', 'moon'],
    facts: [
      { icon: 'timer', label: 'Duration', value: '32 min' },
      { icon: 'flame', label: 'Calories', value: '310 kcal' },
      { icon: 'gauge', label: 'Level', value: 'Intermediate' },
      { icon: 'dumbbell', label: 'Equipment', value: 'None' },
    ],
    about:
      'A steady session to build your base. Warm up for five minutes, keep the middle block conversational, then cool down.',
    cta: 'Start workout',
    secondary: 'Schedule',
    tabs: ['Overview', 'Exercises', 'History'],
    badge: 'Week 3',
    rating: { value: '4.8', count: '2.1k ratings' },
  },
  social: {
    kind: 'Album',
    facts: [
      { icon: 'image', label: 'Photos', value: '24' },
      { icon: 'users', label: 'Shared with', value: 'Close friends' },
      { icon: 'map-pin', label: 'Place', value: 'Lisbon' },
      { icon: 'calendar', label: 'Date', value: 'June 8' },
    ],
    about: 'Three days of sunshine, too many pastries and one very steep hill. Thanks for coming, everyone.',
    cta: 'View album',
    secondary: 'Share',
    tabs: ['Photos', 'People', 'Comments'],
    badge: 'Shared',
  },
  'e-commerce': {
    kind: 'Product',
    facts: [
      { icon: 'truck', label: 'Delivery', value: 'Free, 2–3 days' },
      { icon: 'rotate-ccw', label: 'Returns', value: '30 days' },
      { icon: 'package-check', label: 'Stock', value: 'In stock' },
      { icon: 'leaf', label: 'Material', value: 'Organic' },
    ],
    about:
      'Made in small batches from natural materials. Designed to be used every day and to last for years.',
    cta: 'Add to bag',
    secondary: 'Save',
    tabs: ['Details', 'Reviews', 'Shipping'],
    badge: 'New',
    rating: { value: '4.7', count: '318 reviews' },
  },
  travel: {
    kind: 'Stay',
    facts: [
      { icon: 'users', label: 'Guests', value: '4 guests' },
      { icon: 'bed-double', label: 'Bedrooms', value: '2 bedrooms' },
      { icon: 'bath', label: 'Baths', value: '1 bath' },
      { icon: 'wifi', label: 'Wi-Fi', value: 'Fast wifi' },
    ],
    about:
      'A bright apartment with a balcony, a kitchen you will actually cook in, and a five-minute walk to the old town.',
    cta: 'Reserve',
    secondary: 'Save',
    tabs: ['Overview', 'Amenities', 'Reviews'],
    badge: 'Guest favorite',
    rating: { value: '4.92', count: '128 reviews' },
  },
  'developer-tools': {
    kind: 'Deployment',
    facts: [
      { icon: 'git-commit-horizontal', label: 'Commit', value: 'a3f9c21' },
      { icon: 'timer', label: 'Build time', value: '48s' },
      { icon: 'globe', label: 'Region', value: 'fra1, iad1' },
      { icon: 'user', label: 'Author', value: 'You' },
    ],
    about: 'Fix cache headers on static assets and bump the image optimizer to 2.4.',
    cta: 'Visit',
    secondary: 'Redeploy',
    tabs: ['Overview', 'Build logs', 'Functions'],
    badge: 'Ready',
  },
  ai: {
    kind: 'Chat',
    facts: [
      { icon: 'message-square', label: 'Messages', value: '14' },
      { icon: 'file-text', label: 'Sources', value: '3 files' },
      { icon: 'calendar', label: 'Updated', value: 'Today, 09:12' },
      { icon: 'folder', label: 'Project', value: 'Personal' },
    ],
    about:
      'A saved conversation with its answers and files. Pick up where you left off or share a read-only link.',
    cta: 'Continue chat',
    secondary: 'Share',
    tabs: ['Summary', 'Files', 'History'],
    badge: 'Pinned',
  },
  education: {
    kind: 'Course',
    facts: [
      { icon: 'book-open', label: 'Lessons', value: '12 lessons' },
      { icon: 'clock', label: 'Length', value: '4 h 30 min' },
      { icon: 'gauge', label: 'Level', value: 'Beginner' },
      { icon: 'award', label: 'Certificate', value: 'Included' },
    ],
    about: 'Short lessons with speaking practice and a quiz at the end of each unit. Learn at your own pace.',
    cta: 'Continue learning',
    secondary: 'Save',
    tabs: ['Lessons', 'About', 'Reviews'],
    badge: 'Bestseller',
    rating: { value: '4.8', count: '9.4k ratings' },
  },
  media: {
    kind: 'Title',
    facts: [
      { icon: 'calendar', label: 'Released', value: '2025' },
      { icon: 'list-music', label: 'Tracks', value: '11' },
      { icon: 'clock', label: 'Length', value: '42 min' },
      { icon: 'tag', label: 'Genre', value: 'Electronic' },
    ],
    about: 'Late-night synths and slow-burning grooves, recorded over one winter in a seaside studio.',
    cta: 'Play',
    secondary: 'Download',
    tabs: ['Overview', 'Episodes', 'More like this'],
    badge: 'New',
    rating: { value: '4.6', count: '12k ratings' },
  },
};

const MEDIA: Partial<Record<ProductCategory, MediaCopy>> = {
  media: {
    kind: 'music',
    title: 'Golden Hour',
    by: 'Ari Sol',
    from: 'Midnight Signals',
    length: '3:24',
    elapsed: '1:12',
    progress: 0.35,
    photo: 'landscape',
    queue: [
      { title: 'Low Tide', sub: 'Nova Lane', length: '4:02' },
      { title: 'Neon Rain', sub: 'Ari Sol', length: '3:48' },
      { title: 'After Hours', sub: 'The Outline', length: '5:10' },
      { title: 'Slow Satellite', sub: 'Nova Lane', length: '3:31' },
    ],
    about: 'From the album Midnight Signals, recorded over one winter by the sea.',
  },
  education: {
    kind: 'video',
    title: 'Lesson 4: Ordering at a café',
    by: 'Elena Costa',
    from: 'Spanish for travel',
    length: '8:45',
    elapsed: '3:10',
    progress: 0.36,
    photo: 'food',
    queue: [
      { title: 'Lesson 5: Asking for directions', sub: '7 min', length: '7:12' },
      { title: 'Lesson 6: At the hotel', sub: '9 min', length: '9:05' },
      { title: 'Quiz: Café and street', sub: '10 questions', length: '5:00' },
      { title: 'Lesson 7: Numbers and prices', sub: '6 min', length: '6:40' },
    ],
    about: 'Practise ordering food and drinks, with phrases you can use on day one.',
  },
  'health-fitness': {
    kind: 'podcast',
    title: 'Easy 30: Steady pace',
    by: 'Coach Nora',
    from: 'Guided runs',
    length: '30:00',
    elapsed: '12:40',
    progress: 0.42,
    photo: 'landscape',
    queue: [
      { title: 'Intervals: 6 × 400 m', sub: 'Coach Nora', length: '25:00' },
      { title: 'Long run: Conversation pace', sub: 'Coach Theo', length: '50:00' },
      { title: 'Recovery walk', sub: 'Coach Nora', length: '20:00' },
      { title: 'Tempo builder', sub: 'Coach Theo', length: '35:00' },
    ],
    about: 'Keep a pace where you can talk in full sentences. Nora checks in every five minutes.',
  },
};

const DEFAULT_MEDIA: MediaCopy = {
  kind: 'podcast',
  title: 'Episode 42: Small habits',
  by: 'The Weekly Brief',
  from: 'Podcast',
  length: '38:20',
  elapsed: '14:05',
  progress: 0.37,
  photo: 'abstract',
  queue: [
    { title: 'Episode 41: Starting over', sub: 'Jun 5', length: '41:10' },
    { title: 'Episode 40: Saying no', sub: 'May 29', length: '36:45' },
    { title: 'Episode 39: Deep work', sub: 'May 22', length: '44:02' },
    { title: 'Episode 38: Slow mornings', sub: 'May 15', length: '33:18' },
  ],
  about: 'A weekly conversation about the small changes that make work feel lighter.',
};

const MAPS: Partial<Record<ProductCategory, MapCopy>> = {
  travel: {
    search: 'Lisbon · Jun 20–23',
    filters: ['Price', 'Type of place', 'Free cancellation', 'Wifi'],
    places: [
      { name: 'Casa Azul', sub: 'Alfama · 4.92', pin: '', photo: 'interior' },
      { name: 'Tiled Loft', sub: 'Chiado · 4.85', pin: '', photo: 'interior' },
      { name: 'River View Flat', sub: 'Cais do Sodré · 4.78', pin: '', photo: 'city' },
      { name: 'Garden Studio', sub: 'Estrela · 4.90', pin: '', photo: 'landscape' },
    ],
    route: {
      title: 'Walk to Casa Azul',
      from: 'Santa Apolónia station',
      to: 'Casa Azul, Alfama',
      stats: [
        ['12 min', 'Walk'],
        ['0.9 km', 'Distance'],
        ['Check-in', 'From 15:00'],
      ],
      cta: 'Start',
    },
  },
  'health-fitness': {
    search: 'Routes near you',
    filters: ['Running', 'Cycling', 'Under 5 km', 'Loops'],
    places: [
      { name: 'Riverside loop', sub: '5.2 km · Flat', pin: '5.2 km', photo: 'landscape' },
      { name: 'Park hills', sub: '7.8 km · Hilly', pin: '7.8 km', photo: 'landscape' },
      { name: 'Harbour sprint', sub: '3.1 km · Flat', pin: '3.1 km', photo: 'beach' },
      { name: 'Forest trail', sub: '10.4 km · Trail', pin: '10 km', photo: 'landscape' },
    ],
    route: {
      title: 'Morning run',
      from: 'Start · 07:02',
      to: 'Finish · 07:34',
      stats: [
        ['5.21 km', 'Distance'],
        ['6:08 /km', 'Avg pace'],
        ['32:01', 'Time'],
      ],
      cta: 'Save run',
    },
  },
  'e-commerce': {
    search: 'Stores near you',
    filters: ['Open now', 'Pick-up today', 'Returns', 'Café'],
    places: [
      { name: 'Soho store', sub: '0.4 km · Open until 20:00', pin: '0.4 km', photo: 'interior' },
      { name: 'Covent Garden', sub: '1.1 km · Open until 21:00', pin: '1.1 km', photo: 'interior' },
      { name: 'Shoreditch', sub: '2.8 km · Open until 19:00', pin: '2.8 km', photo: 'city' },
      { name: 'King’s Cross', sub: '3.2 km · Open until 20:00', pin: '3.2 km', photo: 'city' },
    ],
    route: {
      title: 'Your order is on its way',
      from: 'Soho store',
      to: 'Home',
      stats: [
        ['14 min', 'Arrives'],
        ['2 stops', 'Before you'],
        ['Sam', 'Courier'],
      ],
      cta: 'Contact courier',
    },
  },
  social: {
    search: 'Friends nearby',
    filters: ['Friends', 'Events', 'Cafés', 'Tonight'],
    places: [
      { name: 'Sunday brunch crew', sub: 'Café Lume · 8 going', pin: '8', photo: 'food' },
      { name: 'Book club picnic', sub: 'Regent’s Park · 12 going', pin: '12', photo: 'landscape' },
      { name: 'Run club', sub: 'Victoria Park · 21 going', pin: '21', photo: 'city' },
      { name: 'Gallery late', sub: 'Tate Modern · 5 going', pin: '5', photo: 'interior' },
    ],
    route: {
      title: 'Meet at Café Lume',
      from: 'Your location',
      to: 'Café Lume',
      stats: [
        ['9 min', 'Walk'],
        ['0.7 km', 'Distance'],
        ['11:00', 'Meet-up'],
      ],
      cta: 'Share ETA',
    },
  },
};

const GALLERIES: Partial<Record<ProductCategory, GalleryCopy>> = {
  social: {
    album: 'Weekend in Lisbon',
    count: 24,
    filters: ['All', 'People', 'Places', 'Food'],
    photos: [
      'city',
      'food',
      'beach',
      'landscape',
      'interior',
      'city',
      'food',
      'landscape',
      'beach',
      'city',
      'interior',
      'food',
    ],
    captions: ['Golden hour at the viewpoint', 'Pastéis, round three', 'The beach at Cascais'],
  },
  'e-commerce': {
    album: 'Linen Shirt',
    count: 8,
    filters: ['All', 'On model', 'Details', 'Reviews'],
    photos: [
      'product',
      'product',
      'interior',
      'product',
      'product',
      'interior',
      'product',
      'product',
      'interior',
      'product',
      'product',
      'product',
    ],
    captions: ['Front, relaxed fit', 'Natural linen weave', 'Styled at home'],
  },
  travel: {
    album: 'Casa Azul',
    count: 32,
    filters: ['All', 'Living room', 'Bedrooms', 'Views'],
    photos: [
      'interior',
      'beach',
      'interior',
      'landscape',
      'interior',
      'city',
      'interior',
      'beach',
      'landscape',
      'interior',
      'city',
      'interior',
    ],
    captions: ['Living room with balcony', 'View from the terrace', 'Main bedroom'],
  },
  media: {
    album: 'The Long Coast',
    count: 18,
    filters: ['All', 'Stills', 'Behind the scenes', 'Posters'],
    photos: [
      'beach',
      'city',
      'landscape',
      'beach',
      'city',
      'abstract',
      'landscape',
      'beach',
      'city',
      'landscape',
      'beach',
      'city',
    ],
    captions: ['Season 2, episode 4', 'On set in Cornwall', 'The final scene'],
  },
  ai: {
    album: 'Generated images',
    count: 16,
    filters: ['All', 'Landscapes', 'Abstract', 'Favorites'],
    photos: [
      'abstract',
      'landscape',
      'abstract',
      'beach',
      'abstract',
      'city',
      'landscape',
      'abstract',
      'abstract',
      'landscape',
      'abstract',
      'city',
    ],
    captions: [
      '“A calm coastline at dawn, film grain”',
      '“Soft gradient, violet and teal”',
      '“A city at night from above”',
    ],
  },
};

const DEFAULT_GALLERY: GalleryCopy = {
  album: 'Photos',
  count: 12,
  filters: ['All', 'Recent', 'Shared', 'Favorites'],
  photos: [
    'landscape',
    'city',
    'interior',
    'beach',
    'food',
    'landscape',
    'city',
    'interior',
    'beach',
    'landscape',
    'city',
    'food',
  ],
  captions: ['Team offsite', 'Launch day', 'The new office'],
};

const EMPTY: Record<ProductCategory, EmptyCopy> = {
  finance: {
    section: 'Payments',
    icon: 'receipt',
    title: 'No payments yet',
    body: 'Add money or link a bank account to see your spending here.',
    action: 'Add money',
    steps: [
      { icon: 'landmark', label: 'Link a bank', value: 'See every account in one place' },
      { icon: 'credit-card', label: 'Order your card', value: 'Free, arrives in 3 days' },
      { icon: 'piggy-bank', label: 'Start a savings pot', value: 'Round up every payment' },
    ],
    columns: ['Date', 'Description', 'Category', 'Amount'],
  },
  productivity: {
    section: 'Projects',
    icon: 'folder-open',
    title: 'No projects yet',
    body: 'Projects keep tasks, docs and people together. Start one for your next goal.',
    action: 'New project',
    steps: [
      { icon: 'folder-plus', label: 'Create a project', value: 'Start from a template' },
      { icon: 'user-plus', label: 'Invite your team', value: 'Work on it together' },
      { icon: 'download', label: 'Import from a file', value: 'CSV, Trello or Asana' },
    ],
    columns: ['Name', 'Owner', 'Status', 'Due'],
  },
  'health-fitness': {
    section: 'Workouts',
    icon: 'dumbbell',
    title: 'No workouts logged',
    body: 'Log your first workout to start a streak and see your progress.',
    action: 'Log a workout',
    steps: [
      { icon: 'watch', label: 'Connect a watch', value: 'Sync runs automatically' },
      { icon: 'list-checks', label: 'Pick a plan', value: 'Four weeks, three days a week' },
      { icon: 'plus', label: 'Log manually', value: 'Add a session you did' },
    ],
    columns: ['Date', 'Workout', 'Duration', 'Calories'],
  },
  social: {
    section: 'Messages',
    icon: 'message-circle',
    title: 'No messages yet',
    body: 'Say hi to a friend or start a group for your circle.',
    action: 'New message',
    steps: [
      { icon: 'contact', label: 'Find your friends', value: 'From your contacts' },
      { icon: 'users', label: 'Start a group', value: 'Plan something together' },
      { icon: 'qr-code', label: 'Share your code', value: 'Let people add you' },
    ],
    columns: ['Name', 'Last message', 'Members', 'Updated'],
  },
  'e-commerce': {
    section: 'Bag',
    icon: 'shopping-bag',
    title: 'Your bag is empty',
    body: 'Items you add to your bag will show up here.',
    action: 'Start shopping',
    steps: [
      { icon: 'sparkles', label: 'New arrivals', value: 'Fresh this week' },
      { icon: 'heart', label: 'Your saved items', value: 'Move them to your bag' },
      { icon: 'tag', label: 'Offers', value: 'Members save on select items' },
    ],
    columns: ['Item', 'Size', 'Quantity', 'Price'],
  },
  travel: {
    section: 'Trips',
    icon: 'luggage',
    title: 'No trips booked yet',
    body: 'When you book a stay or a flight, it will show up here.',
    action: 'Start exploring',
    steps: [
      { icon: 'search', label: 'Find a stay', value: 'Homes and hotels worldwide' },
      { icon: 'plane', label: 'Add a flight', value: 'Import from your email' },
      { icon: 'heart', label: 'Check your wishlist', value: 'Places you saved' },
    ],
    columns: ['Trip', 'Dates', 'Guests', 'Status'],
  },
  'developer-tools': {
    section: 'Deployments',
    icon: 'rocket',
    title: 'No deployments yet',
    body: 'Push to a connected branch or import a Git repository to deploy.',
    action: 'Import repository',
    steps: [
      { icon: 'git-branch', label: 'Connect Git', value: 'GitHub, GitLab or Bitbucket' },
      { icon: 'terminal', label: 'Deploy from the CLI', value: 'Run one command' },
      { icon: 'layout-template', label: 'Start from a template', value: 'Next.js, Astro, Remix' },
    ],
    columns: ['Deployment', 'Branch', 'Status', 'Created'],
  },
  ai: {
    section: 'Library',
    icon: 'library',
    title: 'Nothing saved yet',
    body: 'Pin a chat or save an answer to find it here later.',
    action: 'Start a chat',
    steps: [
      { icon: 'pin', label: 'Pin a chat', value: 'Keep it at the top' },
      { icon: 'upload', label: 'Add files', value: 'PDFs, docs and notes' },
      { icon: 'folder-plus', label: 'Create a project', value: 'Group chats by topic' },
    ],
    columns: ['Name', 'Type', 'Project', 'Updated'],
  },
  education: {
    section: 'Courses',
    icon: 'book-open',
    title: 'No courses yet',
    body: 'Pick a course to start your learning path.',
    action: 'Browse courses',
    steps: [
      { icon: 'target', label: 'Set a goal', value: 'Ten minutes a day' },
      { icon: 'compass', label: 'Take the level test', value: 'Start at the right lesson' },
      { icon: 'library', label: 'Browse the catalogue', value: '120 courses' },
    ],
    columns: ['Course', 'Lessons', 'Progress', 'Last opened'],
  },
  media: {
    section: 'Downloads',
    icon: 'download',
    title: 'No downloads yet',
    body: 'Download albums and episodes to listen when you are offline.',
    action: 'Find something to download',
    steps: [
      { icon: 'library', label: 'From your library', value: 'Albums and playlists you saved' },
      { icon: 'mic', label: 'Podcasts', value: 'Download new episodes' },
      { icon: 'settings', label: 'Smart downloads', value: 'Keep the next episode ready' },
    ],
    columns: ['Title', 'Type', 'Size', 'Added'],
  },
};

const ERRORS: Record<ProductCategory, ErrorCopy> = {
  finance: {
    title: 'Transfer failed',
    body: 'We couldn’t reach your bank. No money has left your account.',
    action: 'Try again',
    failed: 'Recent payments',
  },
  productivity: {
    title: 'Couldn’t sync changes',
    body: 'Your edits are saved on this device and will sync when you are back online.',
    action: 'Retry now',
    failed: 'Today’s tasks',
  },
  'health-fitness': {
    title: 'Sync failed',
    body: 'We couldn’t import your last run from your watch. Keep it nearby and try again.',
    action: 'Try again',
    failed: 'This week',
  },
  social: {
    title: 'Post not shared',
    body: 'Your photos didn’t upload. We kept your draft so you can try again.',
    action: 'Retry upload',
    failed: 'Your feed',
  },
  'e-commerce': {
    title: 'Payment declined',
    body: 'Your bank declined the payment. Try another card or contact your bank.',
    action: 'Use another card',
    failed: 'Recommended for you',
  },
  travel: {
    title: 'Booking not completed',
    body: 'The host’s calendar changed while you were booking. You have not been charged.',
    action: 'Choose new dates',
    failed: 'Your trips',
  },
  'developer-tools': {
    title: 'Build failed',
    body: 'The build exited with code 1 during “npm run build”. Check the logs for the first error.',
    action: 'View logs',
    failed: 'Deployments',
  },
  ai: {
    title: 'Something went wrong',
    body: 'The answer stopped halfway. Your message is safe: regenerate to try again.',
    action: 'Regenerate',
    failed: 'Recent chats',
  },
  education: {
    title: 'Lesson didn’t load',
    body: 'We couldn’t download this lesson. Check your connection and try again.',
    action: 'Try again',
    failed: 'Continue learning',
  },
  media: {
    title: 'Can’t play this right now',
    body: 'This title isn’t available offline. Connect to the internet to stream it.',
    action: 'Go to downloads',
    failed: 'Made for you',
  },
};

const LOADING: Record<ProductCategory, LoadingCopy> = {
  finance: {
    title: 'Linking your bank',
    body: 'This usually takes less than a minute.',
    steps: ['Connecting securely', 'Importing accounts', 'Sorting 90 days of payments'],
  },
  productivity: {
    title: 'Importing your boards',
    body: 'We’re bringing over 4 boards and 126 cards.',
    steps: ['Reading boards', 'Creating projects', 'Matching assignees'],
  },
  'health-fitness': {
    title: 'Building your plan',
    body: 'Matching workouts to your goals and schedule.',
    steps: ['Reading your goals', 'Picking workouts', 'Scheduling 4 weeks'],
  },
  social: {
    title: 'Uploading 6 photos',
    body: 'Keep the app open until the upload finishes.',
    steps: ['Compressing photos', 'Uploading', 'Sharing with your circle'],
  },
  'e-commerce': {
    title: 'Placing your order',
    body: 'Please don’t close the app.',
    steps: ['Checking stock', 'Confirming payment', 'Sending to the warehouse'],
  },
  travel: {
    title: 'Finding the best stays',
    body: 'Searching 2,400 places in Lisbon for your dates.',
    steps: ['Checking availability', 'Comparing prices', 'Sorting by rating'],
  },
  'developer-tools': {
    title: 'Deploying web-app',
    body: 'Building main at a3f9c21 in fra1.',
    steps: ['Cloning repository', 'Installing dependencies', 'Building', 'Deploying to the edge'],
  },
  ai: {
    title: 'Reading your files',
    body: 'Summarizing 3 files, 48 pages in total.',
    steps: ['Extracting text', 'Finding key points', 'Writing the summary'],
  },
  education: {
    title: 'Preparing your lessons',
    body: 'Downloading unit 2 for offline use.',
    steps: ['Downloading audio', 'Downloading videos', 'Saving your progress'],
  },
  media: {
    title: 'Downloading album',
    body: 'Midnight Signals · 11 songs · 96 MB',
    steps: ['Preparing download', 'Downloading songs', 'Adding to your library'],
  },
};

const SUCCESS: Record<ProductCategory, SuccessCopy> = {
  finance: {
    title: 'Money sent',
    body: 'It should arrive in a few seconds.',
    action: 'Done',
    secondary: 'Share receipt',
    next: [
      { icon: 'repeat', label: 'Make it a regular payment', value: 'Every month on the 1st' },
      { icon: 'user-plus', label: 'Save as a payee', value: 'Pay them faster next time' },
      { icon: 'file-text', label: 'Download receipt', value: 'PDF for your records' },
    ],
  },
  productivity: {
    title: 'Project created',
    body: 'Invite your team so everyone sees the same plan.',
    action: 'Invite teammates',
    secondary: 'Go to project',
    next: [
      { icon: 'user-plus', label: 'Invite your team', value: 'Share the project' },
      { icon: 'list-plus', label: 'Add the first tasks', value: 'Or import a list' },
      { icon: 'calendar', label: 'Set a deadline', value: 'Get reminders before it' },
    ],
  },
  'health-fitness': {
    title: 'Workout complete',
    body: 'That’s four this week. Your streak is 12 days.',
    action: 'Save workout',
    secondary: 'Share',
    next: [
      { icon: 'heart-pulse', label: 'Log how you feel', value: 'Helps us plan recovery' },
      { icon: 'calendar', label: 'Next: Full body strength', value: 'Tomorrow, 07:00' },
      { icon: 'share-2', label: 'Share with friends', value: 'Keep each other going' },
    ],
  },
  social: {
    title: 'Shared with your circle',
    body: 'Your album is live for 24 friends.',
    action: 'View post',
    secondary: 'Done',
    next: [
      { icon: 'user-plus', label: 'Tag friends', value: 'Let them know they are in it' },
      { icon: 'map-pin', label: 'Add a place', value: 'Help people find it' },
      { icon: 'link', label: 'Copy link', value: 'Share outside the app' },
    ],
  },
  'e-commerce': {
    title: 'Order placed',
    body: 'We’ve emailed your receipt. We’ll let you know when it ships.',
    action: 'Track order',
    secondary: 'Continue shopping',
    next: [
      { icon: 'bell', label: 'Delivery updates', value: 'Turn on notifications' },
      { icon: 'package', label: 'Track your order', value: 'Arrives June 14–16' },
      { icon: 'rotate-ccw', label: 'Free returns', value: '30 days from delivery' },
    ],
  },
  travel: {
    title: 'You’re going to Lisbon',
    body: 'Your booking is confirmed. The host will message you soon.',
    action: 'View trip',
    secondary: 'Message host',
    next: [
      { icon: 'calendar-plus', label: 'Add to calendar', value: 'Jun 20–23' },
      { icon: 'plane', label: 'Add your flight', value: 'We’ll time your check-in' },
      { icon: 'users', label: 'Invite travelers', value: 'Share the trip details' },
    ],
  },
  'developer-tools': {
    title: 'Deployed to production',
    body: 'web-app is live. Build took 48 seconds.',
    action: 'Visit site',
    secondary: 'View deployment',
    next: [
      { icon: 'globe', label: 'Add a custom domain', value: 'Point your DNS to us' },
      { icon: 'bell', label: 'Set up alerts', value: 'Know when a build fails' },
      { icon: 'users', label: 'Invite your team', value: 'Review previews together' },
    ],
  },
  ai: {
    title: 'Summary ready',
    body: 'We read 48 pages and pulled out 6 key points.',
    action: 'Open summary',
    secondary: 'Export as PDF',
    next: [
      { icon: 'message-square', label: 'Ask a follow-up', value: 'Dig into any point' },
      { icon: 'share-2', label: 'Share with your team', value: 'Read-only link' },
      { icon: 'folder-plus', label: 'Save to a project', value: 'Keep files together' },
    ],
  },
  education: {
    title: 'Lesson complete!',
    body: 'You earned 40 XP and kept your 12-day streak.',
    action: 'Next lesson',
    secondary: 'Review mistakes',
    next: [
      { icon: 'flame', label: '12-day streak', value: 'Come back tomorrow' },
      { icon: 'target', label: 'Daily goal reached', value: '15 of 15 minutes' },
      { icon: 'trophy', label: 'League: 4th place', value: '80 XP to 3rd' },
    ],
  },
  media: {
    title: 'Download complete',
    body: 'Midnight Signals is ready to play offline.',
    action: 'Play now',
    secondary: 'Go to downloads',
    next: [
      { icon: 'list-plus', label: 'Add to a playlist', value: 'Or start a new one' },
      { icon: 'bell', label: 'Follow Nova Lane', value: 'Hear about new releases' },
      { icon: 'settings', label: 'Download quality', value: 'High · 320 kbps' },
    ],
  },
};

/** The copy of these screens for an app of `category`. */
export function contentStatesCopy(category: ProductCategory): ContentStatesCopy {
  return {
    detail: DETAILS[category],
    article: ARTICLES[category] ?? TECH_ARTICLE,
    media: MEDIA[category] ?? DEFAULT_MEDIA,
    map: MAPS[category] ?? (MAPS.travel as MapCopy),
    gallery: GALLERIES[category] ?? DEFAULT_GALLERY,
    empty: EMPTY[category],
    error: ERRORS[category],
    loading: LOADING[category],
    success: SUCCESS[category],
  };
}
