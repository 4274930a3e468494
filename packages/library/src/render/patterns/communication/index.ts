/**
 * The communication family (chat, inbox, notifications, comments, share sheet) and the productivity family
 * (calendar, composer, upload, booking, analytics, history). Each pattern has three layouts, each drawn for
 * iOS, Android and the web. Words come from the app's content (`ctx.content`) and from the per-category copy
 * in `data/<domain>/communication.yaml` (read by `copy.ts`); money only ever comes from the app's own items.
 */
import type { PatternSlug } from '../../../catalog/taxonomy.js';
import type { Layout } from '../../context.js';
import { analyticsBars, analyticsBreakdown, analyticsOverview } from './analytics.js';
import { bookingMonth, bookingSessions, bookingSlots } from './booking.js';
import { calendarAgenda, calendarMonth, calendarWeek } from './calendar.js';
import { chatCompose, chatGroup, chatThread } from './chat.js';
import { commentsActivity, commentsSheet, commentsThread } from './comments.js';
import { composerForm, composerPost, composerQuick } from './composer.js';
import { historyGrouped, historyTable, historyTimeline } from './history.js';
import { inboxList, inboxMail, inboxTabs } from './inbox.js';
import { notificationsCards, notificationsGrouped, notificationsTabs } from './notifications.js';
import { shareContacts, shareLink, shareSystem } from './share.js';
import { uploadPhotos, uploadProgress, uploadSources } from './upload.js';

export const COMMUNICATION_LAYOUTS = {
  chat: [chatThread, chatGroup, chatCompose],
  inbox: [inboxList, inboxTabs, inboxMail],
  notifications: [notificationsGrouped, notificationsTabs, notificationsCards],
  comments: [commentsThread, commentsSheet, commentsActivity],
  'share-sheet': [shareSystem, shareLink, shareContacts],
} satisfies Partial<Record<PatternSlug, Layout[]>>;

export const PRODUCTIVITY_LAYOUTS = {
  calendar: [calendarMonth, calendarWeek, calendarAgenda],
  composer: [composerForm, composerQuick, composerPost],
  upload: [uploadProgress, uploadPhotos, uploadSources],
  booking: [bookingSlots, bookingSessions, bookingMonth],
  analytics: [analyticsOverview, analyticsBreakdown, analyticsBars],
  history: [historyGrouped, historyTimeline, historyTable],
} satisfies Partial<Record<PatternSlug, Layout[]>>;

export const COMMUNICATION_PRODUCTIVITY_LAYOUTS: Partial<Record<PatternSlug, Layout[]>> = {
  ...COMMUNICATION_LAYOUTS,
  ...PRODUCTIVITY_LAYOUTS,
};
