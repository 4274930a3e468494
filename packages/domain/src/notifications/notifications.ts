/**
 * Which emails a member receives. Some mail is part of using the product and is always sent (sign-in
 * links, workspace invitations); the rest is news, sent only to members whose preferences allow it. A
 * member who never chose gets the defaults: every kind on.
 *
 * @packageDocumentation
 */

/** The kinds of mail the product sends. */
export const MAIL_KINDS = [
  'sign-in',
  'invitation',
  'weekly-digest',
  'product-updates',
  'shared-collections',
] as const;
/** A kind of mail. */
export type MailKind = (typeof MAIL_KINDS)[number];

/** A member's choices of the optional mail (settings: notifications). */
export interface MailPreferences {
  /** A weekly email of new apps, screens and flows. */
  readonly weeklyDigest: boolean;
  /** Product news, a few times a year. */
  readonly productUpdates: boolean;
  /** When a teammate shares a collection with the workspace. */
  readonly sharedCollections: boolean;
}

/** The choices of a member who never chose: every kind on. */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = Object.freeze({
  weeklyDigest: true,
  productUpdates: true,
  sharedCollections: true,
});

/** The preference that governs each kind; `null` for mail that is always sent. */
const PREFERENCE_OF: Readonly<Record<MailKind, keyof MailPreferences | null>> = Object.freeze({
  'sign-in': null,
  invitation: null,
  'weekly-digest': 'weeklyDigest',
  'product-updates': 'productUpdates',
  'shared-collections': 'sharedCollections',
});

/** The preference a kind of mail obeys, or `null` when it is always sent. */
export function mailPreferenceOf(kind: MailKind): keyof MailPreferences | null {
  return PREFERENCE_OF[kind];
}

/**
 * Whether mail of `kind` may be sent to a member with `preferences` (`null` or `undefined`: never chose,
 * so the defaults).
 */
export function mayMail(kind: MailKind, preferences: MailPreferences | null | undefined): boolean {
  const preference = PREFERENCE_OF[kind];
  if (preference === null) return true;
  return (preferences ?? DEFAULT_MAIL_PREFERENCES)[preference];
}

/** The period the weekly digest covers: the last 7 days. */
export const DIGEST_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;
