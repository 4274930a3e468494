import type { ScreenContext } from '../../context.js';
import { col, h, lift, type Node, row, spacer, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { factsOf, siteCopy } from './copy.js';
import { accentInk, eyebrow, hero, page, pageHeading, sitePage } from './parts.js';
import { dropdown, textArea } from './parts-fields.js';
import { map, pin } from './parts-mocks.js';

/** Ways to reach the company: chat, email, phone, office. */
function channels(ctx: ScreenContext): [string, string, string][] {
  const facts = factsOf(ctx);
  const office = facts.offices[0];
  const site = siteCopy(ctx);
  const domain = ctx.content.domain.replace(/\.app$/, '.com');
  return [
    ['message-circle', 'Chat with us', 'Our team replies in about 5 minutes.'],
    ['mail', 'Email', site.b2b ? `sales@${domain}` : `hello@${domain}`],
    ['phone', 'Call us', `${facts.phone}, Mon–Fri`],
    ['map-pin', 'Visit us', `${office?.street ?? ''}, ${office?.city ?? ''}`],
  ];
}

/** The contact form's fields. */
function contactFields(ctx: ScreenContext, options: { compact?: boolean } = {}): Node[] {
  const { kit, content } = ctx;
  const site = siteCopy(ctx);
  const user = content.user;
  const domain = content.domain.replace(/\.app$/, '.com');
  const message = site.b2b
    ? `Hi! We're a team of 40 and would like to move our work to ${ctx.app.title}. Could you walk us through ${content.prices.plans[2]?.name ?? 'Team'}?`
    : `Hi! I have a question about ${content.features[0]?.title.toLowerCase() ?? ctx.app.title}. Can you help?`;
  const company = site.b2b
    ? row(
        { gap: 16, width: '100%' },
        kit.textField({ label: 'Company', value: 'Fieldnote' }),
        dropdown(ctx, 'Team size', '11–50 people'),
      )
    : dropdown(ctx, 'Topic', 'My account');
  return [
    row(
      { gap: 16, width: '100%' },
      kit.textField({ label: 'First name', value: user.first }),
      kit.textField({ label: 'Last name', value: user.last }),
    ),
    kit.textField({
      label: site.b2b ? 'Work email' : 'Email',
      value: site.b2b
        ? `${user.first.toLowerCase()}@fieldnote.${domain.split('.').pop() ?? 'com'}`
        : user.email,
    }),
    company,
    textArea(ctx, 'Message', message, { height: options.compact ? 92 : 104 }),
  ];
}

/** The page's pitch on the left with the ways to reach the team, a form in a card on the right. */
export function contactSplit(ctx: ScreenContext): Node {
  const { kit, ds, p } = ctx;
  const site = siteCopy(ctx);
  return sitePage(
    ctx,
    row,
    { paddingTop: 48, gap: 72, alignItems: 'flex-start' },
    col(
      { width: 420, gap: 18, flexShrink: 0 },
      hero(
        { gap: 14 },
        eyebrow(ctx, 'Contact'),
        kit.display(site.b2b ? 'Talk to our team' : 'Get in touch', { fontSize: 46, letterSpacing: -1.2 }),
        kit.muted(
          site.b2b
            ? `Questions about ${ctx.app.title} for your company? We'll show you around and find the right plan.`
            : `Questions, feedback or a problem with your account? We're here 7 days a week.`,
          { fontSize: 17 },
        ),
      ),
      col(
        { gap: 20, paddingTop: 14 },
        ...channels(ctx).map(([glyph, title, detail]) =>
          row(
            { gap: 14, alignItems: 'flex-start' },
            kit.iconTile(glyph, { size: 40 }),
            col(
              { gap: 2, flexShrink: 1 },
              kit.headline(title, { fontSize: 16 }),
              kit.muted(detail, { fontSize: 14 }),
            ),
          ),
        ),
      ),
    ),
    kit.card(
      {
        flexGrow: 1,
        flexBasis: 0,
        padding: 32,
        gap: 18,
        backgroundColor: ds.dark ? p.surface : '#ffffff',
        border: `1px solid ${p.border}`,
      },
      ...contactFields(ctx),
      kit.checkbox(true, `I agree to ${ctx.app.title}'s privacy policy`),
      kit.button('Send message', { full: true }),
    ),
  );
}

/** "How can we help?": three ways in as cards, then the offices on a map. */
export function contactChannels(ctx: ScreenContext): Node {
  const { kit, p, ds } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const domain = ctx.content.domain.replace(/\.app$/, '.com');
  const cards: [string, string, string, string][] = [
    site.b2b
      ? [
          'briefcase',
          'Sales',
          `Plans for teams of 20 or more, security reviews and invoicing.`,
          'Talk to sales',
        ]
      : ['life-buoy', 'Help center', 'Guides and answers to the questions we hear most.', 'Browse articles'],
    [
      'headphones',
      'Support',
      `Something not working? We reply within 2 hours, 7 days a week.`,
      'Contact support',
    ],
    [
      'newspaper',
      'Press',
      `Logos, photos and stories about ${ctx.app.title}. Write to press@${domain}.`,
      'Press kit',
    ],
  ];
  const pins: [number, number][] = [
    [150, 80],
    [330, 150],
    [510, 60],
  ];
  return sitePage(
    ctx,
    col,
    { paddingTop: 44, gap: 32 },
    pageHeading(
      ctx,
      'Contact',
      'How can we help?',
      `Pick the team you need. Real people answer, usually within a couple of hours.`,
      { size: 46 },
    ),
    row(
      { gap: 20, width: '100%', alignItems: 'stretch' },
      ...cards.map(([glyph, title, body, action], i) =>
        kit.card(
          { flexGrow: 1, flexBasis: 0, minHeight: 200, padding: 24, gap: 10 },
          kit.iconTile(glyph, { size: 42 }),
          kit.headline(title, { fontSize: 18, paddingTop: 4 }),
          kit.muted(body, { fontSize: 14 }),
          spacer(),
          i === 0
            ? row({}, kit.button(action, { size: 'sm', iconRight: 'arrow-right' }))
            : row({ gap: 6 }, kit.link(action), icon('arrow-right', 15, accentInk(ctx))),
        ),
      ),
    ),
    row(
      { gap: 20, width: '100%', height: 222 },
      h(
        'div',
        { position: 'relative', width: 700, height: 222, flexShrink: 0 },
        map(ctx, 700, 222, { borderRadius: ds.radius.lg }),
        ...pins.map(([x, y]) =>
          h('div', { position: 'absolute', left: x, top: y, display: 'flex' }, pin(ctx, 'building-2')),
        ),
      ),
      col(
        { flexGrow: 1, flexBasis: 0, gap: 0, justifyContent: 'center' },
        ...facts.offices.map((office, i) =>
          row(
            {
              gap: 12,
              paddingTop: 12,
              paddingBottom: 12,
              borderBottom: i === facts.offices.length - 1 ? undefined : `1px solid ${p.border}`,
              alignItems: 'flex-start',
            },
            icon('map-pin', 18, accentInk(ctx), 2, { marginTop: 2 }),
            col(
              { gap: 2, flexShrink: 1 },
              kit.headline(office.city, { fontSize: 15 }),
              kit.caption(`${office.street} · ${office.hours}`),
            ),
          ),
        ),
      ),
    ),
  );
}

/** A form on the left, the main office on a map on the right. */
export function contactMap(ctx: ScreenContext): Node {
  const { kit, p, ds, size, random } = ctx;
  const site = siteCopy(ctx);
  const facts = factsOf(ctx);
  const office = facts.offices[0];
  const mapWidth = 640;
  const mapHeight = size.height - 68;
  const officeCard = ui(
    'card',
    col(
      { width: 320, borderRadius: ds.radius.lg, backgroundColor: ds.dark ? p.surface : '#ffffff' },
      kit.photo('interior', random.int(1, 1e9), 320, 120, {
        borderTopLeftRadius: ds.radius.lg,
        borderTopRightRadius: ds.radius.lg,
      }),
      col(
        { padding: 18, gap: 6 },
        row(
          { justifyContent: 'space-between', width: '100%' },
          kit.headline(`${office?.city ?? 'London'} office`, { fontSize: 16 }),
          kit.badge('Open now', 'success'),
        ),
        kit.caption(`${office?.street ?? ''}, ${office?.country ?? ''}`, { fontSize: 13 }),
        kit.caption(office?.hours ?? '', { fontSize: 13 }),
        row(
          { paddingTop: 8, gap: 10 },
          kit.button('Get directions', { size: 'sm', icon: 'navigation' }),
          kit.button('Call', { size: 'sm', variant: 'secondary', icon: 'phone' }),
        ),
      ),
    ),
  );
  return page(
    ctx,
    row(
      { width: '100%', height: '100%', alignItems: 'stretch' },
      col(
        { flexGrow: 1, flexBasis: 0, paddingLeft: 64, paddingRight: 56, paddingTop: 40, gap: 16 },
        hero(
          { gap: 10 },
          eyebrow(ctx, site.b2b ? 'Talk to sales' : 'Contact us'),
          kit.title(site.b2b ? `Let's find the right plan for your team` : 'Send us a message', {
            fontSize: 34,
            letterSpacing: -0.8,
          }),
          kit.muted('Fill in the form and we will get back to you within one working day.', { fontSize: 16 }),
        ),
        ...contactFields(ctx, { compact: true }),
        row(
          { gap: 16, paddingTop: 4 },
          kit.button('Send message', { iconRight: 'send' }),
          kit.caption(`Or email ${channels(ctx)[1]?.[2] ?? ''}`),
        ),
      ),
      h(
        'div',
        { position: 'relative', width: mapWidth, height: mapHeight, flexShrink: 0 },
        map(ctx, mapWidth, mapHeight),
        h('div', { position: 'absolute', left: 370, top: 190, display: 'flex' }, pin(ctx, 'building-2')),
        h(
          'div',
          { position: 'absolute', left: 36, bottom: 36, display: 'flex' },
          lift(officeCard, ds.radius.lg, { depth: 3, opacity: 2 }),
        ),
      ),
    ),
  );
}
