/**
 * What the communication and productivity screens talk about, per product category: who a chat is with and
 * what it says, what people get notified of, what a composer creates, what gets uploaded, what is booked and
 * which numbers an analytics screen shows. Money always comes from the app's own items (`ctx.content`), never
 * from here, so amounts agree with the rest of the app.
 */
import type { AppContent, Item, ProductCategory } from '../content.js';

export interface Message {
  /** `me`, or the index of the speaker in the app's people (1 is the usual other side). */
  from: 'me' | number;
  text: string;
}

export interface Notice {
  icon: string;
  /** Text after the actor's name (or the whole line when `actor` is false). */
  text: string;
  actor: boolean;
  /** Show the related picture on the right. */
  thumb?: boolean;
}

export interface ComposerCopy {
  /** The screen's title ("New task"). */
  title: string;
  /** The button that saves it ("Add task"). */
  action: string;
  /** The main field: its label and what was typed. */
  fieldLabel: string;
  value: string;
  /** The free text under it. */
  body: string;
  /** Structured fields of the form, each a label, a value and an icon. */
  fields: { label: string; value: string; icon: string }[];
  /** Quick chips of a quick-add sheet. */
  chips: { label: string; icon: string }[];
}

export interface BookingCopy {
  /** The screen title ("Book a class"). */
  title: string;
  /** What is booked, as the summary's first line. */
  what: string;
  /** Who or where, as the summary's second line. */
  where: string;
  /** The sessions offered on a day: title, detail, length. */
  sessions: { title: string; detail: string; length: string }[];
  /** What the stepper counts ("Guests", "Spots"). */
  countLabel: string;
  /** The confirming button. */
  action: string;
  /** Range of dates (stays) rather than a single day and time. */
  range: boolean;
}

export interface MetricsCopy {
  title: string;
  /** The headline number of the period and its label. */
  headline: { label: string; value: string; delta: string };
  kpis: { label: string; value: string; delta: string; icon: string }[];
  /** What the breakdown is by, and its parts (shares add up to 100). */
  breakdownTitle: string;
  breakdown: { label: string; share: number }[];
  /** An insight sentence. */
  insight: string;
}

export interface DomainCopy {
  /** A chat with a person, support, or an assistant (AI apps). */
  chatWith: 'person' | 'assistant';
  chat: (x: CopyContext) => Message[];
  quickReplies: string[];
  /** A group chat: its name, icon and lines said by people 1..n. */
  group: { name: string; icon: string; lines: string[] };
  /** Last messages shown in an inbox, one per conversation. */
  previews: string[];
  notices: Notice[];
  /** The thing comments are under. */
  post: { title: string; body: string };
  comments: string[];
  events: { title: string; place: string }[];
  composer: ComposerCopy;
  uploads: { name: string; icon: string; mb: number }[];
  booking: BookingCopy;
  metrics: MetricsCopy;
  /** What a history screen is called and what its rows are. */
  history: { title: string; noun: string; filters: string[] };
}

/** What copy templates may refer to. */
export interface CopyContext {
  content: AppContent;
  item: Item;
  other: Item;
  them: string;
  me: string;
}

const finance: DomainCopy = {
  chatWith: 'person',
  chat: (x) => [
    { from: 1, text: `Hey ${x.me}! Did you see the ${x.item.title} charge?` },
    { from: 'me', text: `Yes, ${x.item.value.replace('−', '')}. I covered it for both of us.` },
    { from: 1, text: 'Let me send you my half now.' },
    { from: 1, text: 'Done, check your balance.' },
    { from: 'me', text: 'Got it, thanks! Splitting rent next week too?' },
    { from: 1, text: 'Yes, same as last month. I will set up the request.' },
  ],
  quickReplies: ['Request money', 'Split bill', 'Thanks!'],
  group: {
    name: 'Flat 4B expenses',
    icon: 'house',
    lines: [
      'Electricity bill is in, I added it to the pot.',
      'Paid my share just now',
      'Can someone top up the groceries pot?',
      'On it after work',
    ],
  },
  previews: [
    'Sent you a payment request',
    'Thanks for covering dinner!',
    'Rent split is set for the 1st',
    'Can you check the shared pot?',
    'Paid, see you Friday',
    'Your card is on its way',
    'I owe you for the tickets',
    'Nice, the savings goal is done',
  ],
  notices: [
    { icon: 'arrow-down-left', text: 'sent you a payment', actor: true },
    { icon: 'credit-card', text: 'Your new card has been dispatched', actor: false },
    { icon: 'piggy-bank', text: 'You reached 80% of your Holiday savings goal', actor: false },
    { icon: 'split', text: 'requested to split a bill with you', actor: true },
    { icon: 'shield-check', text: 'New sign-in from Safari on Mac', actor: false },
    { icon: 'chart-pie', text: 'Your weekly spending report is ready', actor: false },
    { icon: 'user-plus', text: 'joined your shared pot Flat 4B', actor: true },
    { icon: 'bell-ring', text: 'Rent is due in 3 days', actor: false },
  ],
  post: {
    title: 'How I saved for a year of travel',
    body: 'Round-ups and one rule: every pay day, 20% goes into the pot first.',
  },
  comments: [
    'The pay-yourself-first rule changed everything for me.',
    'Which pot do you use for round-ups?',
    'Saving this for January.',
    'Did you keep an emergency fund as well?',
    'Great tips, the weekly report helps a lot.',
    'I do 15% but might try 20 now.',
    'Love this, thanks for sharing!',
  ],
  events: [
    { title: 'Rent due', place: 'Standing order' },
    { title: 'Pay day', place: 'Salary' },
    { title: 'Card bill due', place: 'Credit card' },
    { title: 'Call with advisor', place: 'Video call' },
    { title: 'Netflix renews', place: 'Subscription' },
    { title: 'Tax return deadline', place: 'Self assessment' },
    { title: 'Savings review', place: 'Holiday pot' },
    { title: 'Split dinner', place: 'With friends' },
  ],
  composer: {
    title: 'New budget',
    action: 'Create budget',
    fieldLabel: 'Budget name',
    value: 'Eating out',
    body: 'Coffee, lunches and dinners with friends.',
    fields: [
      { label: 'Category', value: 'Food & drink', icon: 'utensils' },
      { label: 'Repeats', value: 'Every month', icon: 'repeat' },
      { label: 'Starts', value: '1 June', icon: 'calendar' },
    ],
    chips: [
      { label: 'Monthly', icon: 'repeat' },
      { label: 'Food & drink', icon: 'utensils' },
      { label: 'Alert at 80%', icon: 'bell' },
    ],
  },
  uploads: [
    { name: 'Receipt-Whole-Foods.jpg', icon: 'receipt', mb: 2.4 },
    { name: 'Payslip-May.pdf', icon: 'file-text', mb: 0.8 },
    { name: 'Lease-agreement.pdf', icon: 'file-text', mb: 5.6 },
    { name: 'ID-passport.jpg', icon: 'id-card', mb: 3.1 },
  ],
  booking: {
    title: 'Book a call',
    what: 'Money check-in',
    where: 'With a financial coach',
    sessions: [
      { title: 'Money check-in', detail: 'Budget and goals', length: '30 min' },
      { title: 'Mortgage chat', detail: 'First-time buyers', length: '45 min' },
      { title: 'Tax questions', detail: 'Self-employed', length: '30 min' },
      { title: 'Investing basics', detail: 'Pensions and ISAs', length: '60 min' },
    ],
    countLabel: 'People',
    action: 'Book call',
    range: false,
  },
  metrics: {
    title: 'Spending',
    headline: { label: 'Spent this month', value: '', delta: '−8% vs May' },
    kpis: [],
    breakdownTitle: 'By category',
    breakdown: [],
    insight: 'You spent less on transport than usual this month.',
  },
  history: {
    title: 'Transactions',
    noun: 'transactions',
    filters: ['All', 'Money in', 'Money out', 'Cards'],
  },
};

