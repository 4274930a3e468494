/**
 * Collections (product spec, sections 1 and 6, and the workspace invitation, which promises the
 * workspace's collections to everyone who joins): who may read a collection and who may change it.
 *
 * - A collection holds screens, flows, components and apps. Creating collections and changing them is
 *   Pro. A collection's name, description, items and their order are edited by its owner and, once it is
 *   shared with the owner's workspace, by the workspace's Pro members; sharing it (with the workspace, or
 *   by link) and deleting it are the owner's. Exporting one (a ZIP of its screens', flows' and
 *   components' originals) is Pro, for anyone who reads it.
 * - A collection is read by its owner and, once shared with the owner's workspace, by every member of
 *   that workspace, free or Pro. Anyone else does not find it.
 *
 * - A share link: the owner (Pro) may make a read-only link to a collection. Anyone who has it reads
 *   the collection, signed in or not, as one view of the library like any page (the visit cap applies,
 *   and each screen shows as the viewer's plan shows it). The owner may turn it off; a new link is a new
 *   token, so a link turned off never works again. The token's form: `isShareToken` (routes).
 *
 * The API's collection routes declare `COLLECTION_ACCESS` (the access hook enforces it) and its service
 * asks `mayReadCollection` and `mayEditCollection` for the collection at hand; the SPA's page access
 * follows the same rules.
 *
 * @packageDocumentation
 */

import type { AccessRule } from '../tiers/tiers.js';

/**
 * What is done with collections: `read` (the list, one collection), `change` (create, edit, delete) or
 * `export` (download one as a ZIP of its items' originals).
 */
export type CollectionAction = 'read' | 'change' | 'export';

/**
 * Who may call the collection routes: any member reads (their own and the shared ones), Pro changes
 * them, and Pro exports any collection they read (the originals are full images: Pro's).
 */
export const COLLECTION_ACCESS: Readonly<Record<CollectionAction, AccessRule>> = Object.freeze({
  read: 'signed-in',
  change: 'premium',
  export: 'premium',
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

/** Whether `reader` reads `collection`: its owner, or a member of the owner's workspace once it is shared there. */
export function mayReadCollection(reader: CollectionReader, collection: CollectionSharing): boolean {
  if (collection.ownerId === reader.userId) return true;
  const sameWorkspace = reader.teamId !== null && collection.ownerTeamId === reader.teamId;
  return sameWorkspace && collection.sharedWithTeam;
}

/**
 * Whether `reader` may edit `collection`: its name, description, items and their order. Its owner, and once it is
 * shared with the owner's workspace, every member of that workspace (a workspace's collections are
 * worked on together). Whether the member is Pro is the route's declared need (`COLLECTION_ACCESS.change`):
 * free members of the workspace read it only. A collection the member does not read is not theirs to be
 * told of (`mayReadCollection` first: not found).
 */
export function mayEditCollection(reader: CollectionReader, collection: CollectionSharing): boolean {
  return mayReadCollection(reader, collection);
}

/**
 * Whether `reader` may manage `collection`: share it with the workspace or stop, make or turn off its
 * link, delete it. Its owner only, shared or not.
 */
export function mayManageCollection(
  reader: CollectionReader,
  collection: Pick<CollectionSharing, 'ownerId'>,
): boolean {
  return collection.ownerId === reader.userId;
}
