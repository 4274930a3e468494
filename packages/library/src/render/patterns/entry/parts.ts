/**
 * The shells of the entry family's screens: a phone form (content from the top, actions pinned to the
 * bottom), a web page with a centred card, a web page split with a picture panel, and a form's heading.
 */
import { alpha } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, layered, lift, type Node, overlay, row, spacer } from '../../h.js';

/** A phone form screen: optional nav bar, content from the top, actions pinned to the bottom. */
export function phoneForm(
  ctx: ScreenContext,
  options: { back?: boolean; actionLabel?: string; content: Node[]; actions?: Node[] },
): Node {
  const { chrome, m, ds } = ctx;
  return chrome.frame({
    top:
      options.back || options.actionLabel
        ? [chrome.navBar({ back: options.back, actionLabel: options.actionLabel })]
        : [],
    body: col(
      {
        flexGrow: 1,
        paddingLeft: m.margin,
        paddingRight: m.margin,
        paddingTop: options.back ? 8 : 24,
        gap: ds.space.lg,
      },
      ...options.content,
      spacer(),
      options.actions ? col({ gap: 12, paddingBottom: 8 }, ...options.actions) : null,
    ),
  });
}

/** A web page with the app's header and a centred card (sign-in pages of SaaS products). */
export function webCard(ctx: ScreenContext, content: Node[], options: { width?: number } = {}): Node {
  const { chrome, kit, p, ds } = ctx;
  return chrome.frame({
    background: ds.dark ? p.background : p.surface === '#ffffff' ? p.background : p.surface,
    top: [
      chrome.webHeader({
        transparent: true,
        actions: [kit.button('Contact sales', { variant: 'ghost', size: 'sm' })],
      }),
    ],
    body: col(
      { flexGrow: 1, alignItems: 'center', paddingTop: 28 },
      lift(
        kit.card(
          {
            width: options.width ?? 440,
            padding: 36,
            gap: 20,
            backgroundColor: ds.dark ? p.surface : '#ffffff',
            border: `1px solid ${p.border}`,
          },
          ...content,
        ),
        ds.radius.lg,
        { opacity: ds.dark ? 0 : 1, depth: 2 },
      ),
    ),
  });
}

/** A web page split in two: a picture panel and a form column. */
export function webSplit(
  ctx: ScreenContext,
  content: Node[],
  options: { panel?: 'photo' | 'brand'; panelLeft?: boolean } = {},
): Node {
  const { kit, p, content: copy, random, size, chrome } = ctx;
  const panelWidth = Math.round(size.width * 0.5);
  const quote = copy.people[1];
  const backdrop = (kind: 'abstract' | typeof copy.heroPhoto, shade: boolean) =>
    col(
      { width: panelWidth, height: size.height },
      kit.photo(kind, random.int(1, 1e9), panelWidth, size.height),
      shade
        ? overlay(panelWidth, size.height, {
            backgroundImage: `linear-gradient(180deg, ${alpha('#000000', 0)} 45%, ${alpha('#000000', 0.55)})`,
          })
        : null,
    );
  const panel =
    options.panel === 'brand'
      ? layered(
          { width: panelWidth, height: '100%', padding: 48, justifyContent: 'space-between' },
          backdrop('abstract', false),
          kit.logo(copy.glyph, null, 40),
          col(
            { gap: 20, maxWidth: 460 },
            kit.display(`“${copy.features[0]?.body ?? ctx.app.tagline}”`, { color: '#ffffff', fontSize: 30 }),
            quote
              ? row(
                  { gap: 12 },
                  kit.avatar(quote, 44),
                  col(
                    { gap: 2 },
                    kit.headline(quote.name, { color: '#ffffff' }),
                    kit.caption(`Uses ${ctx.app.title} every day`, { color: alpha('#ffffff', 0.75) }),
                  ),
                )
              : null,
          ),
        )
      : layered(
          { width: panelWidth, height: '100%', justifyContent: 'flex-end', padding: 48 },
          backdrop(copy.heroPhoto, true),
          kit.display(ctx.app.tagline, { color: '#ffffff', fontSize: 32, maxWidth: 440 }),
        );
  const form = col(
    {
      flexGrow: 1,
      height: '100%',
      paddingLeft: 96,
      paddingRight: 96,
      justifyContent: 'center',
      gap: 20,
      backgroundColor: p.background,
    },
    ...content,
  );
  return chrome.frame({
    body: row(
      { width: '100%', height: '100%', alignItems: 'stretch' },
      options.panelLeft === false ? form : panel,
      options.panelLeft === false ? panel : form,
    ),
  });
}

/** Title and subtitle of a form. */
export function heading(
  ctx: ScreenContext,
  title: string,
  subtitle: string,
  options: { center?: boolean } = {},
): Node {
  const { kit } = ctx;
  return col(
    { gap: 8, alignItems: options.center ? 'center' : 'flex-start' },
    kit.title(title, { textAlign: options.center ? 'center' : 'left' }),
    kit.muted(subtitle, { textAlign: options.center ? 'center' : 'left' }),
  );
}

/** The user's email, as every entry screen shows it. */
export const email = (ctx: ScreenContext) => ctx.content.user.email;