const productivity: DomainCopy = {
  chatWith: 'person',
  chat: (x) => [
    { from: 1, text: `Morning! Where are we on "${x.item.title}"?` },
    { from: 'me', text: 'Almost there. Two sections left, then it goes to review.' },
    { from: 1, text: 'Great. Can you add the launch dates from the spreadsheet?' },
    { from: 'me', text: 'Sure, I will link it in the doc.' },
    { from: 1, text: 'Perfect. I moved the review to Thursday at 10:00.' },
    { from: 'me', text: 'Works for me, see you then.' },
  ],
  quickReplies: ['Sounds good', 'On it', 'Can we talk at 3?'],
  group: {
    name: 'Launch crew',
    icon: 'rocket',
    lines: [
      'Design files for the landing page are ready for review.',
      'Copy is final, pushing it now',
      'QA found two small bugs, fixing today',
      'Nice work everyone, launch is on track',
    ],
  },
  previews: [
    'Review moved to Thursday',
    'Can you look at the roadmap?',
    'Shared "Q3 planning" with you',
    'Thanks, merged!',
    'Notes from today are in the doc',
    'Who owns the onboarding copy?',
    'Blocked on the API, any news?',
    'Let us sync after standup',
  ],
  notices: [
    { icon: 'at-sign', text: 'mentioned you in Q3 roadmap', actor: true },
    { icon: 'user-check', text: 'assigned you Draft launch email', actor: true },
    { icon: 'circle-check', text: 'completed Review pull requests', actor: true },
    { icon: 'message-square', text: 'commented on Sprint planning', actor: true },
    { icon: 'clock', text: 'Budget review is due tomorrow', actor: false },
    { icon: 'folder-plus', text: 'added you to the Website project', actor: true },
    { icon: 'calendar', text: 'Hiring sync starts in 15 minutes', actor: false },
    { icon: 'flag', text: 'Finalize Q3 roadmap is overdue', actor: false },
  ],
  post: {
    title: 'Q3 roadmap: first draft',
    body: 'Three bets for the quarter: faster onboarding, team spaces and an API for integrations.',
  },
  comments: [
    'Team spaces should come first, customers keep asking.',
    'Do we have an estimate for the API?',
    'Agree on onboarding, the drop-off is at step two.',
    'Can we add the mobile fixes too?',
    'Looks good to me. Ship it.',
    'I will write the spec for team spaces.',
    'Let us review this in Thursday planning.',
  ],
  events: [
    { title: 'Standup', place: 'Zoom' },
    { title: 'Design review', place: 'Room 3B' },
    { title: 'Sprint planning', place: 'Main room' },
    { title: '1:1 with manager', place: 'Google Meet' },
    { title: 'Focus time', place: 'No meetings' },
    { title: 'Customer interview', place: 'Zoom' },
    { title: 'Hiring sync', place: 'Room 2A' },
    { title: 'Team lunch', place: 'Cafe Nero' },
  ],
  composer: {
    title: 'New task',
    action: 'Add task',
    fieldLabel: 'Task name',
    value: 'Write the launch announcement',
    body: 'Short post for the blog and the changelog, with two screenshots.',
    fields: [
      { label: 'Project', value: 'Website launch', icon: 'folder' },
      { label: 'Due date', value: 'Thu, 12 June', icon: 'calendar' },
      { label: 'Assignee', value: 'Me', icon: 'user' },
      { label: 'Priority', value: 'High', icon: 'flag' },
    ],
    chips: [
      { label: 'Today', icon: 'calendar' },
      { label: 'Priority 1', icon: 'flag' },
      { label: 'Website', icon: 'folder' },
    ],
  },
  uploads: [
    { name: 'Q3-roadmap.pdf', icon: 'file-text', mb: 4.2 },
    { name: 'Wireframes-v3.fig', icon: 'pen-tool', mb: 18.6 },
    { name: 'Budget-2025.xlsx', icon: 'sheet', mb: 1.1 },
    { name: 'Kickoff-recording.mp4', icon: 'video', mb: 86 },
  ],
  booking: {
    title: 'Book a room',
    what: 'Room 3B · 6 seats',
    where: 'Floor 3, east wing',
    sessions: [
      { title: 'Room 3B', detail: '6 seats · Screen', length: '1 h' },
      { title: 'Focus pod 2', detail: '1 seat · Quiet', length: '2 h' },
      { title: 'Main room', detail: '14 seats · Video', length: '1 h' },
      { title: 'Room 2A', detail: '4 seats · Whiteboard', length: '30 min' },
    ],
    countLabel: 'Attendees',
    action: 'Book room',
    range: false,
  },
  metrics: {
    title: 'Insights',
    headline: { label: 'Tasks completed', value: '148', delta: '+18% vs last month' },
    kpis: [
      { label: 'On time', value: '92%', delta: '+4%', icon: 'clock' },
      { label: 'Focus time', value: '21 h', delta: '+3 h', icon: 'brain' },
      { label: 'Open tasks', value: '37', delta: '−6', icon: 'list-todo' },
      { label: 'Projects', value: '6', delta: '+1', icon: 'folder' },
    ],
    breakdownTitle: 'By project',
    breakdown: [
      { label: 'Website launch', share: 38 },
      { label: 'Mobile app', share: 27 },
      { label: 'Marketing', share: 20 },
      { label: 'Hiring', share: 15 },
    ],
    insight: 'Tuesdays are your most productive day.',
  },
  history: { title: 'Activity', noun: 'updates', filters: ['All', 'Completed', 'Comments', 'Assigned'] },
};

