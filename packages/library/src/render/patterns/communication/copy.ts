/**
 * What the communication and productivity screens talk about, per product category: who a chat is with and
 * what it says, what people get notified of, what a composer creates, what gets uploaded, what is booked and
 * which numbers an analytics screen shows. The words live in `data/<domain>/communication.yaml`, checked by
 * the schema below; this module turns them into the shapes the layouts use. Money always comes from the
 * app's own items (`ctx.content`), never from here, so amounts agree with the rest of the app.
 */
import { z } from 'zod';
import { domainData, fill } from '../../../copy/data.js';
import type { AppContent, Item, ProductCategory } from '../../content.js';

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

const line = z.string().min(1);
const iconName = z.string().min(1);

/** One domain's `communication.yaml`. */
const CommunicationFile = z.object({
  chatWith: z.enum(['person', 'assistant']),
  chat: z.array(z.object({ from: z.union([z.literal('me'), z.number().int().min(0)]), text: line })).min(1),
  quickReplies: z.array(line).min(1),
  group: z.object({ name: line, icon: iconName, lines: z.array(line).min(1) }),
  previews: z.array(line).min(1),
  notices: z
    .array(z.object({ icon: iconName, text: line, actor: z.boolean(), thumb: z.boolean().optional() }))
    .min(1),
  post: z.object({ title: line, body: line }),
  comments: z.array(line).min(1),
  events: z.array(z.object({ title: line, place: line })).min(1),
  composer: z.object({
    title: line,
    action: line,
    fieldLabel: line,
    value: line,
    body: line,
    fields: z.array(z.object({ label: line, value: line, icon: iconName })).min(1),
    chips: z.array(z.object({ label: line, icon: iconName })).min(1),
  }),
  uploads: z.array(z.object({ name: line, icon: iconName, mb: z.number().positive() })).min(1),
  booking: z.object({
    title: line,
    what: z.string(),
    where: z.string(),
    sessions: z.array(z.object({ title: line, detail: line, length: line })).min(1),
    countLabel: line,
    action: line,
    range: z.boolean(),
  }),
  metrics: z.object({
    title: line,
    headline: z.object({ label: line, value: z.string(), delta: z.string() }),
    kpis: z.array(z.object({ label: line, value: line, delta: z.string(), icon: iconName })),
    breakdownTitle: line,
    breakdown: z.array(z.object({ label: line, share: z.number().min(0).max(100) })),
    insight: line,
  }),
  history: z.object({ title: line, noun: line, filters: z.array(line).min(1) }),
});
type CommunicationFile = z.infer<typeof CommunicationFile>;

/** The file's chat lines with their placeholders filled for one app. */
function chatOf(lines: CommunicationFile['chat']): DomainCopy['chat'] {
  return (x) => {
    const values = {
      me: x.me,
      item: x.item.title,
      itemLower: x.item.title.toLowerCase(),
      amount: x.item.value.replace('−', ''),
    };
    return lines.map((m) => ({ from: m.from, text: fill(m.text, values) }));
  };
}

const FILES = domainData('communication', CommunicationFile);

export const DOMAIN = Object.fromEntries(
  Object.entries(FILES).map(([domain, file]) => [domain, { ...file, chat: chatOf(file.chat) }]),
) as Record<ProductCategory, DomainCopy>;
