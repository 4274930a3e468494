/**
 * A link preview's card (issue 28): the 1200×630 picture a chat app or a search engine shows for a page
 * of the library (Open Graph's large image). The item's pictures on the right, its app's logo and name,
 * what it is and the product's mark on the left. Drawn with satori and resvg like the demo library, with
 * fonts from npm (no system font is read); the pictures come in as PNG or WebP and leave inside the card.
 */
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { familyFonts } from './fonts.js';
import { col, h, type Node, row, text } from './h.js';

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

export interface SocialCardPicture {
  /** The picture's bytes (PNG, WebP or JPEG). */
  readonly data: Buffer;
  /** Drawn blurred beyond reading (a screen locked to Pro: its card shows its shape, not its content). */
  readonly blurred?: boolean | undefined;
}

export interface SocialCard {
  /** What the item is, above the title: "Paywall screen · iOS". */
  readonly eyebrow: string;
  /** The title: "Notara", "Onboarding on Ledgerly". */
  readonly title: string;
  /** The app's name beside its logo (omitted for an app's own card). */
  readonly app?: { readonly name: string; readonly logo: Buffer | null } | undefined;
  /** One to three pictures of the item (a flow's first steps); blurred ones for a locked screen. */
  readonly pictures: readonly SocialCardPicture[];
  /** A word under the pictures, for a locked screen: "Pro". */
  readonly badge?: string | undefined;
  /** The card's accent (the app's brand colour), `#rrggbb`. */
  readonly accent?: string | undefined;
}

const INK = '#16161a';
const MUTED = '#5b5b66';
const PAPER = '#f7f7f5';
const BRAND = '#4f46e5';
/** The picture area: right of the text column, inside the card's margin. */
const AREA = { width: 576, height: 534 };

const isColor = (value: string | undefined): value is string =>
  value !== undefined && /^#[0-9a-f]{6}$/i.test(value);

/** A picture as a PNG data address at most `box` big (satori reads PNG and JPEG, not WebP). */
async function fitted(data: Buffer, box: { width: number; height: number }, blurred = false) {
  const resized = sharp(data).resize({
    width: box.width * 2,
    height: box.height * 2,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const { data: png, info } = await (blurred ? resized.blur(24) : resized)
    .png()
    .toBuffer({ resolveWithObject: true });
  const scale = Math.min(box.width / info.width, box.height / info.height, 1);
  return {
    src: `data:image/png;base64,${png.toString('base64')}`,
    width: Math.round(info.width * scale),
    height: Math.round(info.height * scale),
  };
}

const image = (src: string, width: number, height: number, style: Record<string, string | number>): Node => ({
  type: 'img',
  props: { src, width, height, style: { width, height, ...style } },
});

/** The product's mark, as the header draws it (apps/web/index.html). */
const mark = (): Node =>
  row(
    { gap: 12 },
    col(
      {
        width: 36,
        height: 36,
        borderRadius: 10,
        backgroundColor: BRAND,
        alignItems: 'center',
        justifyContent: 'center',
      },
      row(
        { gap: 3, alignItems: 'flex-start' },
        h('div', { width: 8, height: 20, borderRadius: 2, backgroundColor: '#fff' }),
        col(
          { gap: 3 },
          h('div', { width: 8, height: 12, borderRadius: 2, backgroundColor: 'rgba(255,255,255,0.75)' }),
          h('div', { width: 8, height: 5, borderRadius: 2, backgroundColor: 'rgba(255,255,255,0.5)' }),
        ),
      ),
    ),
    text('Pageshelf', { fontSize: 28, fontWeight: 700, color: INK }),
  );

/** The card as a 1200×630 PNG. */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  const accent = isColor(card.accent) ? card.accent : BRAND;
  // Phone screens stand side by side; a landscape one (a web page) takes the whole area alone.
  const shapes = await Promise.all(
    card.pictures.slice(0, 3).map((picture) => sharp(picture.data).metadata()),
  );
  const landscape = shapes.some((shape) => (shape.width ?? 0) > (shape.height ?? 0));
  const pictures = card.pictures.slice(0, landscape ? 1 : 3);
  const gap = 20;
  const each = {
    width: Math.floor((AREA.width - gap * (pictures.length - 1)) / Math.max(1, pictures.length)),
    height: AREA.height,
  };
  const drawn = await Promise.all(pictures.map((picture) => fitted(picture.data, each, picture.blurred)));
  const logo = card.app?.logo ? await fitted(card.app.logo, { width: 56, height: 56 }) : null;
  const title = card.title.length > 60 ? `${card.title.slice(0, 57).trimEnd()}…` : card.title;
  const element = row(
    {
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
      backgroundColor: PAPER,
      fontFamily: 'Inter',
      alignItems: 'stretch',
    },
    h('div', { width: 12, backgroundColor: accent }),
    col(
      { width: 540, padding: '48px 40px 48px 56px', justifyContent: 'space-between' },
      mark(),
      col(
        { gap: 18 },
        text(card.eyebrow, {
          fontSize: 24,
          fontWeight: 600,
          color: accent,
          textTransform: 'uppercase',
          letterSpacing: 1,
        }),
        text(title, { fontSize: title.length > 28 ? 48 : 60, fontWeight: 700, color: INK, lineHeight: 1.1 }),
      ),
      card.app
        ? row(
            { gap: 16 },
            logo
              ? image(logo.src, 56, 56, { borderRadius: 14 })
              : h('div', { width: 56, height: 56, borderRadius: 14, backgroundColor: accent }),
            text(card.app.name, { fontSize: 30, fontWeight: 600, color: MUTED }),
          )
        : text('UI design references from real apps', { fontSize: 26, color: MUTED }),
    ),
    col(
      {
        flexGrow: 1,
        alignItems: 'center',
        justifyContent: 'center',
        position: 'relative',
        paddingRight: 24,
      },
      row(
        { gap, alignItems: 'center', justifyContent: 'center' },
        ...drawn.map((picture) =>
          image(picture.src, picture.width, picture.height, {
            borderRadius: 18,
            border: '1px solid rgba(22,22,26,0.12)',
            boxShadow: '0 12px 32px rgba(22,22,26,0.18)',
          }),
        ),
      ),
      card.badge
        ? row(
            {
              position: 'absolute',
              bottom: 44,
              padding: '10px 22px',
              borderRadius: 999,
              backgroundColor: INK,
              color: '#fff',
              fontSize: 24,
              fontWeight: 600,
            },
            card.badge,
          )
        : null,
    ),
  );
  const svg = await satori(element as Parameters<typeof satori>[0], {
    width: SOCIAL_CARD_WIDTH,
    height: SOCIAL_CARD_HEIGHT,
    fonts: familyFonts('Inter'),
  });
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}