const health: DomainCopy = {
  chatWith: 'person',
  chat: () => [
    { from: 1, text: 'Great session yesterday! How are the legs today?' },
    { from: 'me', text: 'A bit sore, but in a good way.' },
    { from: 1, text: 'Normal after squats. Take an easy walk today and stretch.' },
    { from: 'me', text: 'Will do. Should I keep the 5 km run on Thursday?' },
    { from: 1, text: 'Yes, keep it easy: zone 2, about 32 minutes.' },
    { from: 'me', text: 'Got it, thanks coach!' },
  ],
  quickReplies: ['Log workout', 'Thanks coach!', 'Move to Friday?'],
  group: {
    name: 'Sunday run club',
    icon: 'footprints',
    lines: [
      'Route for Sunday: 10 km along the river, 8:00 at the bridge.',
      'I am in!',
      'Can we do a slower group too?',
      'Yes, 6:00 min/km group with me',
    ],
  },
  previews: [
    'Nice pace on your run!',
    'Your plan for next week is ready',
    'See you at the 7:00 class',
    'Did you log lunch?',
    'New personal best, well done',
    'Stretch before Thursday',
    'Sunday 8:00 at the bridge',
    'How did you sleep?',
  ],
  notices: [
    { icon: 'trophy', text: 'You closed all your rings 5 days in a row', actor: false },
    { icon: 'heart', text: 'cheered your Morning run', actor: true, thumb: true },
    { icon: 'flame', text: 'New personal best: 5 km in 26:41', actor: false },
    { icon: 'user-plus', text: 'started following you', actor: true },
    { icon: 'dumbbell', text: 'Your strength plan for next week is ready', actor: false },
    { icon: 'users', text: 'invited you to the June step challenge', actor: true },
    { icon: 'moon', text: 'You slept 7 h 45 min, 20 min more than usual', actor: false },
    { icon: 'droplet', text: 'Time for a glass of water', actor: false },
  ],
  post: {
    title: 'Sunday long run: 16 km',
    body: 'Negative split for the first time. Legs felt strong until the last hill.',
  },
  comments: [
    'Huge! That last hill is brutal.',
    'What pace did you start at?',
    'Negative splits are the best feeling.',
    'See you at run club next week?',
    'Inspiring, signing up for the half now.',
    'How do you fuel on long runs?',
    'Well done, recovery day tomorrow!',
  ],
  events: [
    { title: 'Morning run', place: 'Riverside' },
    { title: 'Strength class', place: 'Studio 2' },
    { title: 'Yoga flow', place: 'Online' },
    { title: 'Physio', place: 'City clinic' },
    { title: 'HIIT', place: 'Studio 1' },
    { title: 'Rest day', place: 'Recovery' },
    { title: 'Long run', place: 'Park loop' },
    { title: 'Swim', place: 'Lido' },
  ],
  composer: {
    title: 'Log workout',
    action: 'Save workout',
    fieldLabel: 'Workout',
    value: 'Lunch run',
    body: 'Easy pace, felt good after the first kilometre.',
    fields: [
      { label: 'Type', value: 'Outdoor run', icon: 'footprints' },
      { label: 'Duration', value: '32 min', icon: 'timer' },
      { label: 'Distance', value: '5.2 km', icon: 'route' },
      { label: 'Effort', value: 'Moderate', icon: 'gauge' },
    ],
    chips: [
      { label: 'Run', icon: 'footprints' },
      { label: '32 min', icon: 'timer' },
      { label: 'Moderate', icon: 'gauge' },
    ],
  },
  uploads: [
    { name: 'Morning-run.gpx', icon: 'route', mb: 0.6 },
    { name: 'Progress-photo.jpg', icon: 'image', mb: 3.8 },
    { name: 'Blood-test-results.pdf', icon: 'file-text', mb: 1.2 },
    { name: 'Form-check-squat.mov', icon: 'video', mb: 42 },
  ],
  booking: {
    title: 'Book a class',
    what: 'Vinyasa Yoga',
    where: 'Studio 2 · with your coach',
    sessions: [
      { title: 'Vinyasa Yoga', detail: 'Studio 2 · 4 spots left', length: '60 min' },
      { title: 'HIIT Express', detail: 'Studio 1 · 9 spots left', length: '30 min' },
      { title: 'Spin 45', detail: 'Bike room · 2 spots left', length: '45 min' },
      { title: 'Strength basics', detail: 'Gym floor · Full', length: '50 min' },
    ],
    countLabel: 'Spots',
    action: 'Book class',
    range: false,
  },
  metrics: {
    title: 'Trends',
    headline: { label: 'Active minutes', value: '412', delta: '+12% vs last week' },
    kpis: [
      { label: 'Workouts', value: '6', delta: '+2', icon: 'dumbbell' },
      { label: 'Calories', value: '3,140', delta: '+9%', icon: 'flame' },
      { label: 'Resting HR', value: '58 bpm', delta: '−2 bpm', icon: 'heart-pulse' },
      { label: 'Sleep', value: '7 h 21', delta: '+14 min', icon: 'moon' },
    ],
    breakdownTitle: 'By activity',
    breakdown: [
      { label: 'Running', share: 42 },
      { label: 'Strength', share: 28 },
      { label: 'Yoga', share: 18 },
      { label: 'Walking', share: 12 },
    ],
    insight: 'You are most active on Saturday mornings.',
  },
  history: { title: 'Activity', noun: 'activities', filters: ['All', 'Workouts', 'Meals', 'Sleep'] },
};

