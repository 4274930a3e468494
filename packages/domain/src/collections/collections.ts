/**
 * Collections (product spec, sections 1 and 6, and the workspace invitation, which promises the
 * workspace's collections to everyone who joins): who may read a collection and who may change it.
 *
 * - Creating collections and changing them (name, description, sharing, screens) is Pro, and only the
 *   owner changes one.
 * - A collection is read by its owner and, once shared with the owner's workspace, by every member of
 *   that workspace, free or Pro. Anyone else does not find it.
 *
 * The API's collection routes declare `COLLECTION_ACCESS` (the access hook enforces it) and its service
 * asks `collectionRefusal` for the collection at hand; the SPA's page access follows the same rules.
 *
 * @packageDocumentation
 */

import type { ErrorCode } from '../errors/errors.js';
import type { AccessRule } from '../tiers/tiers.js';

/** What is done with collections: `read` (the list, one collection) or `change` (create, edit, delete). */
export type CollectionAction = 'read' | 'change';

/** Who may call the collection routes: any member reads (their own and the shared ones), Pro changes. */
export const COLLECTION_ACCESS: Readonly<Record<CollectionAction, AccessRule>> = Object.freeze({
  read: 'signed-in',
  change: 'premium',
});

/** The member asking. */
export interface CollectionReader {
  readonly userId: number;
  /** The member's workspace, or null. */
  readonly teamId: number | null;
}

/** What decides who reads a collection. */
export interface CollectionSharing {
  readonly ownerId: number;
  /** The owner's workspace, or null. */
  readonly ownerTeamId: number | null;
  /** Whether the owner shared it with their workspace. */
  readonly sharedWithTeam: boolean;
}

/** How a member stands to a collection: its `owner`, a member of the `workspace` it is shared with, or `none`. */
export type CollectionRelation = 'owner' | 'workspace' | 'none';

/** How `reader` stands to `collection`. */
export function collectionRelation(
  reader: CollectionReader,
  collection: CollectionSharing,
): CollectionRelation {
  if (collection.ownerId === reader.userId) return 'owner';
  const sameWorkspace = reader.teamId !== null && collection.ownerTeamId === reader.teamId;
  return sameWorkspace && collection.sharedWithTeam ? 'workspace' : 'none';
}

/**
 * Why a member may not do `action` to a collection, or null when they may: a collection they do not
 * read is `not_found` (its existence is not told); one they read but do not own is `owner_only` to change.
 * Whether the member is Pro (for changes) is the route's declared need (`COLLECTION_ACCESS`).
 */
export function collectionRefusal(
  relation: CollectionRelation,
  action: CollectionAction,
): Extract<ErrorCode, 'not_found' | 'owner_only'> | null {
  if (relation === 'none') return 'not_found';
  if (action === 'change' && relation !== 'owner') return 'owner_only';
  return null;
}
