/**
 * The addresses of the library's pictures (issue 25): nothing under `/media` can be found by walking it,
 * and a full-size picture goes only to the viewer whose counted call issued its address.
 *
 * - A grid thumbnail or a blurred preview: `/media/{key}/thumb.webp?t={tag}`. The tag is a keyed digest
 *   of the key and the variant (HMAC with the API's `media` secret): the same for everyone and for ever,
 *   so browsers cache it, but nobody can make it without the secret. Thumbnails are grid-sized (540 px).
 * - A full image or an imported original: `/media/{key}/full.webp?e={expiry}&s={signature}`, signed for
 *   one viewer (an account, else a visitor's device, else its address) until `expiry` (Unix seconds). The
 *   expiry is a whole hour one to two hours ahead, so the addresses of a page stay the same for an hour
 *   and the browser's cache keeps serving them. The subject is not in the address: the media route
 *   checks the signature against whoever asks, so a copied address is nothing in another's hands. A
 *   visitor's first page (its browser had no device cookie yet) is signed for the device cookie the BFF
 *   gave it with that page (`newDevice`), with which its pictures are then asked for.
 *
 * Who gets which is the presenters' business (`servesWhole`, `isLockedFor` of the domain's policy).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Viewer as PolicyViewer } from '@pageshelf/domain/tiers';
import type { Actor } from '../actor.js';
import type { OriginalFormat } from '../db/schema.js';
import type { Clock } from './clock.js';

/** The variants every viewer within the visit cap may have by their tag. */
export type TileVariant = 'thumb' | 'preview';

/** How long a signed address lasts at least; it lasts up to twice this (the expiry is a whole period). */
export const SIGNED_MEDIA_PERIOD_S = 60 * 60;

/** Characters of a tag or signature (base64url of HMAC-SHA256): 128 bits. */
const MAC_LENGTH = 22;

/** The pictures' addresses for one viewer, made in one go for a whole answer. */
export interface MediaView {
  /** The domain's viewer: who is locked out of what. */
  readonly policy: PolicyViewer;
  /** A grid thumbnail's or preview's address. */
  tile(key: string, variant: TileVariant): string;
  /** The full image's address, signed for this viewer. */
  full(key: string): string;
  /** An imported original's address, signed for this viewer. */
  original(key: string, format: OriginalFormat): string;
}

/** What a media address's query says, checked against the asking viewer. */
export type MediaLinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * Whose a signed address is: an account, else the visitor's device (the one presented, else the one the
 * BFF gave with this page), else the visitor's address.
 */
export function mediaSubjectOf(actor: Actor): string {
  if (actor.kind === 'user') return `user:${actor.user.id}`;
  // A first page's pictures are asked for with the device cookie it gave the browser.
  const device = actor.device ?? actor.newDevice ?? null;
  return device === null ? `address:${actor.address}` : `device:${device}`;
}

/** Tile tags kept once made (a grid page makes two a screen; they never change): at most this many. */
const KEPT_TAGS = 20_000;

export class MediaLinks {
  private secret: Promise<string> | null = null;
  /** Tile addresses by `{key}/{variant}.webp`, the oldest forgotten first (see `KEPT_TAGS`). */
  private readonly tiles = new Map<string, string>();

  /** `loadSecret` gives the signing key (kept by the API across restarts, shared by its instances). */
  constructor(
    private readonly loadSecret: () => Promise<string>,
    private readonly clock: Clock,
  ) {}

  private key(): Promise<string> {
    this.secret ??= this.loadSecret().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }

  private static mac(secret: string, text: string): string {
    return createHmac('sha256', secret).update(text).digest('base64url').slice(0, MAC_LENGTH);
  }

  private static same(given: string, expected: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** The expiry of addresses signed now: the end of the next whole period. */
  private expiry(): number {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return (Math.floor(now / SIGNED_MEDIA_PERIOD_S) + 2) * SIGNED_MEDIA_PERIOD_S;
  }

  /** The addresses of pictures for `actor`. */
  view(actor: Actor): Promise<MediaView> {
    return this.viewFor(actor.policy, mediaSubjectOf(actor));
  }

  /** The addresses of pictures for a viewer of `policy` known as `subject` (see `mediaSubjectOf`). */
  async viewFor(policy: PolicyViewer, subject: string): Promise<MediaView> {
    const secret = await this.key();
    const expiry = this.expiry();
    const signed = (key: string, file: string) =>
      `/media/${key}/${file}?e=${expiry}&s=${MediaLinks.mac(secret, `full|${key}/${file}|${expiry}|${subject}`)}`;
    return {
      policy,
      tile: (key, variant) => this.tile(secret, `${key}/${variant}.webp`),
      full: (key) => signed(key, 'full.webp'),
      original: (key, format) => signed(key, `original.${format}`),
    };
  }

  /**
   * The addresses of editorial figures' tiles (`GET /figures/{pattern}`): `/media/figures/{key}/{variant}.webp`
   * with a tag of their own, so that route serves them past the visit cap like app logos, and no other
   * tile's tag opens it. The same for every viewer and for ever.
   */
  async figureTiles(): Promise<(key: string, variant: TileVariant) => string> {
    const secret = await this.key();
    return (key, variant) => {
      const path = `${key}/${variant}.webp`;
      return `/media/figures/${path}?t=${MediaLinks.mac(secret, `figure|${path}`)}`;
    };
  }

  /** Whether `tag` is the figure tag of `path` (`{key}/{variant}.webp`). */
  async checkFigure(path: string, tag: string | undefined): Promise<boolean> {
    const secret = await this.key();
    return tag !== undefined && MediaLinks.same(tag, MediaLinks.mac(secret, `figure|${path}`));
  }

  /** A tile's address: the same for every viewer and for ever, so made once and kept. */
  private tile(secret: string, path: string): string {
    let address = this.tiles.get(path);
    if (address === undefined) {
      address = `/media/${path}?t=${MediaLinks.mac(secret, `tile|${path}`)}`;
      if (this.tiles.size >= KEPT_TAGS) this.tiles.delete(this.tiles.keys().next().value as string);
      this.tiles.set(path, address);
    }
    return address;
  }

  /**
   * Whether the query of `/media/{path}` (`{key}/{file}`) lets `actor` have it: a tile by its tag, a
   * full image or original by a signature made for this caller that has not expired.
   */
  async check(
    path: string,
    tile: boolean,
    query: { t?: string | undefined; e?: string | undefined; s?: string | undefined },
    actor: Actor,
  ): Promise<MediaLinkCheck> {
    const secret = await this.key();
    if (tile) {
      return query.t !== undefined && MediaLinks.same(query.t, MediaLinks.mac(secret, `tile|${path}`))
        ? 'valid'
        : 'invalid';
    }
    const { e, s } = query;
    if (e === undefined || s === undefined || !/^\d{1,12}$/.test(e)) return 'invalid';
    const expected = MediaLinks.mac(secret, `full|${path}|${e}|${mediaSubjectOf(actor)}`);
    if (!MediaLinks.same(s, expected)) return 'invalid';
    return Number(e) * 1000 > this.clock.now().getTime() ? 'valid' : 'expired';
  }

  /** Seconds a signed address of `expiry` (its `e`) may still be cached, at least 0. */
  secondsLeft(expiry: string): number {
    return Math.max(0, Number(expiry) - Math.floor(this.clock.now().getTime() / 1000));
  }
}