const social: DomainCopy = {
  chatWith: 'person',
  chat: (x) => [
    { from: 1, text: `Saw your post "${x.item.title}", it looks amazing!` },
    { from: 'me', text: 'Thank you! It was such a good weekend.' },
    { from: 1, text: 'We have to go together next time.' },
    { from: 'me', text: 'Yes! Maybe in September?' },
    { from: 1, text: 'Deal. I will start a group with the others.' },
    { from: 'me', text: 'Perfect, add Leo too' },
  ],
  quickReplies: ['Haha yes', 'Send photos!', 'Call later?'],
  group: {
    name: 'Weekend crew',
    icon: 'users',
    lines: [
      'Who is up for brunch on Sunday?',
      'Me! 11:00?',
      'Can we do 11:30, I have yoga',
      '11:30 at the usual place then',
    ],
  },
  previews: [
    'Haha that photo!',
    'Are you coming on Saturday?',
    'Sent a photo',
    'Miss you guys',
    'Voice message · 0:42',
    'See you at 8!',
    'Liked your message',
    'That was so much fun',
  ],
  notices: [
    { icon: 'heart', text: 'liked your photo', actor: true, thumb: true },
    { icon: 'message-circle', text: 'commented: "This view!"', actor: true, thumb: true },
    { icon: 'user-plus', text: 'started following you', actor: true },
    { icon: 'at-sign', text: 'mentioned you in a comment', actor: true, thumb: true },
    { icon: 'image', text: 'posted for the first time in a while', actor: true, thumb: true },
    { icon: 'users', text: 'invited you to Sunday brunch crew', actor: true },
    { icon: 'cake', text: 'has a birthday today', actor: true },
    { icon: 'sparkles', text: 'Your memories from a year ago', actor: false, thumb: true },
  ],
  post: {
    title: 'Weekend in Lisbon',
    body: 'Pastéis, tiles and the best sunset from Miradouro da Senhora do Monte.',
  },
  comments: [
    'This view is unreal!',
    'Take me with you next time',
    'Which neighborhood did you stay in?',
    'The tiles in the third photo!',
    'Adding this to my list.',
    'You two look so happy',
    'Best city in Europe, no contest.',
  ],
  events: [
    { title: 'Brunch with the crew', place: 'Lucky Cafe' },
    { title: 'Birthday drinks', place: 'The Rooftop' },
    { title: 'Book club', place: 'Nora’s place' },
    { title: 'Concert', place: 'Roundhouse' },
    { title: 'Picnic', place: 'Victoria Park' },
    { title: 'Movie night', place: 'Rio Cinema' },
    { title: 'Game night', place: 'At home' },
    { title: 'Farmers market', place: 'Broadway' },
  ],
  composer: {
    title: 'New post',
    action: 'Share',
    fieldLabel: 'Caption',
    value: 'Golden hour on the river',
    body: 'Best walk of the week with these two.',
    fields: [
      { label: 'Tag people', value: '2 people', icon: 'user-plus' },
      { label: 'Location', value: 'South Bank', icon: 'map-pin' },
      { label: 'Audience', value: 'Close friends', icon: 'users' },
    ],
    chips: [
      { label: 'Close friends', icon: 'users' },
      { label: 'South Bank', icon: 'map-pin' },
      { label: 'Photo', icon: 'image' },
    ],
  },
  uploads: [
    { name: 'IMG_2041.HEIC', icon: 'image', mb: 3.2 },
    { name: 'IMG_2042.HEIC', icon: 'image', mb: 2.9 },
    { name: 'Sunset-timelapse.mov', icon: 'video', mb: 64 },
    { name: 'IMG_2045.HEIC', icon: 'image', mb: 3.4 },
  ],
  booking: {
    title: 'Save your spot',
    what: 'Sunset picnic meetup',
    where: 'Victoria Park · hosted by friends',
    sessions: [
      { title: 'Sunset picnic', detail: 'Victoria Park · 12 going', length: '3 h' },
      { title: 'Book club', detail: 'Nora’s place · 6 going', length: '2 h' },
      { title: 'Board games', detail: 'Draughts cafe · 8 going', length: '2 h' },
      { title: 'Photo walk', detail: 'South Bank · 15 going', length: '90 min' },
    ],
    countLabel: 'Guests',
    action: 'Save my spot',
    range: false,
  },
  metrics: {
    title: 'Insights',
    headline: { label: 'Accounts reached', value: '12,480', delta: '+24% vs last month' },
    kpis: [
      { label: 'Profile visits', value: '1,932', delta: '+11%', icon: 'user' },
      { label: 'New followers', value: '318', delta: '+42', icon: 'user-plus' },
      { label: 'Engagement', value: '6.4%', delta: '+0.8%', icon: 'heart' },
      { label: 'Posts', value: '14', delta: '+3', icon: 'image' },
    ],
    breakdownTitle: 'By format',
    breakdown: [
      { label: 'Photos', share: 46 },
      { label: 'Stories', share: 31 },
      { label: 'Videos', share: 17 },
      { label: 'Text', share: 6 },
    ],
    insight: 'Posts shared around 19:00 reach the most people.',
  },
  history: { title: 'Your activity', noun: 'interactions', filters: ['All', 'Likes', 'Comments', 'Posts'] },
};

const commerce: DomainCopy = {
  chatWith: 'person',
  chat: (x) => [
    { from: 1, text: `Hi ${x.me}, thanks for your order! How can I help?` },
    { from: 'me', text: `My ${x.item.title} arrived but it is the wrong colour.` },
    { from: 1, text: 'Sorry about that! I can send the right one today.' },
    { from: 1, text: 'You can keep the other one or return it free.' },
    { from: 'me', text: 'I will return it. Can I drop it at a locker?' },
    { from: 1, text: 'Yes, I just emailed you a QR code for any locker.' },
  ],
  quickReplies: ['Track my order', 'Start a return', 'Talk to a person'],
  group: {
    name: 'Gift for Maya',
    icon: 'gift',
    lines: [
      'I found the ceramic set she liked, shall we all chip in?',
      'Yes! I am in',
      'Same, send the link',
      'Ordered, it arrives Thursday',
    ],
  },
  previews: [
    'Your return label is ready',
    'Order shipped, arriving Thursday',
    'Back in stock: your size',
    'Thanks for your review!',
    'Can I change my address?',
    'Refund processed',
    'Which size should I pick?',
    'Your order is out for delivery',
  ],
  notices: [
    { icon: 'truck', text: 'Your order is out for delivery', actor: false, thumb: true },
    { icon: 'tag', text: 'An item in your wishlist dropped in price', actor: false, thumb: true },
    { icon: 'package-check', text: 'Delivered to your front door', actor: false, thumb: true },
    { icon: 'rotate-ccw', text: 'Your refund has been processed', actor: false },
    { icon: 'star', text: 'found your review helpful', actor: true },
    { icon: 'bell', text: 'Back in stock in your size', actor: false, thumb: true },
    { icon: 'message-circle', text: 'answered your question about sizing', actor: true },
    { icon: 'sparkles', text: 'New arrivals picked for you', actor: false, thumb: true },
  ],
  post: {
    title: 'Review: worth every penny',
    body: 'Quality is great, the fit runs a little large. I would size down.',
  },
  comments: [
    'Thanks, this helps with sizing!',
    'Does the colour fade after washing?',
    'How long did delivery take?',
    'Mine arrived in two days.',
    'Agree on sizing down.',
    'Is it warm enough for winter?',
    'Bought it because of this review.',
  ],
  events: [
    { title: 'Delivery window', place: '08:00 to 10:00' },
    { title: 'Return drop-off', place: 'Parcel locker' },
    { title: 'Sale starts', place: 'Summer sale' },
    { title: 'Pick-up', place: 'Store on Main St' },
    { title: 'Restock alert', place: 'Linen Shirt' },
    { title: 'Order arrives', place: 'Home' },
    { title: 'Styling session', place: 'Video call' },
    { title: 'Members preview', place: 'Online' },
  ],
  composer: {
    title: 'Write a review',
    action: 'Post review',
    fieldLabel: 'Title',
    value: 'Worth every penny',
    body: 'Quality is great and delivery was fast. The fit runs a little large, so I would size down.',
    fields: [
      { label: 'Fit', value: 'Runs large', icon: 'ruler' },
      { label: 'Size bought', value: 'M', icon: 'shirt' },
      { label: 'Would recommend', value: 'Yes', icon: 'thumbs-up' },
    ],
    chips: [
      { label: 'Runs large', icon: 'ruler' },
      { label: 'Size M', icon: 'shirt' },
      { label: 'Recommend', icon: 'thumbs-up' },
    ],
  },
  uploads: [
    { name: 'Review-photo-1.jpg', icon: 'image', mb: 2.6 },
    { name: 'Review-photo-2.jpg', icon: 'image', mb: 2.2 },
    { name: 'Unboxing.mov', icon: 'video', mb: 38 },
    { name: 'Receipt.pdf', icon: 'receipt', mb: 0.3 },
  ],
  booking: {
    title: 'Delivery slot',
    what: 'Home delivery',
    where: 'To your saved address',
    sessions: [
      { title: 'Morning', detail: '08:00 to 12:00 · Free', length: '4 h' },
      { title: 'Afternoon', detail: '12:00 to 17:00 · Free', length: '5 h' },
      { title: 'Evening', detail: '17:00 to 21:00 · Free', length: '4 h' },
      { title: 'Pick-up point', detail: 'Any time after 10:00', length: 'All day' },
    ],
    countLabel: 'Parcels',
    action: 'Confirm slot',
    range: false,
  },
  metrics: {
    title: 'Your year',
    headline: { label: 'Orders this year', value: '24', delta: '+6 vs last year' },
    kpis: [
      { label: 'Items', value: '41', delta: '+9', icon: 'shopping-bag' },
      { label: 'Returns', value: '3', delta: '−2', icon: 'rotate-ccw' },
      { label: 'Reviews', value: '7', delta: '+4', icon: 'star' },
      { label: 'Wishlist', value: '18', delta: '+5', icon: 'heart' },
    ],
    breakdownTitle: 'By category',
    breakdown: [
      { label: 'Home', share: 34 },
      { label: 'Clothing', share: 29 },
      { label: 'Beauty', share: 22 },
      { label: 'Tech', share: 15 },
    ],
    insight: 'Most of your orders arrive within two days.',
  },
  history: { title: 'Orders', noun: 'orders', filters: ['All', 'Delivered', 'Returns', 'In transit'] },
};

