/** The fixed vocabulary of the demo library: categories, fictional apps and the words on their screens. */

export const PRODUCT_CATEGORIES = [
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
] as const;

export const FEATURED_PRODUCT_CATEGORIES = ['ai', 'finance', 'productivity'];

export interface AppSeed {
  title: string;
  category: (typeof PRODUCT_CATEGORIES)[number][0];
  tagline: string;
  /** Nouns the app's screens talk about. */
  nouns: string[];
}

export const APP_SEEDS: AppSeed[] = [
  {
    title: 'Ledgerly',
    category: 'finance',
    tagline: 'Budgeting that keeps up with you',
    nouns: ['Budget', 'Groceries', 'Rent', 'Savings', 'Transfer'],
  },
  {
    title: 'Coinpath',
    category: 'finance',
    tagline: 'Invest a little, every day',
    nouns: ['Portfolio', 'Dividends', 'Index fund', 'Deposit', 'Returns'],
  },
  {
    title: 'Vaultly',
    category: 'finance',
    tagline: 'The bank account for freelancers',
    nouns: ['Invoice', 'Tax pot', 'Card', 'Payee', 'Statement'],
  },
  {
    title: 'Tallyo',
    category: 'finance',
    tagline: 'Split bills without the awkwardness',
    nouns: ['Dinner', 'Trip', 'Balance', 'Reminder', 'Group'],
  },
  {
    title: 'Taskloom',
    category: 'productivity',
    tagline: 'Plans that weave themselves together',
    nouns: ['Project', 'Milestone', 'Sprint', 'Backlog', 'Assignee'],
  },
  {
    title: 'Notara',
    category: 'productivity',
    tagline: 'Notes that think with you',
    nouns: ['Notebook', 'Page', 'Template', 'Tag', 'Journal'],
  },
  {
    title: 'Dayline',
    category: 'productivity',
    tagline: 'Your calendar, finally calm',
    nouns: ['Meeting', 'Focus time', 'Agenda', 'Invite', 'Schedule'],
  },
  {
    title: 'Docket',
    category: 'productivity',
    tagline: 'Forms and approvals in one place',
    nouns: ['Request', 'Approval', 'Workflow', 'Signature', 'Form'],
  },
  {
    title: 'Pulsebeat',
    category: 'health-fitness',
    tagline: 'Know your heart, every beat',
    nouns: ['Heart rate', 'Workout', 'Recovery', 'Zone', 'Streak'],
  },
  {
    title: 'Stridekit',
    category: 'health-fitness',
    tagline: 'Running plans that adapt',
    nouns: ['Run', 'Pace', 'Distance', 'Interval', 'Race'],
  },
  {
    title: 'Nourish',
    category: 'health-fitness',
    tagline: 'Eat well without counting',
    nouns: ['Meal', 'Recipe', 'Protein', 'Water', 'Grocery list'],
  },
  {
    title: 'Drowse',
    category: 'health-fitness',
    tagline: 'Better sleep in seven nights',
    nouns: ['Sleep score', 'Bedtime', 'Soundscape', 'Alarm', 'Night'],
  },
  {
    title: 'Circlet',
    category: 'social',
    tagline: 'Small circles, real friends',
    nouns: ['Circle', 'Post', 'Friend', 'Story', 'Invite'],
  },
  {
    title: 'Hangly',
    category: 'social',
    tagline: 'Make plans, not group chats',
    nouns: ['Plan', 'Event', 'RSVP', 'Venue', 'Poll'],
  },
  {
    title: 'Snapline',
    category: 'social',
    tagline: 'One photo a day with friends',
    nouns: ['Photo', 'Moment', 'Reaction', 'Memory', 'Album'],
  },
  {
    title: 'Chatter',
    category: 'social',
    tagline: 'Messages that feel like talking',
    nouns: ['Message', 'Channel', 'Voice note', 'Thread', 'Contact'],
  },
  {
    title: 'Cartly',
    category: 'e-commerce',
    tagline: 'Every store, one cart',
    nouns: ['Cart', 'Order', 'Delivery', 'Coupon', 'Wishlist'],
  },
  {
    title: 'Threadly',
    category: 'e-commerce',
    tagline: 'Secondhand fashion, first-rate',
    nouns: ['Jacket', 'Size', 'Seller', 'Offer', 'Shipping'],
  },
  {
    title: 'Bazaaro',
    category: 'e-commerce',
    tagline: 'Handmade goods from real makers',
    nouns: ['Shop', 'Ceramics', 'Review', 'Gift', 'Bundle'],
  },
  {
    title: 'Freshbox',
    category: 'e-commerce',
    tagline: 'Groceries at your door in an hour',
    nouns: ['Basket', 'Produce', 'Slot', 'Substitute', 'Receipt'],
  },
  {
    title: 'Wayfare',
    category: 'travel',
    tagline: 'Trips planned by locals',
    nouns: ['Trip', 'Itinerary', 'Hotel', 'Guide', 'Booking'],
  },
  {
    title: 'Jetlane',
    category: 'travel',
    tagline: 'Cheaper flights, fewer tabs',
    nouns: ['Flight', 'Boarding pass', 'Seat', 'Fare', 'Layover'],
  },
  {
    title: 'Roamly',
    category: 'travel',
    tagline: 'Mobile data in 190 countries',
    nouns: ['eSIM', 'Data plan', 'Country', 'Top up', 'Coverage'],
  },
  {
    title: 'Staybird',
    category: 'travel',
    tagline: 'Homes for long stays',
    nouns: ['Stay', 'Host', 'Check-in', 'Nights', 'Amenities'],
  },
  {
    title: 'Deployr',
    category: 'developer-tools',
    tagline: 'Ship previews on every push',
    nouns: ['Deployment', 'Branch', 'Build log', 'Domain', 'Rollback'],
  },
  {
    title: 'Logline',
    category: 'developer-tools',
    tagline: 'Logs you can actually search',
    nouns: ['Query', 'Alert', 'Service', 'Trace', 'Dashboard'],
  },
  {
    title: 'Stackbeam',
    category: 'developer-tools',
    tagline: 'Feature flags for fast teams',
    nouns: ['Flag', 'Environment', 'Rollout', 'Segment', 'Audit log'],
  },
  {
    title: 'Gitbloom',
    category: 'developer-tools',
    tagline: 'Code review without the wait',
    nouns: ['Pull request', 'Review', 'Commit', 'Diff', 'Reviewer'],
  },
  {
    title: 'Promptly',
    category: 'ai',
    tagline: 'Write anything in your own voice',
    nouns: ['Draft', 'Prompt', 'Tone', 'Rewrite', 'Summary'],
  },
  {
    title: 'Neuronote',
    category: 'ai',
    tagline: 'Meeting notes that write themselves',
    nouns: ['Transcript', 'Action item', 'Highlight', 'Recording', 'Speaker'],
  },
  {
    title: 'Sagebot',
    category: 'ai',
    tagline: 'An assistant for your whole team',
    nouns: ['Assistant', 'Workspace', 'Answer', 'Source', 'Knowledge base'],
  },
  {
    title: 'Pixelmind',
    category: 'ai',
    tagline: 'Images from a sentence',
    nouns: ['Image', 'Style', 'Canvas', 'Variation', 'Upscale'],
  },
  {
    title: 'Learnloop',
    category: 'education',
    tagline: 'Five minutes a day, for good',
    nouns: ['Lesson', 'Course', 'Quiz', 'Streak', 'Certificate'],
  },
  {
    title: 'Quizzle',
    category: 'education',
    tagline: 'Flashcards that know what you forget',
    nouns: ['Deck', 'Card', 'Review', 'Score', 'Subject'],
  },
  {
    title: 'Lingolane',
    category: 'education',
    tagline: 'Speak a new language in 3 months',
    nouns: ['Phrase', 'Speaking', 'Level', 'Tutor', 'Vocabulary'],
  },
  {
    title: 'Mathwise',
    category: 'education',
    tagline: 'Homework help, step by step',
    nouns: ['Problem', 'Solution', 'Step', 'Topic', 'Practice'],
  },
  {
    title: 'Streamly',
    category: 'media',
    tagline: 'Independent films, every night',
    nouns: ['Film', 'Watchlist', 'Episode', 'Director', 'Trailer'],
  },
  {
    title: 'Podnest',
    category: 'media',
    tagline: 'Podcasts worth your commute',
    nouns: ['Episode', 'Show', 'Queue', 'Download', 'Host'],
  },
  {
    title: 'Readwell',
    category: 'media',
    tagline: 'Long reads, beautifully set',
    nouns: ['Article', 'Highlight', 'Collection', 'Author', 'Reading time'],
  },
  {
    title: 'Tunebox',
    category: 'media',
    tagline: 'Music picked by people',
    nouns: ['Playlist', 'Album', 'Artist', 'Radio', 'Lyrics'],
  },
  {
    title: 'Fieldnote',
    category: 'productivity',
    tagline: 'Research repositories for product teams',
    nouns: ['Interview', 'Insight', 'Tag', 'Highlight', 'Study'],
  },
  {
    title: 'Canvasly',
    category: 'ai',
    tagline: 'Slides from your outline',
    nouns: ['Slide', 'Deck', 'Theme', 'Outline', 'Presenter'],
  },
];