const travel: DomainCopy = {
  chatWith: 'person',
  chat: (x) => [
    { from: 1, text: `Hi ${x.me}! Welcome to ${x.item.title}. What time do you arrive?` },
    { from: 'me', text: 'Hi! Our flight lands at 14:20, so around 16:00.' },
    { from: 1, text: 'Perfect. Check-in is self-service, the code is in the app.' },
    { from: 1, text: 'There is a great bakery around the corner for breakfast.' },
    { from: 'me', text: 'Amazing, thank you! Is parking available?' },
    { from: 1, text: 'Yes, one free spot in the garage, number 12.' },
  ],
  quickReplies: ['Check-in time?', 'Late arrival', 'Thank you!'],
  group: {
    name: 'Lisbon trip',
    icon: 'plane',
    lines: [
      'Flights are booked! Landing Friday at 14:20.',
      'Yes!! Who is sorting dinner on Friday?',
      'I found a place in Alfama, booking for 8',
      'Perfect, I will rent the car',
    ],
  },
  previews: [
    'Check-in code is in the app',
    'Your host replied',
    'Flight changed: new time 14:20',
    'Can we check in early?',
    'Booking confirmed',
    'Thanks for staying with us!',
    'Where should we eat?',
    'Tickets attached',
  ],
  notices: [
    { icon: 'plane', text: 'Check-in is open for your flight to Lisbon', actor: false },
    { icon: 'message-circle', text: 'replied to your message', actor: true },
    { icon: 'badge-check', text: 'Your stay is confirmed', actor: false, thumb: true },
    { icon: 'tag', text: 'Prices dropped for your saved stay', actor: false, thumb: true },
    { icon: 'star', text: 'How was your stay? Leave a review', actor: false, thumb: true },
    { icon: 'users', text: 'joined your trip to Lisbon', actor: true },
    { icon: 'clock', text: 'Your flight leaves in 24 hours', actor: false },
    { icon: 'heart', text: 'saved a stay to your shared wishlist', actor: true, thumb: true },
  ],
  post: {
    title: 'Two weeks on the coast',
    body: 'Our favorite stays, beaches and the one restaurant worth the drive.',
  },
  comments: [
    'Saving this for our honeymoon!',
    'Was the drive along the coast easy?',
    'That villa looks incredible.',
    'How many days would you recommend?',
    'We went last year, still dreaming of it.',
    'Any tips for travelling with kids?',
    'Booked the same stay for September!',
  ],
  events: [
    { title: 'Flight to Lisbon', place: 'LHR Terminal 5' },
    { title: 'Check-in', place: 'Casa Azul' },
    { title: 'Food tour', place: 'Alfama' },
    { title: 'Day trip to Sintra', place: 'Train from Rossio' },
    { title: 'Dinner reservation', place: 'Taberna 21' },
    { title: 'Check-out', place: 'By 11:00' },
    { title: 'Surf lesson', place: 'Ericeira' },
    { title: 'Flight home', place: 'LIS Terminal 1' },
  ],
  composer: {
    title: 'New trip',
    action: 'Create trip',
    fieldLabel: 'Trip name',
    value: 'Lisbon long weekend',
    body: 'Food, tiles and a day in Sintra.',
    fields: [
      { label: 'Destination', value: 'Lisbon, Portugal', icon: 'map-pin' },
      { label: 'Dates', value: '12 to 16 Sep', icon: 'calendar' },
      { label: 'Travelers', value: '2 adults', icon: 'users' },
    ],
    chips: [
      { label: 'Lisbon', icon: 'map-pin' },
      { label: '12 to 16 Sep', icon: 'calendar' },
      { label: '2 adults', icon: 'users' },
    ],
  },
  uploads: [
    { name: 'Passport-scan.pdf', icon: 'id-card', mb: 1.9 },
    { name: 'Boarding-pass.pdf', icon: 'ticket', mb: 0.4 },
    { name: 'Beach-sunset.jpg', icon: 'image', mb: 4.6 },
    { name: 'Travel-insurance.pdf', icon: 'file-text', mb: 0.9 },
  ],
  booking: {
    title: 'Select dates',
    what: '',
    where: '',
    sessions: [
      { title: 'Double room', detail: 'Queen bed · City view', length: '2 guests' },
      { title: 'Twin room', detail: 'Two single beds', length: '2 guests' },
      { title: 'Family suite', detail: 'Two bedrooms · Kitchen', length: '4 guests' },
      { title: 'Studio', detail: 'Kitchenette · Balcony', length: '2 guests' },
    ],
    countLabel: 'Guests',
    action: 'Reserve',
    range: true,
  },
  metrics: {
    title: 'Travel stats',
    headline: { label: 'Nights away this year', value: '23', delta: '+8 vs last year' },
    kpis: [
      { label: 'Trips', value: '6', delta: '+2', icon: 'plane' },
      { label: 'Countries', value: '4', delta: '+1', icon: 'globe' },
      { label: 'Cities', value: '9', delta: '+3', icon: 'building-2' },
      { label: 'Reviews', value: '5', delta: '+2', icon: 'star' },
    ],
    breakdownTitle: 'By region',
    breakdown: [
      { label: 'Southern Europe', share: 48 },
      { label: 'Alps', share: 22 },
      { label: 'Asia', share: 17 },
      { label: 'Americas', share: 13 },
    ],
    insight: 'You book stays 34 days ahead on average.',
  },
  history: { title: 'Trips', noun: 'bookings', filters: ['All', 'Upcoming', 'Past', 'Cancelled'] },
};

const devtools: DomainCopy = {
  chatWith: 'person',
  chat: (x) => [
    { from: 1, text: `The ${x.item.title} deploy failed on the health check.` },
    { from: 'me', text: 'Looking. Looks like the new env variable is missing.' },
    { from: 1, text: 'Ah, I added it to preview but not production.' },
    { from: 'me', text: 'Added it and redeployed. Build is green now.' },
    { from: 1, text: 'Confirmed, p95 is back to 180 ms. Thanks!' },
    { from: 'me', text: 'I will add a check for it in CI.' },
  ],
  quickReplies: ['Rolling back', 'Looking now', 'Ship it'],
  group: {
    name: 'incident-api',
    icon: 'hash',
    lines: [
      'Error rate on api-gateway jumped to 4% at 14:02.',
      'Rolling back to the previous deploy',
      'Rollback done, errors back to 0.2%',
      'Postmortem doc is up, please add notes',
    ],
  },
  previews: [
    'Build is green again',
    'Can you review my PR?',
    'Rollback done',
    'Preview URL is ready',
    'Who owns the billing service?',
    'Merged, thanks!',
    'Latency alert resolved',
    'Postmortem at 16:00',
  ],
  notices: [
    { icon: 'circle-x', text: 'Deployment of mobile-sdk failed', actor: false },
    { icon: 'git-pull-request', text: 'requested your review on fix/auth-timeout', actor: true },
    { icon: 'rocket', text: 'web-app was promoted to production', actor: false },
    { icon: 'triangle-alert', text: 'Error rate above 2% on api-gateway', actor: false },
    { icon: 'message-square', text: 'commented on your pull request', actor: true },
    { icon: 'user-plus', text: 'joined the team', actor: true },
    { icon: 'gauge', text: 'Build minutes at 80% of your plan', actor: false },
    { icon: 'circle-check', text: 'Alert resolved: latency is back to normal', actor: false },
  ],
  post: {
    title: 'fix: retry auth token refresh once',
    body: 'Token refresh raced with logout and left sessions half signed out. This retries once and clears state on failure.',
  },
  comments: [
    'Nice catch. Can we add a test for the race?',
    'Does this change the timeout?',
    'LGTM once CI passes.',
    'Should the retry have a backoff?',
    'Tested on the preview, works for me.',
    'Added the test in the last commit.',
    'Approving, thanks!',
  ],
  events: [
    { title: 'Standup', place: 'Huddle' },
    { title: 'Release 2.4', place: 'Production' },
    { title: 'On-call handover', place: 'Zoom' },
    { title: 'Postmortem', place: 'Room 4' },
    { title: 'Code freeze', place: 'All repos' },
    { title: 'Architecture review', place: 'Zoom' },
    { title: 'Sprint demo', place: 'Main room' },
    { title: 'Maintenance window', place: 'Database' },
  ],
  composer: {
    title: 'New issue',
    action: 'Create issue',
    fieldLabel: 'Title',
    value: 'Deploy fails when an env variable is missing',
    body: 'Production deploys pass the build but fail the health check. We should validate env variables before promoting.',
    fields: [
      { label: 'Project', value: 'api-gateway', icon: 'folder-git-2' },
      { label: 'Priority', value: 'High', icon: 'signal-high' },
      { label: 'Assignee', value: 'Me', icon: 'user' },
      { label: 'Labels', value: 'bug, deploy', icon: 'tag' },
    ],
    chips: [
      { label: 'Bug', icon: 'bug' },
      { label: 'High', icon: 'signal-high' },
      { label: 'api-gateway', icon: 'folder-git-2' },
    ],
  },
  uploads: [
    { name: 'build-logs.txt', icon: 'file-text', mb: 0.7 },
    { name: 'db-backup-0612.sql.gz', icon: 'database', mb: 148 },
    { name: 'trace-export.json', icon: 'file-json', mb: 12.4 },
    { name: 'screenshot-error.png', icon: 'image', mb: 0.9 },
  ],
  booking: {
    title: 'Book a demo',
    what: 'Product demo',
    where: 'With a solutions engineer',
    sessions: [
      { title: 'Product demo', detail: 'Video call · Solutions team', length: '30 min' },
      { title: 'Migration help', detail: 'Video call · Engineering', length: '45 min' },
      { title: 'Security review', detail: 'Video call · Security', length: '60 min' },
      { title: 'Office hours', detail: 'Group session · Q&A', length: '30 min' },
    ],
    countLabel: 'Attendees',
    action: 'Book demo',
    range: false,
  },
  metrics: {
    title: 'Observability',
    headline: { label: 'Requests this week', value: '1.24M', delta: '+9% vs last week' },
    kpis: [
      { label: 'p95 latency', value: '182 ms', delta: '−14 ms', icon: 'gauge' },
      { label: 'Error rate', value: '0.21%', delta: '−0.05%', icon: 'triangle-alert' },
      { label: 'Deploys', value: '38', delta: '+6', icon: 'rocket' },
      { label: 'Uptime', value: '99.98%', delta: '+0.01%', icon: 'activity' },
    ],
    breakdownTitle: 'By route',
    breakdown: [
      { label: '/api/auth', share: 36 },
      { label: '/api/search', share: 29 },
      { label: '/api/orders', share: 21 },
      { label: '/api/users', share: 14 },
    ],
    insight: 'Cache hit rate rose to 87% after Tuesday’s deploy.',
  },
  history: { title: 'Audit log', noun: 'events', filters: ['All', 'Deploys', 'Settings', 'Members'] },
};

const ai: DomainCopy = {
  chatWith: 'assistant',
  chat: (x) => [
    { from: 'me', text: `Can you help with this: ${x.item.title.toLowerCase()}?` },
    { from: 1, text: 'Of course. Here is a plan to start with:' },
    { from: 'me', text: 'Make it shorter and add a checklist.' },
    { from: 1, text: 'Here is a tighter version with a checklist at the end.' },
  ],
  quickReplies: ['Make it shorter', 'Add examples', 'Explain step 2'],
  group: {
    name: 'Marketing team',
    icon: 'sparkles',
    lines: [
      'I asked it for ten taglines, three are really good.',
      'Share the thread?',
      'Shared it in the project',
      'Let us test the top two with customers',
    ],
  },
  previews: [
    'Here is a 5-day plan for Kyoto',
    'I rewrote the opening paragraph',
    'Vector databases store embeddings',
    'Three recipes, 40 minutes each',
    'The report has four key points',
    'Ten names for your bakery',
    'Here is the table you asked for',
    'I can draft the email too',
  ],
  notices: [
    { icon: 'sparkles', text: 'New model available: faster and more accurate', actor: false },
    { icon: 'file-check', text: 'Your PDF "Q2 report" is ready to chat with', actor: false },
    { icon: 'share-2', text: 'shared a chat with you', actor: true },
    { icon: 'folder-plus', text: 'added you to the project Marketing', actor: true },
    { icon: 'clock', text: 'Your scheduled summary is ready', actor: false },
    { icon: 'gauge', text: 'You have used 80% of this week’s messages', actor: false },
    { icon: 'message-square', text: 'commented on "Kyoto trip plan"', actor: true },
    { icon: 'shield-check', text: 'Memory was updated with your preferences', actor: false },
  ],
  post: {
    title: 'Prompt: weekly meal plan',
    body: 'A prompt that builds a five-day meal plan with a shopping list, for two people.',
  },
  comments: [
    'This saved me an hour on Sunday.',
    'Works great with the vegetarian option.',
    'Can it include prep times?',
    'I added "budget friendly" and it was perfect.',
    'Shared with my family, thanks!',
    'Does it handle allergies?',
    'Yes, list them at the start.',
  ],
  events: [
    { title: 'Daily summary', place: 'Scheduled task' },
    { title: 'Research session', place: 'Project: Launch' },
    { title: 'Workshop: prompting', place: 'Online' },
    { title: 'Weekly digest', place: 'Scheduled task' },
    { title: 'Team review', place: 'Shared project' },
    { title: 'Writing sprint', place: 'Drafts' },
    { title: 'Office hours', place: 'Community' },
    { title: 'Report due', place: 'Q2 summary' },
  ],
  composer: {
    title: 'New assistant',
    action: 'Create',
    fieldLabel: 'Name',
    value: 'Meal planner',
    body: 'Plans five dinners for two, vegetarian twice a week, with one shopping list.',
    fields: [
      { label: 'Model', value: 'Fast', icon: 'zap' },
      { label: 'Knowledge', value: '2 files', icon: 'file-text' },
      { label: 'Visibility', value: 'Only me', icon: 'lock' },
    ],
    chips: [
      { label: 'Web search', icon: 'globe' },
      { label: 'Files', icon: 'paperclip' },
      { label: 'Fast', icon: 'zap' },
    ],
  },
  uploads: [
    { name: 'Q2-report.pdf', icon: 'file-text', mb: 6.8 },
    { name: 'Interview-notes.docx', icon: 'file-text', mb: 0.5 },
    { name: 'Sales-data.csv', icon: 'sheet', mb: 2.3 },
    { name: 'Whiteboard.jpg', icon: 'image', mb: 3.6 },
  ],
  booking: {
    title: 'Book onboarding',
    what: 'Team onboarding',
    where: 'Video call with our team',
    sessions: [
      { title: 'Team onboarding', detail: 'Video call · Up to 10', length: '45 min' },
      { title: 'Prompting basics', detail: 'Live workshop', length: '60 min' },
      { title: 'Admin setup', detail: 'Video call · Admins', length: '30 min' },
      { title: 'Office hours', detail: 'Group Q&A', length: '30 min' },
    ],
    countLabel: 'Attendees',
    action: 'Book session',
    range: false,
  },
  metrics: {
    title: 'Usage',
    headline: { label: 'Messages this month', value: '1,284', delta: '+21% vs last month' },
    kpis: [
      { label: 'Chats', value: '86', delta: '+14', icon: 'message-square' },
      { label: 'Files read', value: '24', delta: '+9', icon: 'file-text' },
      { label: 'Time saved', value: '9 h', delta: '+2 h', icon: 'clock' },
      { label: 'Shared', value: '12', delta: '+5', icon: 'share-2' },
    ],
    breakdownTitle: 'By topic',
    breakdown: [
      { label: 'Writing', share: 41 },
      { label: 'Research', share: 26 },
      { label: 'Coding', share: 19 },
      { label: 'Planning', share: 14 },
    ],
    insight: 'Your longest chats are about writing.',
  },
  history: { title: 'History', noun: 'chats', filters: ['All', 'Starred', 'Files', 'Shared'] },
};

const education: DomainCopy = {
  chatWith: 'person',
  chat: (x) => [
    { from: 1, text: `Hi ${x.me}! How is "${x.item.title}" going?` },
    { from: 'me', text: 'Good! I am stuck on the quiz in lesson 4 though.' },
    { from: 1, text: 'Which question? The one about loops?' },
    { from: 'me', text: 'Yes, I do not get why it prints 4 times.' },
    { from: 1, text: 'The range starts at 0. Try writing out each step on paper.' },
    { from: 'me', text: 'Oh, that makes sense now. Thank you!' },
  ],
  quickReplies: ['Explain again', 'Book a session', 'Thanks!'],
  group: {
    name: 'Study group',
    icon: 'graduation-cap',
    lines: [
      'Quiz 3 is due Friday, anyone want to review together?',
      'Yes, Thursday evening?',
      'I can share my notes',
      'Thursday 19:00 on video then',
    ],
  },
  previews: [
    'Great progress this week!',
    'Quiz 3 is due Friday',
    'Here are my notes',
    'Can we review on Thursday?',
    'Your certificate is ready',
    'Try the practice set first',
    'See you in class',
    'Nice streak!',
  ],
  notices: [
    { icon: 'flame', text: 'You are on an 18-day streak', actor: false },
    { icon: 'award', text: 'You earned the Python basics certificate', actor: false },
    { icon: 'message-circle', text: 'answered your question in lesson 4', actor: true },
    { icon: 'clock', text: 'Quiz 3 is due on Friday', actor: false },
    { icon: 'book-open', text: 'New lesson in Spanish for travel', actor: false },
    { icon: 'users', text: 'invited you to a study group', actor: true },
    { icon: 'trophy', text: 'You moved up to the Gold league', actor: false },
    { icon: 'thumbs-up', text: 'liked your answer', actor: true },
  ],
  post: {
    title: 'Lesson 4: loops and ranges',
    body: 'Why does range(4) start at 0? A short walk-through with three examples.',
  },
  comments: [
    'Finally understand off-by-one errors!',
    'Can you add an example with a step?',
    'The visual really helped.',
    'Is range the same in JavaScript?',
    'Great explanation, thank you.',
    'I had the same question.',
    'Practice set 4 was tough but fun.',
  ],
  events: [
    { title: 'Spanish lesson', place: 'Live class' },
    { title: 'Quiz 3 due', place: 'Intro to Python' },
    { title: 'Study group', place: 'Video call' },
    { title: 'Tutor session', place: '1:1 call' },
    { title: 'Practice set', place: 'Data storytelling' },
    { title: 'Office hours', place: 'Community' },
    { title: 'Speaking club', place: 'Live room' },
    { title: 'Exam', place: 'UX foundations' },
  ],
  composer: {
    title: 'New note',
    action: 'Save note',
    fieldLabel: 'Title',
    value: 'Loops and ranges',
    body: 'range(n) counts from 0 to n − 1. Use range(start, stop, step) to skip values.',
    fields: [
      { label: 'Course', value: 'Intro to Python', icon: 'book-open' },
      { label: 'Lesson', value: 'Lesson 4', icon: 'bookmark' },
      { label: 'Review on', value: 'Friday', icon: 'calendar' },
    ],
    chips: [
      { label: 'Python', icon: 'code' },
      { label: 'Lesson 4', icon: 'bookmark' },
      { label: 'Review Friday', icon: 'calendar' },
    ],
  },
  uploads: [
    { name: 'Essay-draft.docx', icon: 'file-text', mb: 0.4 },
    { name: 'Homework-4.pdf', icon: 'file-text', mb: 1.3 },
    { name: 'Presentation.pptx', icon: 'presentation', mb: 9.2 },
    { name: 'Speaking-practice.m4a', icon: 'mic', mb: 5.1 },
  ],
  booking: {
    title: 'Book a tutor',
    what: '1:1 tutoring',
    where: 'Video call with your tutor',
    sessions: [
      { title: 'Python help', detail: '1:1 · Beginner', length: '30 min' },
      { title: 'Spanish speaking', detail: '1:1 · Conversation', length: '45 min' },
      { title: 'Essay feedback', detail: '1:1 · Writing', length: '30 min' },
      { title: 'Exam prep', detail: 'Small group · 4 max', length: '60 min' },
    ],
    countLabel: 'Students',
    action: 'Book session',
    range: false,
  },
  metrics: {
    title: 'Progress',
    headline: { label: 'Minutes learned', value: '640', delta: '+15% vs last month' },
    kpis: [
      { label: 'Lessons', value: '42', delta: '+9', icon: 'book-open' },
      { label: 'Streak', value: '18 days', delta: '+6', icon: 'flame' },
      { label: 'Accuracy', value: '87%', delta: '+3%', icon: 'target' },
      { label: 'XP', value: '4,120', delta: '+860', icon: 'star' },
    ],
    breakdownTitle: 'By course',
    breakdown: [],
    insight: 'You learn best in the morning: 91% accuracy before noon.',
  },
  history: { title: 'Activity', noun: 'lessons', filters: ['All', 'Lessons', 'Quizzes', 'Certificates'] },
};

const media: DomainCopy = {
  chatWith: 'person',
  chat: (x) => [
    { from: 1, text: `Have you listened to ${x.item.title} yet?` },
    { from: 'me', text: 'On repeat since Friday. Track 3 is so good.' },
    { from: 1, text: 'Right? They play here in October.' },
    { from: 'me', text: 'No way. Let us get tickets!' },
    { from: 1, text: 'I will make a playlist for the drive.' },
    { from: 'me', text: 'Add the live version of track 5' },
  ],
  quickReplies: ['Send a song', 'Listen together', 'Love it'],
  group: {
    name: 'Road trip mix',
    icon: 'music',
    lines: [
      'Added 12 songs to the road trip playlist.',
      'Who added three hours of jazz?',
      'Guilty, it is for the night drive',
      'Keep it, it is growing on me',
    ],
  },
  previews: [
    'Sent a song',
    'Track 3 is so good',
    'Listening party tonight?',
    'Added you to a playlist',
    'Episode 12 is out!',
    'That documentary was great',
    'Sent a playlist',
    'Tickets are on sale',
  ],
  notices: [
    { icon: 'disc-3', text: 'Nova Lane released a new album', actor: false, thumb: true },
    { icon: 'list-music', text: 'added 4 songs to Road trip mix', actor: true, thumb: true },
    { icon: 'mic', text: 'New episode of Field Notes', actor: false, thumb: true },
    { icon: 'user-plus', text: 'started following your playlists', actor: true },
    { icon: 'ticket', text: 'Tickets for Nova Lane are on sale', actor: false },
    { icon: 'heart', text: 'liked your playlist Deep Focus', actor: true, thumb: true },
    { icon: 'tv', text: 'The Long Coast season 2 is here', actor: false, thumb: true },
    { icon: 'sparkles', text: 'Your Discover mix was updated', actor: false, thumb: true },
  ],
  post: {
    title: 'Midnight Signals: album notes',
    body: 'Recorded in six days in a converted church. Track 3 was the last one written.',
  },
  comments: [
    'Track 3 gives me chills every time.',
    'Recorded in six days? Wow.',
    'The vinyl sounds incredible.',
    'Best album of the year so far.',
    'Seeing them live in October!',
    'The church reverb is everything.',
    'Which track was first?',
  ],
  events: [
    { title: 'Album release', place: 'Midnight Signals' },
    { title: 'Listening party', place: 'Live room' },
    { title: 'New episode', place: 'Field Notes' },
    { title: 'Concert', place: 'Roundhouse' },
    { title: 'Premiere', place: 'The Long Coast S3' },
    { title: 'Live Q&A', place: 'With Nova Lane' },
    { title: 'Podcast recording', place: 'Studio B' },
    { title: 'Festival', place: 'Field Day' },
  ],
  composer: {
    title: 'New playlist',
    action: 'Create',
    fieldLabel: 'Playlist name',
    value: 'Sunday slow mornings',
    body: 'Soft songs for coffee and the papers.',
    fields: [
      { label: 'Visibility', value: 'Public', icon: 'globe' },
      { label: 'Collaborators', value: '2 friends', icon: 'users' },
      { label: 'Cover', value: 'Auto', icon: 'image' },
    ],
    chips: [
      { label: 'Public', icon: 'globe' },
      { label: 'Collaborative', icon: 'users' },
      { label: 'Add songs', icon: 'plus' },
    ],
  },
  uploads: [
    { name: 'Episode-13-master.wav', icon: 'audio-lines', mb: 212 },
    { name: 'Cover-art.png', icon: 'image', mb: 4.1 },
    { name: 'Trailer.mp4', icon: 'video', mb: 58 },
    { name: 'Show-notes.txt', icon: 'file-text', mb: 0.1 },
  ],
  booking: {
    title: 'Choose seats',
    what: 'Listening party',
    where: 'Live room · members only',
    sessions: [
      { title: 'Early show', detail: 'Live room · 40 seats left', length: '90 min' },
      { title: 'Late show', detail: 'Live room · 12 seats left', length: '90 min' },
      { title: 'Q&A session', detail: 'With the band · 8 left', length: '45 min' },
      { title: 'Vinyl night', detail: 'Members lounge · Full', length: '2 h' },
    ],
    countLabel: 'Seats',
    action: 'Reserve seats',
    range: false,
  },
  metrics: {
    title: 'Your stats',
    headline: { label: 'Listening time this month', value: '38 h', delta: '+6 h vs last month' },
    kpis: [
      { label: 'Artists', value: '112', delta: '+18', icon: 'mic-vocal' },
      { label: 'Songs', value: '846', delta: '+120', icon: 'music' },
      { label: 'Episodes', value: '19', delta: '+4', icon: 'podcast' },
      { label: 'Top genre', value: 'Indie', delta: '+8%', icon: 'disc-3' },
    ],
    breakdownTitle: 'By genre',
    breakdown: [
      { label: 'Indie', share: 39 },
      { label: 'Electronic', share: 25 },
      { label: 'Jazz', share: 21 },
      { label: 'Podcasts', share: 15 },
    ],
    insight: 'You listen most between 8:00 and 9:00.',
  },
  history: { title: 'Recently played', noun: 'plays', filters: ['All', 'Music', 'Podcasts', 'Videos'] },
};

export const DOMAIN: Record<ProductCategory, DomainCopy> = {
  finance,
  productivity,
  'health-fitness': health,
  social,
  'e-commerce': commerce,
  travel,
  'developer-tools': devtools,
  ai,
  education,
  media,
};
